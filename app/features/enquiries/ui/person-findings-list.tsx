import { Download } from "lucide-react";
import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import { ConfirmedDownloadLink } from "~/features/accounts";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { EnquiriesAnswer, PersonFindings } from "../personal-data";

type PersonFindingsListProps = {
  person: PersonFindings;
  /** Find a person's own fetcher: an erasure answers with what is held afterwards. */
  fetcher: FetcherWithComponents<EnquiriesAnswer>;
  confirmError: string | undefined;
};

/** What is held about one address, its download, and the erasure behind a ticked confirmation. */
export function PersonFindingsList({ person, fetcher, confirmError }: PersonFindingsListProps) {
  const headingId = useId();
  const confirmId = useId();
  const confirmErrorId = `${confirmId}-error`;
  const download = `/admin/enquiries/person.json?${new URLSearchParams({ email: person.email })}`;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h3 id={headingId} className="break-all text-xl font-bold">
        Held about {person.email}
      </h3>
      {person.findings.length === 0 ? (
        <p className="mt-2">Nothing. No message, registration, sign-up, application or review.</p>
      ) : (
        <>
          <ul aria-labelledby={headingId} className="mt-3 space-y-2">
            {person.findings.map((finding) => (
              <li
                key={finding.key}
                className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <p className="font-semibold">
                  {finding.what}
                  <span className="font-normal text-slate-600 dark:text-slate-300">
                    , {formatDateTime(finding.when)}
                  </span>
                </p>
                <p className="break-words text-sm">{finding.details}</p>
              </li>
            ))}
          </ul>
          <ConfirmedDownloadLink
            href={download}
            className={cn(buttonBase, buttonStyles.secondary, "mt-4 min-h-10 px-4 py-2 text-sm")}
          >
            <Download aria-hidden="true" className="size-4" />
            Download everything as JSON
          </ConfirmedDownloadLink>
          <fetcher.Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="erase-person" />
            <input type="hidden" name="email" value={person.email} />
            <fieldset className="rounded-xl border-2 border-red-700 p-4 dark:border-red-400">
              <legend className="px-1 font-bold">Erase everything</legend>
              <p className="text-sm">
                Deletes every record above for good, including newsletters sent to this address.
                Download a copy first if they asked for one.
              </p>
              <div className="mt-3 flex items-start gap-3">
                <input
                  id={confirmId}
                  type="checkbox"
                  name="confirm"
                  required
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? confirmErrorId : undefined}
                  className="mt-1 size-5 shrink-0"
                />
                <label htmlFor={confirmId}>
                  I have checked this is the person who asked, and I want to erase everything we
                  hold about {person.email}. This cannot be undone.
                </label>
              </div>
              {confirmError ? (
                <p
                  id={confirmErrorId}
                  role="alert"
                  className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400"
                >
                  {confirmError}
                </p>
              ) : null}
              <SubmitButton
                variant="danger"
                busy={
                  fetcher.state !== "idle" && fetcher.formData?.get("intent") === "erase-person"
                }
                busyLabel="Erasing..."
                disabled={fetcher.state !== "idle"}
                className="mt-4 min-h-10 px-4 py-2 text-sm"
              >
                Erase everything
              </SubmitButton>
            </fieldset>
          </fetcher.Form>
        </>
      )}
    </div>
  );
}
