import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "~/shared/lib/format-date-time";
import type { NewsletterProgress } from "../newsletter-progress";

/** How often the tab reloads its figures while a newsletter is going out. */
const refreshMs = 5_000;

/**
 * The latest newsletters and how far each has gone: sent, failed and in all. While one is still
 * sending the tab reloads itself every few seconds; once none is, it stops.
 */
export function NewsletterProgressList({
  newsletters,
}: {
  newsletters: readonly NewsletterProgress[];
}) {
  useRefreshWhile(newsletters.some((newsletter) => newsletter.sending));
  return (
    <section aria-labelledby="newsletter-progress-heading">
      <h2 id="newsletter-progress-heading" className="text-2xl font-bold">
        Sent newsletters
      </h2>
      {newsletters.length === 0 ? (
        <p className="mt-4">
          Nothing sent yet. Newsletters you send show here with their progress.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {newsletters.map((newsletter) => (
            <li
              key={newsletter.id}
              className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
            >
              <ProgressCard newsletter={newsletter} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProgressCard({ newsletter }: { newsletter: NewsletterProgress }) {
  const { sent, failed, notKnown, total } = newsletter;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="break-words text-lg font-bold">{newsletter.subject}</h3>
        <span
          className={
            newsletter.sending
              ? "rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
              : "rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900 dark:bg-green-900 dark:text-green-50"
          }
        >
          {newsletter.sending ? "Sending" : "Sent"}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {newsletter.templateLabel}, started {formatDateTime(newsletter.createdAt)}
        {newsletter.createdByEmail ? ` by ${newsletter.createdByEmail}` : ""}
        {newsletter.finishedAt ? `, finished ${formatDateTime(newsletter.finishedAt)}` : ""}
      </p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-2">
          <dt className="font-semibold">Sent</dt>
          <dd>{sent}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">Failed</dt>
          <dd>{failed}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">In all</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {newsletter.sending ? (
        <progress
          value={sent + failed}
          max={Math.max(total, 1)}
          aria-label={`${newsletter.subject}: ${sent + failed} of ${total} done`}
          className="mt-3 h-2 w-full accent-teal-700"
        />
      ) : null}
      {notKnown > 0 ? (
        <p className="mt-3 text-sm">
          {notKnown} not known: the server stopped part-way. No email is ever sent twice, so these
          were not tried again.
        </p>
      ) : null}
      {failed > 0 ? (
        <p className="mt-3 text-sm">
          Failed means the mail server did not accept the email, for example because the address no
          longer exists. Failed emails are not tried again.
        </p>
      ) : null}
    </>
  );
}

/** Reloads the page's data every few seconds while `active`; the interval stops with it. */
function useRefreshWhile(active: boolean) {
  const revalidator = useRevalidator();
  // The latest revalidator, read by the timer without restarting it on every render.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      // React Router reports the outcome in its state and data, not through this promise.
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, refreshMs);
    return () => clearInterval(timer);
  }, [active]);
}
