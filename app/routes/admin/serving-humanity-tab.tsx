import { readTabUser } from "~/admin/dashboard-access.server";
import { readServingHumanityQuery } from "~/admin/placement-query";
import { ServingHumanityPanel } from "~/components/admin/placement/serving-humanity-panel";
import { getDatabase } from "~/db/database.server";
import { loadImagePicker } from "~/media/image-picker.server";
import type { Route } from "./+types/serving-humanity-tab";

export { DashboardTabError as ErrorBoundary } from "~/components/admin/dashboard-tab-error";

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if (!(await readTabUser(args, "serving-humanity"))) return null;
  const params = args.url.searchParams;
  const placement = readServingHumanityQuery(params);
  // Only Browse & Apply lists images to choose from.
  const picker =
    placement.view === "browse" ? await loadImagePicker(getDatabase().db, params) : null;
  return { placement, picker };
}

export default function ServingHumanityTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <ServingHumanityPanel {...loaderData} />;
}
