import { CheckboxGroupField } from "~/shared/forms/checkbox-group-field";
import { ConsentField } from "~/shared/forms/consent-field";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { cn } from "~/shared/lib/class-names";
import {
  enquiryFieldLimits as limits,
  noPhotosChoice,
  photoConsentChoices,
  registrationActivities,
} from "~/shared/site/enquiry-vocabulary";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import {
  addChildButtonId,
  childFieldName,
  childFirstFieldId,
  childIntentField,
  removeChildIntent,
  registrationFormWords as words,
} from "../registration-children";

export const registrationGroupClass =
  "space-y-6 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700";
export const registrationLegendClass = "px-2 text-lg font-bold text-slate-900 dark:text-white";

type RegistrationChildFieldsProps = {
  index: number;
  count: number;
  /** With JavaScript, removes the child in place; without, the button posts and the page answers. */
  onRemove: (event: React.MouseEvent<HTMLButtonElement>) => void;
};

/**
 * One child's questions: what our sessions need to keep them safe. Health needs are optional and
 * kept only with their own consent; the photo choices are explicit, child by child.
 */
export function RegistrationChildFields({ index, count, onRemove }: RegistrationChildFieldsProps) {
  const name = (key: Parameters<typeof childFieldName>[1]) => childFieldName(index, key);
  return (
    <fieldset className={registrationGroupClass}>
      <legend className={registrationLegendClass}>{words.legend(index, count)}</legend>
      <PublicTextField
        name={name("firstName")}
        id={childFirstFieldId(index)}
        label="Your child's first name"
        required
        autoComplete="off"
        maxLength={limits.childFirstName}
      />
      <PublicTextField
        name={name("age")}
        label="Their age or date of birth"
        hint="For example 11, or 3 May 2014. Our sessions are for ages 8 to 25."
        required
        autoComplete="off"
        maxLength={limits.childAge}
      />
      <CheckboxGroupField
        name={name("activities")}
        legend="Activities they are interested in"
        hint="Optional. Tick any that apply."
        options={registrationActivities}
      />
      <fieldset className="space-y-4">
        <legend className="font-semibold text-slate-900 dark:text-white">
          Health or support needs (optional)
        </legend>
        <p className="text-slate-700 dark:text-slate-300">
          Tell us about allergies, medical conditions, additional needs or anything that helps us
          look after your child. This is special category data under UK GDPR, so we only keep it if
          you tick the box below.
        </p>
        <PublicTextField
          name={name("supportNeeds")}
          label="Health or support needs"
          rows={4}
          maxLength={limits.supportNeeds}
        />
        <ConsentField
          name={name("supportNeedsConsent")}
          required={false}
          label="I give my explicit consent for the charity to keep these health or support details, to look after my child. I can withdraw it at any time."
        />
      </fieldset>
      <CheckboxGroupField
        name={name("photoConsent")}
        legend="Photos of your child"
        hint="We sometimes take photos at sessions. Tick where we may use photos in which your child can be recognised, or choose no photos. You can change your mind at any time."
        options={photoConsentChoices}
        exclusiveOption={noPhotosChoice}
        required
      />
      {count > 1 ? (
        <button
          type="submit"
          name={childIntentField}
          value={removeChildIntent(index)}
          // Without JavaScript the answer's page opens at "Add another child", focused.
          formAction={`#${addChildButtonId}`}
          onClick={onRemove}
          className={cn(buttonBase, buttonStyles.secondary)}
        >
          {words.removeChild(index)}
        </button>
      ) : null}
    </fieldset>
  );
}
