import { type FormSectionProps, PublicFormSection } from "~/features/pages";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { enquiryFieldLimits as limits } from "~/shared/site/enquiry-vocabulary";
import { registrationFirstFieldId, registrationFormWords as words } from "../registration-children";
import { registrationGroupClass, registrationLegendClass } from "./registration-child-fields";
import { RegistrationChildren } from "./registration-children";

/**
 * A parent or guardian registers one or more children: their own details once, then each
 * child's. Its privacy notice is one tap away, so the form starts near the top of a phone.
 */
export function RegistrationFormSection(section: FormSectionProps<"registration-form">) {
  return (
    <PublicFormSection
      section={section}
      form="registration"
      submitLabel={words.submit}
      note="We will be in touch to welcome your child and answer any questions."
      notice="closed"
    >
      <fieldset className={registrationGroupClass}>
        <legend className={registrationLegendClass}>About you (parent or guardian)</legend>
        <PublicTextField
          name="name"
          id={registrationFirstFieldId}
          label="Your full name"
          required
          autoComplete="name"
          maxLength={limits.name}
        />
        <PublicTextField
          name="email"
          label="Your email address"
          type="email"
          required
          autoComplete="email"
          maxLength={limits.email}
        />
        <PublicTextField
          name="phone"
          label="Your phone number"
          type="tel"
          required
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <PublicTextField
          name="emergencyContact"
          label="Emergency contact"
          hint="Someone other than you if possible: their name, how they know your children, and their phone number."
          required
          rows={2}
          maxLength={limits.emergencyContact}
        />
      </fieldset>
      <RegistrationChildren />
    </PublicFormSection>
  );
}
