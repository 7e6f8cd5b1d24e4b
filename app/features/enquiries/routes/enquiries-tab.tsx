import { readTabUser } from "~/features/accounts/index.server";
import { hasRole } from "~/shared/auth/roles";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { listEnquiries } from "../enquiries.server";
import { enquiriesAction } from "../enquiries-action.server";
import { readEnquiryFilter } from "../enquiry-filter";
import { EnquiriesPanel } from "../ui/enquiries-panel";
import { FindPersonPanel } from "../ui/find-person-panel";
import type { Route } from "./+types/enquiries-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

export async function loader(args: Route.LoaderArgs) {
  const user = await readTabUser(args, "enquiries");
  if (!user) return null;
  const filter = readEnquiryFilter(args.url.searchParams);
  const { enquiries, total } = await listEnquiries(getDatabase().db, filter);
  return { filter, enquiries, total, canFindPeople: hasRole(user.role, "admin") };
}

export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => enquiriesAction(args));
}

export default function EnquiriesTab({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { canFindPeople, ...list } = loaderData;
  return (
    <div className="space-y-12">
      <EnquiriesPanel {...list} />
      {canFindPeople ? <FindPersonPanel /> : null}
    </div>
  );
}
