import { PublicForm, type PublicFormRequest } from "~/components/forms/public-form";
import { PublicTextField } from "~/components/forms/public-text-field";
import type { SectionFields } from "~/content/page-content-schema";
import { newsletterFieldLimits } from "~/newsletter/newsletter-vocabulary";
import { SectionShell } from "./section-shell";

type NewsletterFormSectionProps = SectionFields<"newsletter-form"> &
  PublicFormRequest & {
    tone?: "plain" | "tinted";
  };

/** "Join our newsletter": an address, confirmed by email before anything is sent to it. */
export function NewsletterFormSection({
  id,
  title,
  intro,
  thanks,
  tone,
  answer,
}: NewsletterFormSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <PublicForm
        answer={answer}
        form="newsletter"
        thanks={thanks}
        submitLabel="Sign me up"
        note="We will email you a link to confirm. Nothing is sent until you click it."
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
