import { type RefObject, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { MailNotSetUpNotice } from "~/shared/staff-shell/mail-not-set-up-notice";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { inputClass, TextField } from "~/shared/ui/text-field";
import {
  type ApplicationStatus,
  applicationLimits,
  applicationStatuses,
  applicationStatusLabels,
} from "../volunteers/application-record";
import type { ApplicationSummary } from "../volunteers/application-summary";
import { formatHours } from "./volunteer-figures";

type Filter = "all" | ApplicationStatus;

const filters: readonly Filter[] = ["all", ...applicationStatuses];

const statusTones: Record<ApplicationStatus, string> = {
  new: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  approved: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50",
  rejected: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** The verb of a decision, as staff say it ("Declined", although the status is "Rejected"). */
const decisionVerbs: Record<Exclude<ApplicationStatus, "new">, string> = {
  approved: "Approved",
  rejected: "Declined",
};

const smallButton = "min-h-10 px-4 py-2 text-sm";

/**
 * The applications sent from the Volunteer apply page, newest first: staff read them, answer the
 * new ones (the applicant is emailed) and log the hours approved volunteers give.
 */
export function VolunteerApplications({
  applications,
  mailConfigured,
}: {
  applications: readonly ApplicationSummary[];
  mailConfigured: boolean;
}) {
  const [filter, setFilter] = useState<Filter>("all");
  const shown =
    filter === "all"
      ? applications
      : applications.filter((application) => application.status === filter);
  return (
    <section aria-labelledby="volunteer-applications-heading">
      <h2 id="volunteer-applications-heading" className="text-2xl font-bold">
        Applications
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Approve or decline each new application; the applicant is emailed your answer and your note.
        Log the hours approved volunteers give.
      </p>
      {mailConfigured ? null : (
        <MailNotSetUpNotice className="mt-4">
          Applicants are not emailed your answer: contact them yourself.
        </MailNotSetUpNotice>
      )}
      {applications.length === 0 ? (
        <p className="mt-6">
          No applications yet. They arrive here from the form on the Volunteer apply page.
        </p>
      ) : (
        <>
          <FilterChips applications={applications} filter={filter} onChange={setFilter} />
          {shown.length === 0 && filter !== "all" ? (
            <p className="mt-6">No {applicationStatusLabels[filter].toLowerCase()} applications.</p>
          ) : (
            <ul className="mt-6 grid gap-4 lg:grid-cols-2">
              {shown.map((application) => (
                <li
                  key={application.id}
                  id={`application-${application.id}`}
                  className="scroll-mt-4"
                >
                  <ApplicationCard application={application} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function FilterChips({
  applications,
  filter,
  onChange,
}: {
  applications: readonly ApplicationSummary[];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  const count = (choice: Filter) =>
    choice === "all"
      ? applications.length
      : applications.filter((application) => application.status === choice).length;
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold">Show</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {filters.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={filter === choice}
            onClick={() => onChange(choice)}
            className={cn(
              "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
              filter === choice
                ? "border-teal-800 bg-teal-800 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950"
                : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800",
            )}
          >
            {choice === "all" ? "All" : applicationStatusLabels[choice]} ({count(choice)})
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function ApplicationCard({ application }: { application: ApplicationSummary }) {
  // One fetcher per card, so an answer still toasts once its form has given way to the result.
  const fetcher = useFetcher();
  const hoursForm = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, () => hoursForm.current?.reset());
  return (
    <article className="h-full rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="break-words text-lg font-bold">{application.name}</h3>
        <span
          className={cn(
            "rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide",
            statusTones[application.status],
          )}
        >
          {applicationStatusLabels[application.status]}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Role</dt>
        <dd>{application.opportunityTitle}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{formatDateTime(application.createdAt)}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${application.email}`} className="underline">
            {application.email}
          </a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          {application.phone ? (
            <a href={`tel:${application.phone}`} className="underline">
              {application.phone}
            </a>
          ) : (
            "Not given"
          )}
        </dd>
        <dt className="font-semibold">Age</dt>
        <dd>{application.over18 ? "18 or over" : "Under 18"}</dd>
      </dl>
      {application.over18 ? null : <GuardianDetails application={application} />}
      {/* What the applicant wrote, line breaks kept; React escapes it, so it stays text. */}
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold">Why</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words">{application.reason}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Availability</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words">{application.availability}</dd>
        </div>
      </dl>
      {application.status === "new" ? (
        <DecisionForm application={application} fetcher={fetcher} />
      ) : (
        <DecisionDetails application={application} />
      )}
      {application.status === "approved" ? (
        <HoursForm application={application} fetcher={fetcher} formRef={hoursForm} />
      ) : null}
    </article>
  );
}

/** A young applicant's parent or guardian: staff must involve them, so it stands out. */
function GuardianDetails({ application }: { application: ApplicationSummary }) {
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
      <p className="font-bold">Under 18: contact their parent or guardian</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Parent or guardian</dt>
        <dd className="break-words">{application.guardianName ?? "Not given"}</dd>
        <dt className="font-semibold">Their contact</dt>
        <dd className="break-all">{application.guardianContact ?? "Not given"}</dd>
      </dl>
    </div>
  );
}

function DecisionDetails({ application }: { application: ApplicationSummary }) {
  const verb = decisionVerbs[application.status as keyof typeof decisionVerbs];
  const by = application.decidedByEmail ? ` by ${application.decidedByEmail}` : "";
  const when = application.decidedAt ? ` on ${formatDateTime(application.decidedAt)}` : "";
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
      <dt className="font-semibold">Answer</dt>
      <dd className="break-words">
        {verb}
        {by}
        {when}
      </dd>
      {application.decisionNote ? (
        <>
          <dt className="font-semibold">Note</dt>
          <dd className="whitespace-pre-wrap break-words">{application.decisionNote}</dd>
        </>
      ) : null}
      <dt className="font-semibold">Emailed</dt>
      <dd>
        {application.applicantEmailedAt
          ? formatDateTime(application.applicantEmailedAt)
          : "No: the applicant has not been told. Contact them yourself."}
      </dd>
    </dl>
  );
}

function DecisionForm({
  application,
  fetcher,
}: {
  application: ApplicationSummary;
  fetcher: FetcherWithComponents<unknown>;
}) {
  const noteId = useId();
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  return (
    <fetcher.Form
      method="post"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <input type="hidden" name="id" value={application.id} />
      <input type="hidden" name="version" value={application.version} />
      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block font-semibold">
          Note to the applicant (optional, included in the email)
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={applicationLimits.note}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          name="intent"
          value="approve"
          busy={pendingIntent === "approve"}
          busyLabel="Approving..."
          disabled={busy}
          className={smallButton}
        >
          Approve
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="decline"
          variant="secondary"
          busy={pendingIntent === "decline"}
          busyLabel="Declining..."
          disabled={busy}
          className={smallButton}
        >
          Decline
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function HoursForm({
  application,
  fetcher,
  formRef,
}: {
  application: ApplicationSummary;
  fetcher: FetcherWithComponents<unknown>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <p className="text-sm">
        <span className="font-semibold">Hours given so far:</span> {formatHours(application.hours)}
      </p>
      <fetcher.Form ref={formRef} method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={application.id} />
        <TextField
          label="Hours to add"
          name="hours"
          type="number"
          inputMode="decimal"
          step={0.5}
          min={0.5}
          max={1000}
          required
          className="w-40"
        />
        <SubmitButton
          name="intent"
          value="log-hours"
          variant="secondary"
          busy={fetcher.state !== "idle"}
          busyLabel="Logging..."
          className={smallButton}
        >
          Log hours
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
