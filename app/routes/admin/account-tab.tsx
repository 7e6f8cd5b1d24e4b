import { accountAction } from "~/admin/account-action.server";
import { answerBusyDatabase } from "~/admin/action-response.server";
import { readTabUser } from "~/admin/dashboard-access.server";
import { isTwoFactorRequired } from "~/auth/two-factor-policy.server";
import { AccountPanel } from "~/components/admin/account-panel";
import { getDatabase } from "~/db/database.server";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import type { Route } from "./+types/account-tab";

export { DashboardTabError as ErrorBoundary } from "~/components/admin/dashboard-tab-error";

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
