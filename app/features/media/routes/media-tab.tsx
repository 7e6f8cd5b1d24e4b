import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { mediaAction } from "../media-action.server";
import { loadMediaPanel } from "../media-panel.server";
import { MediaPanel } from "../ui/media-panel";
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
