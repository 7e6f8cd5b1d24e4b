import { useId } from "react";
import { type StaffNoticeChoice, staffNoticeChoices } from "~/shared/site/site-settings";
import { MailNotSetUpNotice } from "~/shared/staff-shell/mail-not-set-up-notice";
import { DescribedRadio } from "~/shared/ui/described-radio";

/** The Settings tab's "How staff hear about new arrivals": one radio button per choice. */
export function StaffNoticesField({
  defaultValue,
  error,
  mailConfigured,
}: {
  defaultValue: StaffNoticeChoice;
  error: string | undefined;
  mailConfigured: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
    >
      <legend className="font-bold">How staff hear about new arrivals</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
        Emails go to the charity's email address above when a message, child registration, review or
        volunteer application arrives. They never hold a child's details or health needs: they link
        to the dashboard.
      </p>
      {mailConfigured ? null : (
        <MailNotSetUpNotice>
          Until it is, no notice is sent either way: check the dashboard for new arrivals.
        </MailNotSetUpNotice>
      )}
      {staffNoticeChoices.map((choice) => (
        <DescribedRadio
          key={choice.value}
          idPrefix={id}
          name="staffNotices"
          value={choice.value}
          label={choice.label}
          hint={choice.hint}
          defaultChecked={defaultValue === choice.value}
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
