import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { loadImagePicker } from "../image-picker.server";
import { placeableSections, sectionPositions } from "../placeable-sections.server";
import { readPageImagesQuery } from "../placement-query";
import { PageImagesPanel } from "../ui/page-images-panel";
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
