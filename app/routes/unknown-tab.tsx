import { data } from "react-router";
import { readDashboardSession } from "~/features/accounts/index.server";
import type { Route } from "./+types/unknown-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

/** Any other address under /admin: 404 inside the dashboard, where the tab bar leads on. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await readDashboardSession(args);
  // Signed out: the layout shows the login form, as at every dashboard address.
  if (!user) return null;
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** Nothing of its own (signed out, the layout shows the login form); React Router wants one. */
export default function UnknownTab() {
  return null;
}
