import { useId } from "react";
import type { FieldErrors } from "~/shared/lib/field-errors";
import { consentScopes } from "~/shared/site/consent-scopes";
import { TextField } from "~/shared/ui/text-field";
import { type ConsentDecision, consentDecisionQuestion, decisionLabel } from "../consent-decision";

/** A radio or checkbox drawn as a large, outlined choice (touch-sized). */
export const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-4 py-2 font-semibold has-checked:border-teal-700 has-checked:bg-teal-50 dark:border-slate-600 dark:has-checked:border-teal-300 dark:has-checked:bg-slate-800";

/** Where consent allows a picture to be used, as boxes named `consentScope` (ticked: `checked`). */
export function ScopeCheckboxes({ checked = [] }: { checked?: readonly string[] }) {
  return consentScopes.map((scope) => (
    <label key={scope.value} className={choiceClass}>
      <input
        type="checkbox"
        name="consentScope"
        value={scope.value}
        defaultChecked={checked.includes(scope.value)}
        className="size-5 accent-teal-700"
      />
      {scope.label}
    </label>
  ));
}

const errorClass = "mt-1 text-sm font-semibold text-red-700 dark:text-red-400";

type ConsentDecisionFieldsProps = {
  /** The choice made, "" while none is. */
  decision: ConsentDecision | "";
  onDecide: (decision: ConsentDecision) => void;
  choices: readonly ConsentDecision[];
  /** Shown when a choice needs the consent's facts (here, or by a file of the batch). */
  showFacts: boolean;
  errors?: FieldErrors;
  disabled?: boolean;
  question?: string;
};

/**
 * "Do these show children who could be identified?", asked once for all the files of an upload or
 * a selection (ADR 0026), then the consent's facts as the Details dialog asks them: where it may
 * be used, who gave it, when, and until when. Its fields are named as the server reads them.
 */
export function ConsentDecisionFields({
  decision,
  onDecide,
  choices,
  showFacts,
  errors = {},
  disabled = false,
  question = consentDecisionQuestion,
}: ConsentDecisionFieldsProps) {
  const id = useId();
  return (
    <div className="space-y-4">
      <fieldset
        disabled={disabled}
        aria-describedby={errors.consentDecision ? `${id}-decision-error` : undefined}
      >
        <legend className="font-semibold">{question}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {choices.map((choice) => (
            <label key={choice} className={choiceClass}>
              <input
                type="radio"
                name="consentDecision"
                value={choice}
                checked={decision === choice}
                onChange={() => onDecide(choice)}
                className="size-5 shrink-0 accent-teal-700"
              />
              {decisionLabel(choice)}
            </label>
          ))}
        </div>
        {errors.consentDecision ? (
          <p id={`${id}-decision-error`} className={errorClass}>
            {errors.consentDecision}
          </p>
        ) : null}
      </fieldset>
      {showFacts ? (
        <fieldset disabled={disabled} className="space-y-4">
          <legend className="font-semibold">Consent on record from a parent or carer</legend>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Use the name on the consent form; visitors never see it. Only consent that includes the
            website lets visitors see the files.
          </p>
          <fieldset aria-describedby={errors.consentScope ? `${id}-scope-error` : undefined}>
            <legend className="mb-2 text-sm font-semibold">Where they may be used</legend>
            <div className="flex flex-wrap gap-2">
              <ScopeCheckboxes />
            </div>
            {errors.consentScope ? (
              <p id={`${id}-scope-error`} className={errorClass}>
                {errors.consentScope}
              </p>
            ) : null}
          </fieldset>
          <TextField
            label="Given by"
            name="consentGivenBy"
            maxLength={200}
            autoComplete="off"
            error={errors.consentGivenBy}
          />
          <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
            <TextField
              label="Date given"
              name="consentGivenOn"
              type="date"
              error={errors.consentGivenOn}
            />
            <TextField
              label="Expires on (optional)"
              name="consentExpiresOn"
              type="date"
              hint="The files are hidden on this date; we flag them 30 days before."
              error={errors.consentExpiresOn}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
