import { type FormSectionProps, PublicFormSection } from "~/features/pages";
import { PublicSelectField } from "~/shared/forms/public-select-field";
import { PublicTextField } from "~/shared/forms/public-text-field";
import {
  contactTopicParam,
  contactTopics,
  enquiryFieldLimits,
} from "~/shared/site/enquiry-vocabulary";

/** "Contact us" and "Ask a question": a message that reaches the Enquiries tab. */
export function ContactFormSection(section: FormSectionProps<"contact-form">) {
  const searchParams = new URLSearchParams(section.search);
  const requested = searchParams.get(contactTopicParam);
  const topic = contactTopics.some((option) => option.value === requested) ? requested : null;
  return (
    <PublicFormSection
      section={section}
      form="contact"
      submitLabel="Send my message"
      note="We reply to every message, usually within a few working days."
    >
      <PublicTextField
        name="name"
        label="Your name"
        required
        autoComplete="name"
        maxLength={enquiryFieldLimits.name}
      />
      <PublicTextField
        name="email"
        label="Your email address"
        hint="We use it only to reply to you."
        type="email"
        required
        autoComplete="email"
        maxLength={enquiryFieldLimits.email}
      />
      <PublicSelectField
        // A button on this page that chooses another topic changes only the query: start afresh.
        key={topic}
        name="topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={contactTopics}
        required
        defaultValue={topic ?? undefined}
      />
      <PublicTextField
        name="message"
        label="Your message"
        required
        rows={6}
        maxLength={enquiryFieldLimits.message}
      />
    </PublicFormSection>
  );
}
