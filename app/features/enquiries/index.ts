export { listChildNames, readRegisteredChildren } from "./registered-children";
export { registrationFirstFieldId, registrationFormWords } from "./registration-children";
export { ContactFormSection } from "./ui/contact-form-section";
export { RegistrationBannerSection } from "./ui/registration-banner-section";
export { RegistrationFormSection } from "./ui/registration-form-section";
