import { Undo2 } from "lucide-react";
import { useId } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import type { PageEditorData } from "../page-editor-data";

type PublishControlsProps = {
  editor: PageEditorData;
  busy: boolean;
  dirty: boolean;
  note: string;
  onNoteChange: (note: string) => void;
  onSend: (intent: string) => void;
  /** Puts the built-in text in the form, to save or publish like any edit. */
  onResetToBuiltIn: () => void;
};

const small = "min-h-11 px-5 py-2";

/**
 * What the sticky action bar leaves out: a note for the history (sent with its buttons),
 * Unpublish, Reset to built-in text and cancelling a schedule. An editor whose changes need
 * approval cannot unpublish or cancel a schedule (the server refuses it too).
 */
export function PublishControls({
  editor,
  busy,
  dirty,
  note,
  onNoteChange,
  onSend,
  onResetToBuiltIn,
}: PublishControlsProps) {
  const noteId = useId();
  const publishes = !editor.mustSubmit;
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
          onChange={(event) => onNoteChange(event.target.value)}
          placeholder="e.g. New summer training times"
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {publishes ? (
          <button
            type="button"
            disabled={busy || !editor.publishedRevisionId}
            onClick={() => onSend("unpublish")}
            className={cn(buttonBase, buttonStyles.secondary, small)}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            Unpublish
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={onResetToBuiltIn}
          className={cn(buttonBase, buttonStyles.secondary, small)}
        >
          Reset to built-in text
        </button>
        {publishes && editor.scheduled ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onSend("unschedule")}
            className={cn(buttonBase, buttonStyles.secondary, small)}
          >
            Cancel schedule ({editor.scheduled.at})
          </button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {dirty
          ? `Save your changes to preview them. ${publishes ? "Publish saves them and shows them to visitors." : "Submit for approval saves them and asks an administrator to publish them."}`
          : "Preview opens the latest draft at the page's own address; only signed-in staff can see it."}{" "}
        {publishes ? "Unpublish shows visitors the built-in text again; " : ""}Reset to built-in
        text puts it in this form to edit, save or {publishes ? "publish" : "submit"}.
      </p>
    </div>
  );
}
