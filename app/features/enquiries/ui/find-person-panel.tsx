import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { ResendAfterConfirmation } from "~/features/accounts";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { EnquiriesAnswer, PersonFindings } from "../personal-data";
import { PersonFindingsList } from "./person-findings-list";

/**
 * Find a person (administrators): when someone asks what the charity holds about them, or asks
 * for it to be deleted, look up their email address, download it all, or erase it all.
 */
export function FindPersonPanel() {
  const headingId = useId();
  const fetcher = useFetcher<EnquiriesAnswer>();
  const result = useActionToast(fetcher) as EnquiriesAnswer | undefined;
  // The latest findings stay shown while a later request (a refused erasure) says something else.
  const [person, setPerson] = useState<PersonFindings | null>(null);
  if (result?.person && result.person !== person) setPerson(result.person);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const busyIntent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-slate-300 p-5 dark:border-slate-600"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Find a person
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        When someone asks what we hold about them, or asks us to delete it, find everything under
        their email address: messages, registrations, newsletter sign-ups, volunteer applications
        and reviews. Only administrators can do this, and each search is recorded (without the
        address).
      </p>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find-person" />
        <TextField
          label="Their email address"
          name="email"
          type="email"
          autoComplete="off"
          required
          error={busyIntent ? undefined : errors.email}
          className="w-full max-w-md"
        />
        <SubmitButton
          busy={busyIntent === "find-person"}
          busyLabel="Searching..."
          disabled={busyIntent != null}
          variant="secondary"
        >
          Find
        </SubmitButton>
      </fetcher.Form>
      {person ? (
        <PersonFindingsList
          key={`${person.email}|${person.findings.length}`}
          person={person}
          fetcher={fetcher}
          confirmError={errors.confirm}
        />
      ) : null}
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}
