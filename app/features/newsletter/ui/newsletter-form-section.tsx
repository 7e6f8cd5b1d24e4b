import { type FormSectionProps, PublicFormSection } from "~/features/pages";
import { publicFormMessages } from "~/shared/forms/public-forms";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { newsletterFieldLimits, type SignupConfirmation } from "../newsletter-vocabulary";

type NewsletterFormSectionProps = FormSectionProps<"newsletter-form"> & {
  /** Who confirms a sign-up: the page promises an email only when the site can send one. */
  confirmation: SignupConfirmation;
};

/**
 * "Join our newsletter": an address, confirmed by email before anything is sent to it, or by
 * staff while the site cannot send email (then the page's thanks, which speaks of the email,
 * gives way to words that promise none).
 */
export function NewsletterFormSection({ confirmation, ...section }: NewsletterFormSectionProps) {
  const thanks =
    confirmation === "email" ? section.thanks : publicFormMessages.newsletterStaffConfirms;
  return (
    <PublicFormSection
      section={{ ...section, thanks }}
      form="newsletter"
      submitLabel="Sign me up"
      note={publicFormMessages.newsletterNote[confirmation]}
    >
      <PublicTextField
        name="email"
        label="Your email address"
        type="email"
        required
        autoComplete="email"
        maxLength={newsletterFieldLimits.email}
      />
      <PublicTextField
        name="firstName"
        label="Your first name"
        hint="Optional, so we can say hello."
        autoComplete="given-name"
        maxLength={newsletterFieldLimits.firstName}
      />
    </PublicFormSection>
  );
}
