import { useId } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { pageRouteId } from "~/shared/site/page-registry";
import type { AttentionItem } from "~/shared/staff-shell/attention-items";
import { attentionCopy, attentionHeadings } from "~/shared/staff-shell/attention-vocabulary";

/** The dashboard layout's list, read once per screen for the navigation's badges too. */
function useAttentionItems(): AttentionItem[] {
  const layout = useRouteLoaderData(pageRouteId("admin")) as
    | { attention?: AttentionItem[] }
    | undefined;
  return layout?.attention ?? [];
}

/**
 * What needs someone, newest first: each kind with its count, a link to where it is dealt with,
 * and the newest few named, each a link straight to it. On the Pages list (the first screen
 * after sign-in) and as a section of its own.
 */
export function NeedsAttentionPanel() {
  const items = useAttentionItems();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {attentionCopy.heading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-200">{attentionCopy.nothing}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700 dark:text-slate-200">{attentionCopy.intro}</p>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.kind}>
                <AttentionCard item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AttentionCard({ item }: { item: AttentionItem }) {
  const heading = attentionHeadings[item.kind](item.count);
  const unnamed = item.count - item.entries.length;
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="font-bold">
        <Link
          to={item.href}
          className="text-teal-900 underline underline-offset-4 dark:text-teal-100"
        >
          {heading}
        </Link>
      </h3>
      {item.newestAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Newest: {formatDateTime(item.newestAt)}
        </p>
      ) : null}
      {item.note ? <p className="mt-2 text-slate-700 dark:text-slate-200">{item.note}</p> : null}
      {item.entries.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {item.entries.map((entry) => (
            <li key={`${entry.href}|${entry.label}`}>
              <Link to={entry.href} className="underline underline-offset-4">
                {entry.label}
              </Link>
            </li>
          ))}
          {unnamed > 0 ? (
            <li className="text-sm text-slate-600 dark:text-slate-300">
              {attentionCopy.more(unnamed)}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
