import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { ImageChoice } from "../image-choice";
import type { RecordField, RecordFormValues } from "../record-fields";
import { RecordFieldInput } from "./record-field-input";

type RecordFormProps = {
  /** The form's accessible name, e.g. "Add review" or "Edit Jane Smith". */
  label: string;
  noun: string;
  fields: readonly RecordField[];
  values: RecordFormValues;
  imageChoices: readonly ImageChoice[];
  /** The record being edited; absent when adding one. */
  record?: { id: string; version: number };
  /** Cancel, and a successful save, both close the form. */
  onClose: () => void;
};

/**
 * The form that adds a record or edits one, posted to the tab's own action. The browser's checks
 * are off (`noValidate`): the server's messages, the spec's words, show beside each field instead.
 */
export function RecordForm({
  label,
  noun,
  fields,
  values,
  imageChoices,
  record,
  onClose,
}: RecordFormProps) {
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const result = useActionToast(fetcher, onClose);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  // The version the form was opened at, kept while the list reloads around it: a save over
  // someone else's newer change must meet the 409, not quietly overwrite it.
  const [opened] = useState(record);

  useEffect(() => {
    focusField(form.current?.querySelector(fieldSelector));
  }, []);

  useEffect(() => {
    if (result && !result.ok && result.fieldErrors) {
      focusField(form.current?.querySelector('[aria-invalid="true"]'));
    }
  }, [result]);

  return (
    <fetcher.Form ref={form} method="post" noValidate aria-label={label} className="grid gap-5">
      <input type="hidden" name="intent" value={opened ? "edit" : "add"} />
      {opened ? (
        <>
          <input type="hidden" name="id" value={opened.id} />
          <input type="hidden" name="version" value={opened.version} />
        </>
      ) : null}
      {fields.map((field) => (
        <RecordFieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          imageChoices={imageChoices}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving...">
          {opened ? `Save ${noun}` : `Add ${noun}`}
        </SubmitButton>
        <button type="button" onClick={onClose} className={cn(buttonBase, buttonStyles.secondary)}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}

/** Whether a record form is open; closing it puts focus back on the button that opened it. */
export function useFormToggle() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    opener.current?.focus();
  }, [open]);
  return {
    open,
    opener,
    show: () => setOpen(true),
    hide: () => {
      closing.current = true;
      setOpen(false);
    },
  };
}

/** A field's control; a radio group's fieldset comes before its radios. */
const fieldSelector = 'fieldset, input:not([type="hidden"]), select, textarea';

/** Focuses a field, or in a radio group its chosen radio (the first when none is chosen). */
function focusField(element: Element | null | undefined) {
  const control =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector("input:checked") ?? element.querySelector("input"))
      : element;
  if (control instanceof HTMLElement) control.focus();
}
