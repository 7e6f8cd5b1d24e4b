import { readTabUser } from "~/admin/dashboard-access.server";
import { mediaAction } from "~/admin/media-action.server";
import { MediaPanel } from "~/components/admin/media/media-panel";
import { loadMediaPanel } from "~/media/media-panel.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import type { Route } from "./+types/media-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if (!(await readTabUser(args, "media"))) return null;
  return loadMediaPanel(getDatabase().db, args.url.searchParams);
}

/** Every change to a file, its placements and its consent (the Page Images tabs post here too). */
export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => mediaAction(args));
}

export default function MediaTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <MediaPanel {...loaderData} />;
}
