import { isTwoFactorRequired } from "~/shared/auth/two-factor-policy.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { accountAction } from "../account-action.server";
import { readTabUser } from "../dashboard-access.server";
import { AccountPanel } from "../ui/account-panel";
import type { Route } from "./+types/account-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// Too many wrong passwords or codes, or a save refused while the database is busy: the answer
// says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "account");
  // Signed out: the layout shows the login form instead of the tab.
  if (!user) return null;
  return {
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorRequired: await isTwoFactorRequired(getDatabase().db),
  };
}

/** Password, two-factor and "confirm it's you", allowed before anything else. */
export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => accountAction(args));
}

export default function AccountTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <AccountPanel {...loaderData} />;
}
