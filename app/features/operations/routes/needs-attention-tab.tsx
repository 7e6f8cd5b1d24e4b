import { readTabUser } from "~/features/accounts/index.server";
import { NeedsAttentionPanel } from "../ui/needs-attention-panel";
import type { Route } from "./+types/needs-attention-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

/** Its list is the dashboard layout's, which every screen loads for the navigation's badges. */
export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the section.
  return (await readTabUser(args, "needs-attention")) ? { ok: true } : null;
}

export default function NeedsAttentionTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <NeedsAttentionPanel />;
}
