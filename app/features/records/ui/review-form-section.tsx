import { type FormSectionProps, PublicFormSection } from "~/features/pages";
import { ConsentField } from "~/shared/forms/consent-field";
import { reviewFieldLimits } from "~/shared/forms/public-form-fields";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { StarRatingField } from "./star-rating-field";

/** "Share your experience": a visitor's review, which waits for staff before it is shown. */
export function ReviewFormSection(section: FormSectionProps<"review-form">) {
  return (
    <PublicFormSection
      section={section}
      form="review"
      submitLabel="Send my review"
      note="A member of our team reads every review before it appears on our website."
    >
      <PublicTextField
        name="name"
        label="Your name"
        // A child's full name on the website is a safeguarding risk: ask for less.
        hint="Your first name is enough. It is shown with your review."
        required
        autoComplete="given-name"
        maxLength={reviewFieldLimits.name}
      />
      <PublicTextField
        name="role"
        label="Your role"
        hint="Optional. For example Parent, Volunteer or Young person."
        maxLength={reviewFieldLimits.role}
      />
      <PublicTextField
        name="email"
        label="Your email address"
        hint="Optional and never shown. Only so we can reply, or find your review if you ask us to remove it."
        type="email"
        autoComplete="email"
        maxLength={reviewFieldLimits.email}
      />
      <StarRatingField name="rating" legend="Your rating out of 5 stars" required />
      <PublicTextField
        name="body"
        label="Your experience"
        hint="What difference have we made to you or your family?"
        required
        rows={6}
        maxLength={reviewFieldLimits.body}
      />
      <ConsentField label="I agree to my name, role and words being shown on this website." />
    </PublicFormSection>
  );
}
