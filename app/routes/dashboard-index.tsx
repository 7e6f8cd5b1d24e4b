import { data, redirect } from "react-router";
import { readDashboardSession } from "~/features/accounts/index.server";
import { messages } from "~/shared/site/messages";
import { adminTabPath, visibleAdminTabs } from "~/shared/staff-shell/admin-tabs";
import type { Route } from "./+types/dashboard-index";

/** /admin opens the first tab this user may see; signed out, the layout shows the login form. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await readDashboardSession(args);
  if (!user) return null;
  const [first] = visibleAdminTabs(user);
  if (!first) throw data(null, { status: 403, statusText: messages.access.forbidden });
  throw redirect(adminTabPath(first.key), { headers });
}

/** Nothing of its own: without a component this route would answer as a resource route. */
export default function DashboardIndex() {
  return null;
}
