import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "~/shared/lib/class-names";
import { describeRating, ratings, ratingWord } from "~/shared/site/rating-words";
import { inputClass, TextField } from "~/shared/ui/text-field";
import type { ImageChoice } from "../image-choice";
import type { RecordField, RecordFormValues } from "../record-fields";
import { CheckboxesInput } from "./record-checkboxes-input";
import {
  ChoiceGroup,
  FieldError,
  Hint,
  type KindInputProps,
  LabelledControl,
  useDescription,
} from "./record-field-parts";
import { ImageInput } from "./record-image-input";

type RecordFieldInputProps = {
  field: RecordField;
  value: RecordFormValues[string] | undefined;
  error?: string;
  imageChoices: readonly ImageChoice[];
};

/**
 * One input of a record's form, drawn from its `RecordField`. Inputs are uncontrolled: the form
 * posts what is in them, and a refused save keeps what staff typed.
 */
export function RecordFieldInput({ field, value, error, imageChoices }: RecordFieldInputProps) {
  const text = typeof value === "string" ? value : "";
  const label = labelOf(field);
  const required = field.required || undefined;
  switch (field.kind) {
    case "text":
    case "url":
    case "date":
    case "time":
      return (
        <TextField
          label={label}
          name={field.name}
          type={field.kind}
          defaultValue={text}
          maxLength={field.maxLength}
          autoComplete="off"
          hint={field.hint}
          error={error}
          aria-required={required}
        />
      );
    case "textarea":
      // Our own textarea: TextField's multiline mode has a fixed height and drops maxLength.
      return (
        <LabelledControl label={label} hint={field.hint} error={error}>
          {(control) => (
            <textarea
              {...control}
              name={field.name}
              defaultValue={text}
              rows={field.rows ?? 4}
              maxLength={field.maxLength}
              aria-required={required}
              className={inputClass}
            />
          )}
        </LabelledControl>
      );
    case "select":
      // Our own select: SelectField has no hint to tie to it.
      return (
        <LabelledControl label={label} hint={field.hint} error={error}>
          {(control) => (
            <select
              {...control}
              name={field.name}
              defaultValue={text}
              aria-required={required}
              className={inputClass}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
      );
    case "checkboxes":
      return (
        <CheckboxesInput
          field={field}
          label={label}
          ticked={Array.isArray(value) ? value : []}
          error={error}
        />
      );
    case "rating":
      return <RatingInput field={field} label={label} value={text} error={error} />;
    case "checkbox":
      return <CheckboxInput field={field} label={label} checked={isTicked(value)} error={error} />;
    case "image":
      return (
        <ImageInput field={field} label={label} value={text} error={error} choices={imageChoices} />
      );
  }
}

/** Required fields say so in words, not by an asterisk or colour alone. */
function labelOf(field: RecordField) {
  return field.required ? `${field.label} (required)` : field.label;
}

function isTicked(value: RecordFormValues[string] | undefined) {
  return value === true || value === "on" || value === "true";
}

/**
 * Five radios drawn as stars, filled up to the chosen one; each is named by its word ("Good, 3
 * stars"), and the chosen one's word is shown beside them.
 */
function RatingInput({ field, label, value, error }: KindInputProps<"rating"> & { value: string }) {
  const [rating, setRating] = useState(Number(value) || 0);
  return (
    <ChoiceGroup label={label} hint={field.hint} error={error} required={field.required}>
      <div className="flex flex-wrap gap-1">
        {ratings.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1.5 has-focus-visible:outline-3 has-focus-visible:outline-teal-600"
          >
            <input
              type="radio"
              name={field.name}
              value={String(stars)}
              defaultChecked={rating === stars}
              onChange={() => setRating(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8",
                stars <= rating
                  ? "fill-amber-500 text-amber-700 dark:fill-amber-300 dark:text-amber-300"
                  : "text-slate-500 dark:text-slate-400",
              )}
            />
            <span className="sr-only">{describeRating(stars)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="self-center px-2 font-semibold">
          {ratingWord(rating)}
        </span>
      </div>
    </ChoiceGroup>
  );
}

function CheckboxInput({
  field,
  label,
  checked,
  error,
}: KindInputProps<"checkbox"> & { checked: boolean }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint: field.hint, error });
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          defaultChecked={checked}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          className="mt-0.5 size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
        />
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
      <div className="space-y-1.5 pl-8">
        <Hint id={hintId} hint={field.hint} />
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
