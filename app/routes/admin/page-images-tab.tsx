import { readTabUser } from "~/admin/dashboard-access.server";
import { readPageImagesQuery } from "~/admin/placement-query";
import { PageImagesPanel } from "~/components/admin/placement/page-images-panel";
import { loadImagePicker } from "~/media/image-picker.server";
import { placeableSections, sectionPositions } from "~/media/placeable-sections.server";
import { getDatabase } from "~/shared/db/database.server";
import type { Route } from "./+types/page-images-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if (!(await readTabUser(args, "page-images"))) return null;
  const params = args.url.searchParams;
  const placement = readPageImagesQuery(params, placeableSections);
  // Upload New needs no images to choose from.
  const picker =
    placement.mode === "existing" ? await loadImagePicker(getDatabase().db, params) : null;
  return { placement, picker, placeableSections, sectionPositions };
}

export default function PageImagesTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <PageImagesPanel {...loaderData} />;
}
