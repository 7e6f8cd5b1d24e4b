import type { PageContentChange } from "../page-content-diff";

type PageChangeListProps = {
  changes: PageContentChange[];
  /** What the "after" column is called, e.g. "This revision". */
  afterLabel: string;
};

/** A revision's changes against what visitors see, field by field: "Compare with published". */
export function PageChangeList({ changes, afterLabel }: PageChangeListProps) {
  return (
    <dl className="space-y-3">
      {changes.map((change) => (
        <div
          key={`${change.path}-${change.kind}`}
          className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800"
        >
          <dt className="font-semibold">
            {change.label} <span className="font-normal">({change.kind})</span>
          </dt>
          <dd className="mt-1 grid gap-2 sm:grid-cols-2">
            <span>
              <span className="block text-sm font-semibold text-slate-600 dark:text-slate-300">
                Published
              </span>
              <del className="whitespace-pre-wrap text-red-800 dark:text-red-300">
                {change.before ?? "—"}
              </del>
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-600 dark:text-slate-300">
                {afterLabel}
              </span>
              <ins className="whitespace-pre-wrap text-teal-900 no-underline dark:text-teal-200">
                {change.after ?? "—"}
              </ins>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
