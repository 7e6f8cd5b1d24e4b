import { Link } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import type { PageEditorData } from "../page-editor-data";
import { PageChangeList } from "./page-change-list";

type RevisionHistoryProps = {
  editor: PageEditorData;
  busy: boolean;
  /** The address of this page's editor with the comparison of one revision open. */
  compareHref: (revisionId: string | null) => string;
  onRestore: (revisionId: string) => void;
};

const originLabels: Record<string, string> = {
  save: "Saved",
  restore: "Restored",
  "content-tab": "Content tab",
};

/** Every save of this page, newest first; history is never rewritten (Restore makes a new draft). */
export function RevisionHistory({ editor, busy, compareHref, onRestore }: RevisionHistoryProps) {
  return (
    <section aria-labelledby="revision-history-heading" className="space-y-4">
      <h3 id="revision-history-heading" className="text-xl font-bold">
        Revisions
      </h3>
      {editor.compare ? <RevisionComparison editor={editor} closeHref={compareHref(null)} /> : null}
      {editor.revisions.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">
          No saves yet: visitors see the built-in text.
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-300 dark:divide-slate-700 dark:border-slate-600">
          {editor.revisions.map((revision) => {
            const published = revision.id === editor.publishedRevisionId;
            return (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div>
                  <p className="font-semibold">
                    Revision {revision.number}
                    {published ? (
                      <span className="ml-2 rounded-full bg-teal-700 px-2 py-0.5 text-sm text-white">
                        Published
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {originLabels[revision.origin] ?? revision.origin} by{" "}
                    {revision.createdByEmail ?? "someone"}, {formatDateTime(revision.createdAt)}
                    {revision.note ? ` — “${revision.note}”` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={compareHref(revision.id)}
                    preventScrollReset
                    className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
                  >
                    Compare with published
                    <span className="sr-only"> (revision {revision.number})</span>
                  </Link>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRestore(revision.id)}
                    className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
                  >
                    Restore
                    <span className="sr-only"> revision {revision.number}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function RevisionComparison({ editor, closeHref }: { editor: PageEditorData; closeHref: string }) {
  const compare = editor.compare;
  if (!compare) return null;
  return (
    <section
      aria-labelledby="revision-comparison-heading"
      className="space-y-3 rounded-2xl border-2 border-teal-700 p-5 dark:border-teal-300"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="revision-comparison-heading" className="text-lg font-bold">
          Revision {compare.number} compared with what visitors see
        </h4>
        <Link to={closeHref} preventScrollReset className="font-semibold underline">
          Close comparison
        </Link>
      </div>
      {compare.changes.length === 0 ? (
        <p>No differences: this revision has the same words as the published page.</p>
      ) : (
        <PageChangeList changes={compare.changes} afterLabel="This revision" />
      )}
    </section>
  );
}
