import { Eye, Save, Send, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/text-field";
import type { PageEditorData } from "~/content/page-editor-data";
import { cn } from "~/lib/class-names";

type PublishControlsProps = {
  editor: PageEditorData;
  dirty: boolean;
  busy: boolean;
  fieldErrors?: Partial<Record<string, string>>;
  onSend: (intent: string, extra?: Record<string, string>) => void;
  /** Puts the built-in text in the form, to save or publish like any edit. */
  onResetToBuiltIn: () => void;
};

const small = "min-h-11 px-5 py-2";

/** Save draft, Preview, Publish, Unpublish and publishing later, with a note for the history. */
export function PublishControls({
  editor,
  dirty,
  busy,
  fieldErrors,
  onSend,
  onResetToBuiltIn,
}: PublishControlsProps) {
  const [note, setNote] = useState("");
  const [publishAt, setPublishAt] = useState("");
  const noteId = useId();
  const whenId = useId();
  const previewHref = editor.headRevisionId
    ? `${editor.page.route}?preview=${editor.headRevisionId}`
    : null;
  const scheduleError = fieldErrors?.publishAt;
  const withNote = (extra: Record<string, string> = {}) => ({ note, ...extra });
  return (
    <div className="space-y-5 rounded-2xl border border-slate-300 bg-slate-50 p-5 dark:border-slate-600 dark:bg-slate-800/60">
      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block font-semibold">
          Note for the history (optional)
        </label>
        <input
          id={noteId}
          type="text"
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="e.g. New summer training times"
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!dirty || busy}
          onClick={() => onSend("save", withNote())}
          className={cn(buttonBase, buttonStyles.secondary, small)}
        >
          <Save aria-hidden="true" className="size-5" />
          Save draft
        </button>
        {previewHref && !dirty ? (
          <a
            href={previewHref}
            target="_blank"
            rel="noreferrer"
            className={cn(buttonBase, buttonStyles.secondary, small)}
          >
            <Eye aria-hidden="true" className="size-5" />
            Preview
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled className={cn(buttonBase, buttonStyles.secondary, small)}>
            <Eye aria-hidden="true" className="size-5" />
            Preview
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => onSend("publish", withNote())}
          className={cn(buttonBase, buttonStyles.primary, small)}
        >
          <Send aria-hidden="true" className="size-5" />
          Publish
        </button>
        <button
          type="button"
          disabled={busy || !editor.publishedRevisionId}
          onClick={() => onSend("unpublish")}
          className={cn(buttonBase, buttonStyles.secondary, small)}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          Unpublish
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onResetToBuiltIn}
          className={cn(buttonBase, buttonStyles.secondary, small)}
        >
          Reset to built-in text
        </button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {dirty
          ? "Save draft to preview your changes. Publish saves them and shows them to visitors."
          : "Preview opens the latest draft at the page's own address; only signed-in staff can see it."}{" "}
        Unpublish shows visitors the built-in text again; Reset to built-in text puts it in this
        form to edit, save or publish.
      </p>
      <div className="flex flex-wrap items-end gap-3 border-t border-slate-300 pt-4 dark:border-slate-600">
        <div className="space-y-1.5">
          <label htmlFor={whenId} className="block font-semibold">
            Publish later (date and time)
          </label>
          <input
            id={whenId}
            type="datetime-local"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? `${whenId}-error` : undefined}
            className={inputClass}
          />
        </div>
        <button
          type="button"
          disabled={busy || publishAt === ""}
          onClick={() =>
            onSend("schedule", withNote({ publishAt: new Date(publishAt).toISOString() }))
          }
          className={cn(buttonBase, buttonStyles.secondary, small)}
        >
          Schedule publish
        </button>
        {editor.scheduled ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSend("unschedule")}
            className={cn(buttonBase, buttonStyles.secondary, small)}
          >
            Cancel schedule ({editor.scheduled.at})
          </button>
        ) : null}
        {scheduleError ? (
          <p
            id={`${whenId}-error`}
            className="w-full text-sm font-semibold text-red-700 dark:text-red-400"
          >
            {scheduleError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
