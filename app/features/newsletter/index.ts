export type { SignupConfirmation } from "./newsletter-vocabulary";
export { NewsletterFormSection } from "./ui/newsletter-form-section";
