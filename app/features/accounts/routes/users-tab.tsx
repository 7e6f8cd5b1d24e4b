import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { readTabUser } from "../dashboard-access.server";
import { UsersPanel } from "../ui/users-panel";
import { usersAction } from "../users-action.server";
import { loadUsersTab } from "../users-tab.server";
import type { Route } from "./+types/users-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "users");
  // Signed out: the layout shows the login form instead of the tab.
  if (!user) return null;
  return { ...(await loadUsersTab(getDatabase().db)), currentUserId: user.id };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => usersAction(args));
}

export default function UsersTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <UsersPanel {...loaderData} />;
}
