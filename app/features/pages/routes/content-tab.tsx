import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import {
  actionFailure,
  answerBusyDatabase,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { pageMessages } from "../messages";
import { handleQuickContentAction } from "../page-editor-action.server";
import { loadQuickContent } from "../quick-content-data.server";
import { ContentPanel } from "../ui/content-panel";
import type { Route } from "./+types/content-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  const user = await readTabUser(args, "content");
  if (!user) return null;
  const page = args.url.searchParams.get("page");
  return { content: await loadQuickContent(getDatabase().db, page, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const access = await authorizeStaffAction(
    request,
    { role: "editor" },
    pageMessages.pages.failedTitle,
  );
  if (!access.ok) return access.response;
  const form = await request.formData();
  if (form.get("intent") !== "quick-content") {
    return actionFailure(400, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.invalid,
    });
  }
  return answerBusyDatabase(() =>
    handleQuickContentAction(form, { user: access.user, ip: context.get(requestFacts).clientIp }),
  );
}

export default function ContentTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <ContentPanel content={loaderData.content} />;
}
