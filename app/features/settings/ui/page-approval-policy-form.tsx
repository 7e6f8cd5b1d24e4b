import { useId } from "react";
import { useFetcher } from "react-router";
import { ResendAfterConfirmation } from "~/features/accounts";
import { pageApprovalSettingLabel } from "~/features/pages";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";

/**
 * Moderation (ADR 0028): with it on, an editor's Publish becomes Submit for approval, and an
 * administrator approves or sends back each change from the page's editor.
 */
export function PageApprovalPolicyForm({ required }: { required: boolean }) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const hintId = useId();
  return (
    <section aria-labelledby="page-approval-heading" className="mt-12 max-w-3xl">
      <h2 id="page-approval-heading" className="text-2xl font-bold">
        Publishing pages
      </h2>
      <fetcher.Form
        method="post"
        action={adminTabPath("settings")}
        className="mt-4 flex flex-wrap items-center gap-4"
      >
        <input type="hidden" name="intent" value="page-approval-policy" />
        <div className="space-y-1.5">
          <label className="flex min-h-10 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              name="required"
              defaultChecked={required}
              aria-describedby={hintId}
              className="size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
            />
            {pageApprovalSettingLabel}
          </label>
          <p id={hintId} className="pl-8 text-sm text-slate-600 dark:text-slate-300">
            When ticked, an editor's Publish becomes Submit for approval: visitors see the change
            only once an administrator approves it in the Pages tab. Administrators publish as
            before.
          </p>
        </div>
        <SubmitButton
          variant="secondary"
          busy={fetcher.state !== "idle"}
          busyLabel="Saving..."
          className="min-h-10 px-4 py-2 text-sm"
        >
          Save
        </SubmitButton>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}
