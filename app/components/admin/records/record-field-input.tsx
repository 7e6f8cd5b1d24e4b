import { Check, ImageOff, Star } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { adminTabPath } from "~/admin/admin-tabs";
import { inputClass, TextField } from "~/components/ui/text-field";
import { cn } from "~/lib/class-names";
import type { RecordField } from "~/records/record-fields";
import type { ImageChoice } from "~/records/record-images.server";

type RecordFieldInputProps = {
  field: RecordField;
  value: string | boolean | undefined;
  error?: string;
  imageChoices: readonly ImageChoice[];
};

type Described = { hint?: string; error?: string };

const hintClass = "text-sm text-slate-600 dark:text-slate-300";
const errorClass = "text-sm font-semibold text-red-700 dark:text-red-400";
const ratings = [1, 2, 3, 4, 5] as const;

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

function isTicked(value: string | boolean | undefined) {
  return value === true || value === "on" || value === "true";
}

/** The ids of a control's hint and error, as TextField ties them. */
function useDescription({ hint, error }: Described) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    id,
    hintId,
    errorId,
    describedBy: [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined,
  };
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className={hintClass}>
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={errorClass}>
      {error}
    </p>
  ) : null;
}

type ControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

/** A label, hint and error around a control, laid out and tied like TextField's. */
function LabelledControl({
  label,
  hint,
  error,
  children,
}: Described & { label: string; children: (control: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint, error });
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <Hint id={hintId} hint={hint} />
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * Native radio buttons in a fieldset, so arrow keys move the choice as in any radio group. As a
 * radiogroup it can carry "required" and "invalid", which single radios cannot.
 */
function ChoiceGroup({
  label,
  hint,
  error,
  required,
  children,
}: Described & { label: string; required?: boolean; children: ReactNode }) {
  const { id, hintId, errorId, describedBy } = useDescription({ hint, error });
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows it
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend id={`${id}-legend`} className="font-semibold">
        {label}
      </legend>
      <Hint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

type KindInputProps<K extends RecordField["kind"]> = {
  field: Extract<RecordField, { kind: K }>;
  label: string;
  error?: string;
};

/** Five radios drawn as stars, filled up to the chosen one; each is named "3 stars" and so on. */
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
            <span className="sr-only">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
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

/**
 * A choice among the library's photos cleared for the website, or none. A record may still hold a
 * photo that has since been switched off: it stays chosen (and visibly so) until staff pick another.
 */
function ImageInput({
  field,
  label,
  value,
  error,
  choices,
}: KindInputProps<"image"> & { value: string; choices: readonly ImageChoice[] }) {
  const unavailable = value !== "" && !choices.some((choice) => choice.id === value);
  return (
    <ChoiceGroup label={label} hint={field.hint} error={error} required={field.required}>
      <div className="grid max-h-96 grid-cols-3 gap-3 overflow-y-auto p-2 sm:grid-cols-4 lg:grid-cols-6">
        <ImageTile name={field.name} value="" checked={value === ""}>
          <span className="flex h-full flex-col items-center justify-center gap-1 bg-slate-100 p-2 text-center text-sm font-semibold dark:bg-slate-800">
            <ImageOff aria-hidden="true" className="size-6" />
            No photo
          </span>
        </ImageTile>
        {unavailable ? (
          <ImageTile name={field.name} value={value} checked>
            <span className="flex h-full items-center justify-center bg-amber-50 p-2 text-center text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              Current photo (no longer available to visitors)
            </span>
          </ImageTile>
        ) : null}
        {choices.map((choice) => (
          <ImageTile
            key={choice.id}
            name={field.name}
            value={choice.id}
            checked={choice.id === value}
          >
            <img
              src={choice.thumbnailUrl}
              alt={choice.alt || "Photo without a description"}
              loading="lazy"
              width={160}
              height={160}
              className="h-full w-full object-cover"
            />
          </ImageTile>
        ))}
      </div>
      <p className={hintClass}>
        Upload a new photo in the{" "}
        <Link
          to={adminTabPath("media")}
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          Media tab
        </Link>
        , then choose it here.
      </p>
    </ChoiceGroup>
  );
}

/** A square radio whose picture is its label; the chosen one is outlined and ticked. */
function ImageTile({
  name,
  value,
  checked,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="group relative block aspect-square cursor-pointer overflow-hidden rounded-xl border border-slate-300 has-checked:ring-4 has-checked:ring-teal-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 dark:border-slate-600 dark:has-checked:ring-teal-300">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="sr-only" />
      {children}
      <span className="absolute top-1 right-1 hidden rounded-full bg-teal-700 p-0.5 text-white group-has-checked:block dark:bg-teal-300 dark:text-slate-950">
        <Check aria-hidden="true" className="size-4" />
      </span>
    </label>
  );
}
