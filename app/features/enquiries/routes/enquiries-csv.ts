import { checkDownloadAccess, privateDownload } from "~/features/accounts/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { requestFacts } from "~/shared/lib/request-facts";
import { listAllMatchingEnquiries } from "../enquiries.server";
import { buildEnquiriesCsv } from "../enquiries-csv";
import { readEnquiryFilter } from "../enquiry-filter";
import type { Route } from "./+types/enquiries-csv";

/**
 * GET /admin/enquiries.csv?q=&kind=&status=: the enquiries the tab's filter shows, every page of
 * them, for editors and admins; never cached. Each download is audited with its count only.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const access = await checkDownloadAccess(request, "editor");
  if (!access.ok) return access.refusal;
  const { db } = getDatabase();
  const filter = readEnquiryFilter(url.searchParams);
  const enquiries = await listAllMatchingEnquiries(db, filter);
  await recordAudit(db, {
    action: "enquiries-exported",
    actor: access.user,
    ip: context.get(requestFacts).clientIp,
    detail: `${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}`,
  });
  return privateDownload(
    buildEnquiriesCsv(enquiries),
    "text/csv; charset=utf-8",
    `enquiries-${toUkDateString(new Date())}.csv`,
  );
}
