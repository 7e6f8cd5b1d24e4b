import { CheckboxGroupField } from "~/components/forms/checkbox-group-field";
import { ConsentField } from "~/components/forms/consent-field";
import { PublicForm, type PublicFormRequest } from "~/components/forms/public-form";
import { PublicTextField } from "~/components/forms/public-text-field";
import type { SectionFields } from "~/content/page-content-schema";
import {
  enquiryFieldLimits as limits,
  noPhotosChoice,
  photoConsentChoices,
  registrationActivities,
} from "~/enquiries/enquiry-vocabulary";
import { SectionShell } from "./section-shell";

type RegistrationFormSectionProps = SectionFields<"registration-form"> &
  PublicFormRequest & {
    tone?: "plain" | "tinted";
  };

const groupClass = "space-y-6 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700";
const legendClass = "px-2 text-lg font-bold text-slate-900 dark:text-white";

/**
 * A parent or guardian registers a child: only what our sessions need to keep them safe. Health
 * needs are optional and kept only with their own consent; the photo choices are explicit.
 */
export function RegistrationFormSection({
  id,
  title,
  intro,
  thanks,
  tone,
  answer,
}: RegistrationFormSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <PublicForm
        answer={answer}
        form="registration"
        thanks={thanks}
        submitLabel="Register my child"
        note="We will be in touch to welcome your child and answer any questions."
      >
        <fieldset className={groupClass}>
          <legend className={legendClass}>About you (parent or guardian)</legend>
          <PublicTextField
            name="name"
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
        </fieldset>
        <fieldset className={groupClass}>
          <legend className={legendClass}>About your child</legend>
          <PublicTextField
            name="childFirstName"
            label="Your child's first name"
            required
            autoComplete="off"
            maxLength={limits.childFirstName}
          />
          <PublicTextField
            name="childAge"
            label="Their age or date of birth"
            hint="For example 11, or 3 May 2014. Our sessions are for ages 8 to 25."
            required
            autoComplete="off"
            maxLength={limits.childAge}
          />
          <CheckboxGroupField
            name="activities"
            legend="Activities they are interested in"
            hint="Optional. Tick any that apply."
            options={registrationActivities}
          />
          <PublicTextField
            name="emergencyContact"
            label="Emergency contact"
            hint="Someone other than you if possible: their name, how they know your child, and their phone number."
            required
            rows={2}
            maxLength={limits.emergencyContact}
          />
        </fieldset>
        <fieldset className={groupClass}>
          <legend className={legendClass}>Health or support needs (optional)</legend>
          <p className="text-slate-700 dark:text-slate-300">
            Tell us about allergies, medical conditions, additional needs or anything that helps us
            look after your child. This is special category data under UK GDPR, so we only keep it
            if you tick the box below.
          </p>
          <PublicTextField
            name="supportNeeds"
            label="Health or support needs"
            rows={4}
            maxLength={limits.supportNeeds}
          />
          <ConsentField
            name="supportNeedsConsent"
            required={false}
            label="I give my explicit consent for the charity to keep these health or support details, to look after my child. I can withdraw it at any time."
          />
        </fieldset>
        <CheckboxGroupField
          name="photoConsent"
          legend="Photos of your child"
          hint="We sometimes take photos at sessions. Tick where we may use photos in which your child can be recognised, or choose no photos. You can change your mind at any time."
          options={photoConsentChoices}
          exclusiveOption={noPhotosChoice}
          required
        />
      </PublicForm>
    </SectionShell>
  );
}
