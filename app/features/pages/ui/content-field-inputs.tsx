import { lazy, Suspense, useId } from "react";
import { cn } from "~/shared/lib/class-names";
import { inputClass } from "~/shared/ui/text-field";
import { type RichText, toRichTextDoc } from "../rich-text";
import type { Choice } from "./content-field-choices";

/** The page editor's controlled inputs, each with its error and its check beside it. */

// The formatting editor (TipTap) is the heaviest part of the dashboard: it loads when a page is
// opened for editing, never with the rest.
const RichTextEditor = lazy(() =>
  import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })),
);

type FeedbackProps = { error?: string; warning?: string };

export function FieldMessage({
  kind,
  text,
  id,
}: {
  kind: "error" | "warning";
  text: string;
  id?: string;
}) {
  return (
    <p
      id={id}
      className={cn(
        "text-sm font-semibold",
        kind === "error" ? "text-red-700 dark:text-red-400" : "text-amber-900 dark:text-amber-200",
      )}
    >
      {kind === "warning" ? "Check: " : null}
      {text}
    </p>
  );
}

function useFeedback({ error, warning }: FeedbackProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  return {
    id,
    describedBy: [errorId, warningId].filter(Boolean).join(" ") || undefined,
    messages: (
      <>
        {error ? <FieldMessage kind="error" text={error} id={errorId} /> : null}
        {warning ? <FieldMessage kind="warning" text={warning} id={warningId} /> : null}
      </>
    ),
  };
}

type TextInputProps = FeedbackProps & {
  label: string;
  value: string;
  multiline: boolean;
  onChange: (value: string) => void;
};

export function TextInput({ label, value, multiline, onChange, ...feedback }: TextInputProps) {
  const { id, describedBy, messages } = useFeedback(feedback);
  const shared = {
    id,
    value,
    "aria-invalid": feedback.error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {messages}
    </div>
  );
}

type ChoiceFieldProps = FeedbackProps & {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
};

export function ChoiceField({ label, value, choices, onChange, ...feedback }: ChoiceFieldProps) {
  const { id, describedBy, messages } = useFeedback(feedback);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={feedback.error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}

type RichTextFieldProps = FeedbackProps & {
  label: string;
  value: RichText;
  onChange: (value: RichText) => void;
};

export function RichTextField({ label, value, onChange, ...feedback }: RichTextFieldProps) {
  const { id, describedBy, messages } = useFeedback(feedback);
  const labelId = `${id}-label`;
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="font-semibold">
        {label}
      </p>
      <Suspense fallback={<p className="text-slate-600 dark:text-slate-300">Loading editor…</p>}>
        <RichTextEditor
          id={id}
          labelId={labelId}
          value={toRichTextDoc(value)}
          onChange={onChange}
          describedBy={describedBy}
          invalid={Boolean(feedback.error)}
        />
      </Suspense>
      {messages}
    </div>
  );
}
