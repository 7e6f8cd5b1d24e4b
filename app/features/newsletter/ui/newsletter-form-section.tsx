import type { SectionFields } from "~/features/pages/page-content-schema";
import { PublicForm, type PublicFormRequest } from "~/features/pages/sections/public-form";
import { SectionShell } from "~/features/pages/sections/section-shell";
import { publicFormMessages } from "~/shared/forms/public-forms";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { newsletterFieldLimits, type SignupConfirmation } from "../newsletter-vocabulary";

type NewsletterFormSectionProps = SectionFields<"newsletter-form"> &
  PublicFormRequest & {
    tone?: "plain" | "tinted";
    /** Who confirms a sign-up: the page promises an email only when the site can send one. */
    confirmation: SignupConfirmation;
  };

/**
 * "Join our newsletter": an address, confirmed by email before anything is sent to it, or by
 * staff while the site cannot send email (then the page's thanks, which speaks of the email,
 * gives way to words that promise none).
 */
export function NewsletterFormSection({
  id,
  title,
  intro,
  thanks,
  tone,
  answer,
  confirmation,
}: NewsletterFormSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <PublicForm
        answer={answer}
        form="newsletter"
        thanks={confirmation === "email" ? thanks : publicFormMessages.newsletterStaffConfirms}
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
      </PublicForm>
    </SectionShell>
  );
}
