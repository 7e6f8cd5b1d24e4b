import { useState } from "react";
import { useFetcher } from "react-router";
import { useFormToggle } from "~/features/records";
import { cn } from "~/shared/lib/class-names";
import { formatDate } from "~/shared/lib/format-date-time";
import {
  describeDocumentFile,
  documentCategories,
  formatDocumentCategory,
} from "~/shared/site/document-types";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import type { Removal } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { LibraryDocument } from "../site-document";

const smallButton = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");

/** The heading a new document's entry is found and focused by. */
export function documentHeadingId(id: string) {
  return `document-${id}-title`;
}

/**
 * One document in the library: what visitors see of it, what only staff see, and its buttons,
 * each named with its title for screen readers' lists of buttons.
 */
export function DocumentListItem({
  document,
  isSafeguardingPolicy,
  removal,
}: {
  document: LibraryDocument;
  /** Settings link it from every page's footer: it cannot be deleted until they choose another. */
  isSafeguardingPolicy: boolean;
  removal: Removal;
}) {
  const editing = useFormToggle();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleting = removal.isRemoving(document.id);
  const formId = `document-${document.id}-edit`;
  return (
    <li className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h3
        id={documentHeadingId(document.id)}
        tabIndex={-1}
        className="break-words text-lg font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {document.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {formatDocumentCategory(document.category)} · {describeDocumentFile(document.fileSize)} ·
        Added {formatDate(document.addedAt)} · Uploaded as {document.originalName}
      </p>
      <p className="mt-2 break-words">{document.description}</p>
      {isSafeguardingPolicy ? (
        <p className="mt-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
          The safeguarding policy every page links to (chosen in Settings).
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a href={document.path} download className={smallButton}>
          Download<span className="sr-only"> {document.title}</span>
        </a>
        <button
          ref={editing.opener}
          type="button"
          aria-expanded={editing.open}
          aria-controls={editing.open ? formId : undefined}
          onClick={editing.open ? editing.hide : editing.show}
          className={smallButton}
        >
          Edit<span className="sr-only"> {document.title}</span>
        </button>
        <button
          type="button"
          disabled={deleting || removal.pending}
          onClick={() => setConfirmingDelete(true)}
          className={cn(smallButton, "text-red-800 dark:text-red-300")}
        >
          {deleting ? "Deleting..." : "Delete"}
          <span className="sr-only"> {document.title}</span>
        </button>
      </div>
      {editing.open ? (
        <DocumentEditForm id={formId} document={document} onClose={editing.hide} />
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this document?"
        confirmLabel="Delete document"
        onConfirm={() => {
          setConfirmingDelete(false);
          removal.remove({ intent: "delete", id: document.id });
        }}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          “{document.title}” will be removed from the website and from this list, and its link will
          stop working. This cannot be undone.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** The document's title, description and kind; saved, it closes and focus returns to Edit. */
function DocumentEditForm({
  id,
  document,
  onClose,
}: {
  id: string;
  document: LibraryDocument;
  onClose: () => void;
}) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher, onClose) as ActionResult | undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <fetcher.Form
      id={id}
      method="post"
      aria-label={`Edit ${document.title}`}
      className="mt-5 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2 dark:border-slate-700"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={document.id} />
      <TextField
        className="sm:col-span-2"
        label="Title"
        name="title"
        defaultValue={document.title}
        required
        error={errors.title}
      />
      <TextField
        className="sm:col-span-2"
        label="Description"
        name="description"
        multiline
        defaultValue={document.description}
        required
        error={errors.description}
      />
      <SelectField
        className="sm:col-span-2"
        label="Kind of document"
        name="category"
        defaultValue={document.category}
        options={documentCategories}
        error={errors.category}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving...">
          Save changes
        </SubmitButton>
        <button type="button" onClick={onClose} className={smallButton}>
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
