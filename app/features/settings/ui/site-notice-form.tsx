import { Fragment, useId } from "react";
import { useFetcher } from "react-router";
import { ResendAfterConfirmation } from "~/features/accounts";
import { SiteNoticeBanner } from "~/features/pages";
import type { FieldErrors } from "~/shared/lib/field-errors";
import { toUkDateTimeLocal } from "~/shared/lib/format-date-time";
import {
  type NoticeState,
  noticeLinkTextLimit,
  noticeStateLabels,
  noticeTextLimit,
  noticeTones,
  type SiteNotice,
  siteNoticeIntents,
} from "~/shared/site/site-notice";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { DescribedRadio } from "~/shared/ui/described-radio";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { SiteNoticeField } from "../site-notice-schema";

const stateColours: Record<NoticeState, string> = {
  live: "text-green-800 dark:text-green-300",
  scheduled: "text-teal-800 dark:text-teal-200",
  ended: "text-slate-700 dark:text-slate-300",
};

/**
 * The Settings tab's site notice (ADR 0043): where it stands, how it looks, and its form. Saved
 * under the settings' revision, like the settings form beside it; Remove clears it.
 */
export function SiteNoticeForm({
  notice,
  state,
  revision,
}: {
  notice: SiteNotice | null;
  /** Where the notice stands by the server's clock when the tab was read. */
  state: { state: NoticeState; description: string } | null;
  revision: number;
}) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const sending = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  return (
    <section aria-labelledby="site-notice-heading" className="mb-12 max-w-3xl">
      <h2 id="site-notice-heading" className="text-2xl font-bold">
        Site notice
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        A short message at the top of every page of the website, like “Youth club closed tonight”.
        Visitors can close it for the rest of their visit.
      </p>
      <p className="mt-3">
        {notice && state ? (
          <>
            <strong className={stateColours[state.state]}>{noticeStateLabels[state.state]}:</strong>{" "}
            {state.description}
          </>
        ) : (
          "No notice: visitors see none."
        )}
      </p>
      {notice ? (
        <figure className="mt-4 space-y-2">
          <figcaption className="text-sm font-semibold">How visitors see it</figcaption>
          <SiteNoticeBanner notice={notice} preview />
        </figure>
      ) : null}
      <fetcher.Form
        method="post"
        action={adminTabPath("settings")}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="revision" value={revision} />
        {/* Keyed by the stored notice: once saved or removed, the fields show what is stored. */}
        <Fragment key={JSON.stringify(notice)}>
          <NoticeFields notice={notice} errors={errors} />
        </Fragment>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton
            name="intent"
            value={siteNoticeIntents.save}
            busy={sending === siteNoticeIntents.save}
            disabled={sending !== null}
            busyLabel="Saving..."
          >
            Save notice
          </SubmitButton>
          {notice ? (
            <SubmitButton
              variant="secondary"
              name="intent"
              value={siteNoticeIntents.remove}
              // Removing needs none of the fields, even emptied ones.
              formNoValidate
              busy={sending === siteNoticeIntents.remove}
              disabled={sending !== null}
              busyLabel="Removing..."
            >
              Remove notice
            </SubmitButton>
          ) : null}
        </div>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}

function NoticeFields({ notice, errors }: { notice: SiteNotice | null; errors: FieldErrors }) {
  const error = (name: SiteNoticeField) => errors[name];
  return (
    <>
      <TextField
        className="sm:col-span-2"
        label="Notice"
        hint={`Up to ${noticeTextLimit} characters. Say what changed and when.`}
        name={"text" satisfies SiteNoticeField}
        multiline
        defaultValue={notice?.text ?? ""}
        required
        error={error("text")}
      />
      <TextField
        label="Link (optional)"
        hint="A web address starting with https://, or a page of this site, like /contact."
        name={"linkUrl" satisfies SiteNoticeField}
        inputMode="url"
        defaultValue={notice?.link?.url ?? ""}
        error={error("linkUrl")}
      />
      <TextField
        label="Link words"
        hint={`What the link says, up to ${noticeLinkTextLimit} characters, like “See what's on”.`}
        name={"linkText" satisfies SiteNoticeField}
        defaultValue={notice?.link?.text ?? ""}
        error={error("linkText")}
      />
      <TextField
        label="Starts (optional)"
        hint="UK time. Leave empty to show it as soon as you save."
        name={"startsAt" satisfies SiteNoticeField}
        type="datetime-local"
        defaultValue={notice?.startsAt ? toUkDateTimeLocal(notice.startsAt) : ""}
        error={error("startsAt")}
      />
      <TextField
        label="Ends (optional)"
        hint="UK time. Leave empty to show it until you remove it."
        name={"endsAt" satisfies SiteNoticeField}
        type="datetime-local"
        defaultValue={notice?.endsAt ? toUkDateTimeLocal(notice.endsAt) : ""}
        error={error("endsAt")}
      />
      <ToneField defaultValue={notice?.tone ?? "information"} error={error("tone")} />
    </>
  );
}

function ToneField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const id = useId();
  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="font-bold">How it looks</legend>
      {noticeTones.map((tone) => (
        <DescribedRadio
          key={tone.value}
          idPrefix={id}
          name={"tone" satisfies SiteNoticeField}
          value={tone.value}
          label={tone.label}
          hint={tone.hint}
          defaultChecked={defaultValue === tone.value}
        />
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
