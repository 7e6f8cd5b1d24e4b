import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import type { SignupConfirmation } from "../newsletter-vocabulary";
import type { SubscriberStatus, SubscriberSummary } from "../subscriber-summary";

const smallButton = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");
const removeButton = cn(smallButton, "text-red-800 dark:text-red-300");

const statusLabels: Record<SubscriberStatus, string> = {
  subscribed: "Subscribed",
  "waiting-for-email": "Waiting for them to confirm by email",
  "waiting-for-staff": "Waiting for you to confirm",
};

/**
 * Everyone on the list, each removable after a confirmation. Sign-ups made while the site could
 * not send email come first, under their own heading: only staff can confirm those.
 */
export function NewsletterSubscribers({
  subscribers,
  confirmation,
}: {
  subscribers: readonly SubscriberSummary[];
  /** How new sign-ups are confirmed now, so the words say what really happens. */
  confirmation: SignupConfirmation;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = subscribers.filter((subscriber) => subscriber.status === "waiting-for-staff");
  const listed = subscribers.filter((subscriber) => subscriber.status !== "waiting-for-staff");
  const focusHeading = () => heading.current?.focus();
  return (
    <>
      {waiting.length > 0 ? (
        <section aria-labelledby="newsletter-waiting-heading">
          <h2 id="newsletter-waiting-heading" className="text-2xl font-bold">
            Waiting for you to confirm
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
            These people signed up while the website could not send emails, so nobody could email
            them a link to confirm. Confirm a sign-up to add them to the list, or remove it if you
            do not think they asked.
          </p>
          <SubscriberTable subscribers={waiting} onGone={focusHeading} />
        </section>
      ) : null}
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
          {confirmation === "email"
            ? "People join with the form on the News page and confirm with the link we email them."
            : "People join with the form on the News page. While the website cannot send emails, you confirm each sign-up yourself, above."}{" "}
          Removing someone deletes their address; they can sign up again themselves.
        </p>
        {listed.length === 0 ? (
          <p className="mt-4">No one is on the list yet.</p>
        ) : (
          <SubscriberTable subscribers={listed} onGone={focusHeading} />
        )}
      </section>
    </>
  );
}

function SubscriberTable({
  subscribers,
  onGone,
}: {
  subscribers: readonly SubscriberSummary[];
  /** A row is about to go: focus must go somewhere that stays. */
  onGone: () => void;
}) {
  return (
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
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <SubscriberRow key={subscriber.id} subscriber={subscriber} onGone={onGone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubscriberRow({
  subscriber,
  onGone,
}: {
  subscriber: SubscriberSummary;
  onGone: () => void;
}) {
  const fetcher = useFetcher();
  useActionToast(fetcher, onGone);
  const [asking, setAsking] = useState<"confirm" | "remove" | null>(null);
  const pending = fetcher.state !== "idle";
  const intent = fetcher.formData?.get("intent");
  const submit = (intent: "confirm-subscriber" | "remove-subscriber") => {
    setAsking(null);
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit({ intent, id: subscriber.id }, { method: "post" });
  };
  return (
    <tr className="border-b border-slate-200 dark:border-slate-700">
      <td className="break-all py-2 pr-4">{subscriber.email}</td>
      <td className="py-2 pr-4">{subscriber.firstName ?? "Not given"}</td>
      <td className="py-2 pr-4">{statusLabels[subscriber.status]}</td>
      <td className="py-2 pr-4">{formatDateTime(subscriber.since)}</td>
      <td className="py-2">
        <div className="flex flex-wrap gap-2">
          {subscriber.status === "waiting-for-staff" ? (
            <button
              type="button"
              disabled={pending}
              onClick={() => setAsking("confirm")}
              className={smallButton}
            >
              {pending && intent === "confirm-subscriber" ? "Confirming..." : "Confirm"}
              <span className="sr-only"> {subscriber.email}</span>
            </button>
          ) : null}
          <button
            type="button"
            disabled={pending}
            onClick={() => setAsking("remove")}
            className={removeButton}
          >
            {pending && intent === "remove-subscriber" ? "Removing..." : "Remove"}
            <span className="sr-only"> {subscriber.email}</span>
          </button>
        </div>
        <ConfirmDialog
          open={asking === "confirm"}
          title="Add this address to the list?"
          confirmLabel="Confirm sign-up"
          onConfirm={() => submit("confirm-subscriber")}
          onCancel={() => setAsking(null)}
        >
          <p className="break-all">
            {subscriber.email} will get every newsletter from now on. Confirm only a sign-up you
            believe they made themselves: nobody has checked the address is theirs.
          </p>
        </ConfirmDialog>
        <ConfirmDialog
          open={asking === "remove"}
          title="Remove this subscriber?"
          confirmLabel="Remove subscriber"
          onConfirm={() => submit("remove-subscriber")}
          onCancel={() => setAsking(null)}
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
