import { ContactFormSection, RegistrationFormSection } from "~/features/enquiries";
import { NewsletterFormSection } from "~/features/newsletter";
import { ReviewFormSection, VolunteerApplicationSection } from "~/features/records";
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
