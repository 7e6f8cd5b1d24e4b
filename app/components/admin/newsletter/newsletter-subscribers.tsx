import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { cn } from "~/lib/class-names";
import { formatDateTime } from "~/lib/format-date-time";
import type { SubscriberSummary } from "~/newsletter/subscriber-summary";
import { useActionToast } from "../use-action-toast";

const smallButton = cn(
  buttonBase,
  buttonStyles.secondary,
  "min-h-10 px-4 py-2 text-sm text-red-800 dark:text-red-300",
);

/** Everyone on the list, confirmed or waiting, each removable after a confirmation. */
export function NewsletterSubscribers({
  subscribers,
}: {
  subscribers: readonly SubscriberSummary[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="newsletter-subscribers-heading">
      <h2
        ref={heading}
        id="newsletter-subscribers-heading"
        tabIndex={-1}
        className="text-2xl font-bold"
      >
        Subscribers
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        People join with the form on the News page and confirm with the link we email them. Removing
        someone deletes their address; they can sign up again themselves.
      </p>
      {subscribers.length === 0 ? (
        <p className="mt-4">No one has signed up yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  First name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Since
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <SubscriberRow
                  key={subscriber.id}
                  subscriber={subscriber}
                  onRemoved={() => heading.current?.focus()}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SubscriberRow({
  subscriber,
  onRemoved,
}: {
  subscriber: SubscriberSummary;
  /** The row is about to go: focus must go somewhere that stays. */
  onRemoved: () => void;
}) {
  const fetcher = useFetcher();
  useActionToast(fetcher, onRemoved);
  const [confirming, setConfirming] = useState(false);
  const removing = fetcher.state !== "idle";
  return (
    <tr className="border-b border-slate-200 dark:border-slate-700">
      <td className="break-all py-2 pr-4">{subscriber.email}</td>
      <td className="py-2 pr-4">{subscriber.firstName ?? "Not given"}</td>
      <td className="py-2 pr-4">
        {subscriber.confirmed ? "Subscribed" : "Waiting for confirmation"}
      </td>
      <td className="py-2 pr-4">{formatDateTime(subscriber.since)}</td>
      <td className="py-2">
        <button
          type="button"
          disabled={removing}
          onClick={() => setConfirming(true)}
          className={smallButton}
        >
          {removing ? "Removing..." : "Remove"}
          <span className="sr-only"> {subscriber.email}</span>
        </button>
        <ConfirmDialog
          open={confirming}
          title="Remove this subscriber?"
          confirmLabel="Remove subscriber"
          onConfirm={() => {
            setConfirming(false);
            // React Router reports the outcome in its state and data, not through this promise.
            void fetcher.submit(
              { intent: "remove-subscriber", id: subscriber.id },
              { method: "post" },
            );
          }}
          onCancel={() => setConfirming(false)}
        >
          <p className="break-all">
            {subscriber.email} will get no more newsletters, and their address will be deleted from
            the list. This cannot be undone.
          </p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}
