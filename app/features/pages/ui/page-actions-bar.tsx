import { CalendarClock, Eye, Save, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import type { PageEditorData } from "../page-editor-data";

type PageActionsBarProps = {
  editor: PageEditorData;
  dirty: boolean;
  busy: boolean;
  scheduleError?: string;
  onSend: (intent: string, extra?: Record<string, string>) => void;
};

const barButton = "min-h-11 px-2 py-1 text-sm leading-tight sm:px-4";
const icon = "hidden size-4 shrink-0 sm:inline";

/**
 * Save Changes, Preview, Publish (Submit for approval, for an editor under moderation) and
 * Schedule, stuck to the bottom of the screen while any field of the page is being edited, with
 * the unsaved state beside them (§2 "Unsaved Changes"). It sits at the end of the editor's form,
 * so it never leaves the Pages panel whatever surrounds it; `data-sticky-actions` gives the page
 * the bottom scroll padding (app.css) that keeps a focused field clear of it.
 */
export function PageActionsBar({
  editor,
  dirty,
  busy,
  scheduleError,
  onSend,
}: PageActionsBarProps) {
  const [scheduling, setScheduling] = useState(false);
  const [publishAt, setPublishAt] = useState("");
  const whenId = useId();
  const panelId = useId();
  const when = useRef<HTMLInputElement>(null);
  const canSchedule = !editor.mustSubmit;
  const previewHref =
    editor.headRevisionId && !dirty
      ? `${editor.page.route}?preview=${editor.headRevisionId}`
      : null;

  useEffect(() => {
    if (scheduling) when.current?.focus();
  }, [scheduling]);
  useEffect(() => {
    if (scheduleError) setScheduling(true);
  }, [scheduleError]);

  return (
    <section
      data-sticky-actions
      aria-label="Save and publish"
      className="sticky bottom-0 z-20 -mx-4 border-t-2 border-slate-300 bg-white px-4 py-3 shadow-[0_-6px_16px_rgb(15_23_42/0.12)] sm:mx-0 sm:rounded-t-2xl sm:border-x-2 dark:border-slate-600 dark:bg-slate-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p aria-live="polite" className="text-sm">
          {dirty ? (
            <span className="rounded-full bg-amber-200 px-3 py-1 font-bold text-amber-950 dark:bg-amber-800 dark:text-amber-50">
              Unsaved Changes
            </span>
          ) : (
            <span className="text-slate-700 dark:text-slate-300">Everything is saved.</span>
          )}
        </p>
        <div
          className={cn(
            "grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap",
            canSchedule ? "grid-cols-4" : "grid-cols-3",
          )}
        >
          <button
            type="button"
            disabled={!dirty || busy}
            onClick={() => onSend("save")}
            className={cn(buttonBase, buttonStyles.secondary, barButton)}
          >
            <Save aria-hidden="true" className={icon} />
            Save Changes
          </button>
          {previewHref ? (
            <a
              href={previewHref}
              target="_blank"
              rel="noreferrer"
              className={cn(buttonBase, buttonStyles.secondary, barButton)}
            >
              <Eye aria-hidden="true" className={icon} />
              Preview
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              className={cn(buttonBase, buttonStyles.secondary, barButton)}
            >
              <Eye aria-hidden="true" className={icon} />
              Preview
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => onSend(editor.mustSubmit ? "submit" : "publish")}
            className={cn(buttonBase, buttonStyles.primary, barButton)}
          >
            <Send aria-hidden="true" className={icon} />
            {editor.mustSubmit ? "Submit for approval" : "Publish"}
          </button>
          {canSchedule ? (
            <button
              type="button"
              aria-expanded={scheduling}
              aria-controls={panelId}
              onClick={() => setScheduling((open) => !open)}
              className={cn(buttonBase, buttonStyles.secondary, barButton)}
            >
              <CalendarClock aria-hidden="true" className={icon} />
              Schedule
            </button>
          ) : null}
        </div>
      </div>
      {canSchedule && scheduling ? (
        <div
          id={panelId}
          className="mt-3 flex flex-wrap items-end gap-3 border-t border-slate-300 pt-3 dark:border-slate-600"
        >
          <div className="space-y-1.5">
            <label htmlFor={whenId} className="block font-semibold">
              Publish later (date and time)
            </label>
            <input
              ref={when}
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
            onClick={() => onSend("schedule", { publishAt: new Date(publishAt).toISOString() })}
            className={cn(buttonBase, buttonStyles.secondary, "min-h-11 px-5 py-2")}
          >
            Schedule publish
          </button>
          {scheduleError ? (
            <p
              id={`${whenId}-error`}
              className="w-full text-sm font-semibold text-red-700 dark:text-red-400"
            >
              {scheduleError}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
