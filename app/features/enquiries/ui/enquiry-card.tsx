import { useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import {
  activityLabel,
  contactTopicLabel,
  type EnquiryStatus,
  enquiryKindLabels,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import type { Removal } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import type { EnquirySummary } from "../enquiry-summary";
import type { ChildSummary } from "../registered-children";
import { EnquiryChangeForm } from "./enquiry-change-form";
import { PhotoConsentBadge } from "./photo-consent-badge";

const statusTones: Record<EnquiryStatus, string> = {
  new: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  "in-progress": "bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50",
  done: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** A contact message or a registration: what the sender wrote, and staff's status and notes. */
export function EnquiryCard({
  enquiry,
  removal,
}: {
  enquiry: EnquirySummary;
  /** The list's removal: a deleted card goes, and the answer must not go with it. */
  removal: Removal;
}) {
  // One fetcher per card, so a save still toasts once its form has given way to the saved version.
  const saver = useFetcher();
  const saved = useActionToast(saver);
  const deleting = removal.isRemoving(enquiry.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const kind = enquiryKindLabels[enquiry.kind];
  return (
    <article className="h-full rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="break-words text-lg font-bold">
          {enquiry.name}
          <span className="block text-sm font-semibold text-slate-600 dark:text-slate-300">
            {kind}, {formatDateTime(enquiry.createdAt)}
          </span>
        </h3>
        <span
          className={cn(
            "rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide",
            statusTones[enquiry.status],
          )}
        >
          {enquiryStatusLabels[enquiry.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${enquiry.email}`} className="underline">
            {enquiry.email}
          </a>
        </dd>
        {enquiry.phone ? (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${enquiry.phone}`} className="underline">
                {enquiry.phone}
              </a>
            </dd>
          </>
        ) : null}
        {enquiry.topic ? (
          <>
            <dt className="font-semibold">About</dt>
            <dd>{contactTopicLabel(enquiry.topic)}</dd>
          </>
        ) : null}
        {enquiry.emergencyContact ? (
          <>
            <dt className="font-semibold">Emergency contact</dt>
            <dd className="whitespace-pre-wrap break-words">{enquiry.emergencyContact}</dd>
          </>
        ) : null}
      </dl>
      {enquiry.children?.map((child, index, children) => (
        <ChildDetails
          // biome-ignore lint/suspicious/noArrayIndexKey: a registration's children never change order.
          key={index}
          child={child}
          heading={children.length === 1 ? "Child" : `Child ${index + 1} of ${children.length}`}
        />
      ))}
      {/* What the sender wrote, line breaks kept; React escapes it, so it stays text. */}
      {enquiry.message ? (
        <p className="mt-4 whitespace-pre-wrap break-words">{enquiry.message}</p>
      ) : null}
      {enquiry.doneAt ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Done on {formatDateTime(enquiry.doneAt)}
          {enquiry.updatedByEmail ? ` (last saved by ${enquiry.updatedByEmail})` : ""}.
        </p>
      ) : null}
      {/* A newer version brings the saved status and notes into a fresh form. */}
      <EnquiryChangeForm
        key={enquiry.version}
        enquiry={enquiry}
        fetcher={saver}
        errors={saved && !saved.ok ? (saved.fieldErrors ?? {}) : {}}
      />
      <button
        type="button"
        onClick={() => setConfirmingDelete(true)}
        disabled={removal.pending}
        className={cn(buttonBase, buttonStyles.secondary, "mt-3 min-h-10 px-4 py-2 text-sm")}
      >
        {deleting ? "Deleting..." : "Delete"}
        <span className="sr-only">
          {" "}
          the {kind.toLowerCase()} from {enquiry.name}
        </span>
      </button>
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete this ${kind.toLowerCase()}?`}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirmingDelete(false);
          // React Router reports the outcome in its state and data, not through this promise.
          removal.remove({ intent: "delete", id: String(enquiry.id) });
        }}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          The {kind.toLowerCase()} from {enquiry.name} and your notes are deleted for good. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </article>
  );
}

/** A child's details: what staff need to keep them safe at sessions, photo choice first. */
function ChildDetails({ child, heading }: { child: ChildSummary; heading: string }) {
  return (
    <section className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700">
      <h4 className="font-bold">
        {heading}: {child.firstName}
      </h4>
      <div className="mt-2">
        <PhotoConsentBadge scopes={child.photoConsent} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Age or date of birth</dt>
        <dd className="break-words">{child.age}</dd>
        <dt className="font-semibold">Activities</dt>
        <dd>
          {child.activities.length > 0
            ? child.activities.map(activityLabel).join(", ")
            : "None chosen"}
        </dd>
      </dl>
      {child.supportNeeds ? (
        <div className="mt-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-bold">
            Health or support needs (special category data, shared with consent)
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{child.supportNeeds}</p>
        </div>
      ) : null}
    </section>
  );
}
