import { readTabUser } from "~/features/accounts/index.server";
import { listLibraryDocuments } from "~/features/documents/index.server";
import { isPageApprovalRequired } from "~/features/pages/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { listExampleFields } from "~/shared/site/example-details";
import {
  decideNoticeState,
  describeNoticeState,
  siteNoticeIntents,
} from "~/shared/site/site-notice";
import { loadSettingsSnapshot } from "~/shared/site/site-settings.server";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { logoAction } from "../logo-action.server";
import { settingsMessages } from "../messages";
import { pageApprovalPolicyAction } from "../page-approval-policy-action.server";
import { settingsAction } from "../settings-action.server";
import { listLogoCandidates, loadLogoChoice } from "../site-logo.server";
import { siteNoticeAction } from "../site-notice-action.server";
import { LogoSettingsForm } from "../ui/logo-settings-form";
import { PageApprovalPolicyForm } from "../ui/page-approval-policy-form";
import { SettingsPanel } from "../ui/settings-panel";
import { SiteNoticeForm } from "../ui/site-notice-form";
import type { Route } from "./+types/settings-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

/**
 * The form's settings come with the revision they are at (a save from an older one is refused);
 * the logo choice needs the library; the staff notices choice says when no email can go out;
 * the fields still holding their seeded examples are marked; the notice comes with where it
 * stands now (live, scheduled or ended), judged by the server's clock.
 */
export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if ((await readTabUser(args, "settings")) === null) return { signedIn: false as const };
  const { db } = getDatabase();
  const [choice, candidates, form, approvalRequired, documents] = await Promise.all([
    loadLogoChoice(db),
    listLogoCandidates(db),
    loadSettingsSnapshot(db),
    isPageApprovalRequired(db),
    listLibraryDocuments(db),
  ]);
  const now = new Date();
  return {
    signedIn: true as const,
    form,
    noticeState: form.notice
      ? {
          state: decideNoticeState(form.notice, now),
          description: describeNoticeState(form.notice, now),
        }
      : null,
    exampleFields: listExampleFields(form.settings),
    logo: { choice, candidates },
    mailConfigured: isMailConfigured(),
    approvalRequired,
    // The safeguarding policy may be one of the library's documents.
    documents: documents.map(({ id, title, category }) => ({ id, title, category })),
  };
}

export async function action(args: Route.ActionArgs) {
  // A clone, so the settings action can still read the body itself.
  const form = await args.request.clone().formData();
  if (form.get("intent") === "logo") {
    return answerBusyDatabase(() => logoAction(args, form), settingsMessages.logo.failedTitle);
  }
  if (Object.values<unknown>(siteNoticeIntents).includes(form.get("intent"))) {
    return answerBusyDatabase(
      () => siteNoticeAction(args, form),
      settingsMessages.siteNotice.failedTitle,
    );
  }
  if (form.get("intent") === "page-approval-policy") {
    return answerBusyDatabase(
      () => pageApprovalPolicyAction(args, form),
      settingsMessages.settings.failedTitle,
    );
  }
  return answerBusyDatabase(() => settingsAction(args), settingsMessages.settings.failedTitle);
}

export default function SettingsTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return null;
  return (
    <>
      {/* First: a notice is the setting most often changed in a hurry. */}
      <SiteNoticeForm
        notice={loaderData.form.notice}
        state={loaderData.noticeState}
        revision={loaderData.form.revision}
      />
      <SettingsPanel
        settings={loaderData.form.settings}
        revision={loaderData.form.revision}
        mailConfigured={loaderData.mailConfigured}
        exampleFields={loaderData.exampleFields}
        documents={loaderData.documents}
      />
      <LogoSettingsForm choice={loaderData.logo.choice} candidates={loaderData.logo.candidates} />
      <PageApprovalPolicyForm required={loaderData.approvalRequired} />
    </>
  );
}
