import { readTabUser } from "~/admin/dashboard-access.server";
import { passwordAction } from "~/admin/password-action.server";
import { AccountPanel } from "~/components/admin/account-panel";
import type { Route } from "./+types/account-tab";

export { DashboardTabError as ErrorBoundary } from "~/components/admin/dashboard-tab-error";

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "account");
  // Signed out: the layout shows the login form instead of the tab.
  if (!user) return null;
  return { mustChangePassword: user.mustChangePassword };
}

/** Changing your own password, allowed before anything else for a handed-over password. */
export async function action(args: Route.ActionArgs) {
  return passwordAction(args);
}

export default function AccountTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <AccountPanel mustChangePassword={loaderData.mustChangePassword} />;
}
