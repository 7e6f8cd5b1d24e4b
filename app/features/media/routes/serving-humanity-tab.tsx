import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { findGalleryPreviewPage } from "../gallery-preview-page.server";
import { loadImagePicker } from "../image-picker.server";
import { readServingHumanityQuery } from "../placement-query";
import { ServingHumanityPanel } from "../ui/serving-humanity-panel";
import type { Route } from "./+types/serving-humanity-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if (!(await readTabUser(args, "serving-humanity"))) return null;
  const params = args.url.searchParams;
  const placement = readServingHumanityQuery(params);
  const { db } = getDatabase();
  // Only Browse & Apply lists images to choose from; only Grid Preview needs the gallery's page.
  const [picker, previewPage] = await Promise.all([
    placement.view === "browse" ? loadImagePicker(db, params) : null,
    placement.view === "preview" ? findGalleryPreviewPage(db, placement.section) : null,
  ]);
  return { placement, picker, previewPage };
}

export default function ServingHumanityTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <ServingHumanityPanel {...loaderData} />;
}
