import { ContactFormSection } from "~/features/enquiries/ui/contact-form-section";
import { RegistrationFormSection } from "~/features/enquiries/ui/registration-form-section";
import { NewsletterFormSection } from "~/features/newsletter/ui/newsletter-form-section";
import { ReviewFormSection } from "~/features/records/ui/review-form-section";
import { VolunteerApplicationSection } from "~/features/records/ui/volunteer-application-section";
import { island } from "~/shared/islands/island";

/**
 * The visitors' pages' interactive parts, as islands (ADR 0025): the one list, from which the
 * islands' client bundle also makes each island's loader (scripts/islands-bundle.ts).
 */
export const ContactFormIsland = island("contact-form", ContactFormSection);
export const RegistrationFormIsland = island("registration-form", RegistrationFormSection);
export const NewsletterFormIsland = island("newsletter-form", NewsletterFormSection);
export const ReviewFormIsland = island("review-form", ReviewFormSection);
export const VolunteerApplicationIsland = island(
  "volunteer-application",
  VolunteerApplicationSection,
);
