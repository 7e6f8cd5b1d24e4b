import { readTabUser } from "~/admin/dashboard-access.server";
import { settingsAction } from "~/admin/settings-action.server";
import { SettingsPanel } from "~/components/admin/settings-panel";
import type { Route } from "./+types/settings-tab";

export { DashboardTabError as ErrorBoundary } from "~/components/admin/dashboard-tab-error";

/** The settings themselves come with every page (the root loader): this checks who may see them. */
export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  return { signedIn: (await readTabUser(args, "settings")) !== null };
}

export async function action(args: Route.ActionArgs) {
  return settingsAction(args);
}

export default function SettingsTab({ loaderData }: Route.ComponentProps) {
  return loaderData.signedIn && <SettingsPanel />;
}
