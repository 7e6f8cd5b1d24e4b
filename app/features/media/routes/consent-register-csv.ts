import { checkDownloadAccess, privateDownload } from "~/features/accounts/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { requestFacts } from "~/shared/lib/request-facts";
import { buildConsentRegisterCsv } from "../consent-register.server";
import type { Route } from "./+types/consent-register-csv";

/**
 * GET /admin/media/consent-register.csv: the consent register for staff (editors and admins),
 * never cached; each download is in the audit log, as it holds parents' names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await checkDownloadAccess(request, "editor");
  if (!access.ok) return access.refusal;
  const { db } = getDatabase();
  const csv = await buildConsentRegisterCsv(db);
  await recordAudit(db, {
    action: "consent-register-exported",
    actor: access.user,
    ip: context.get(requestFacts).clientIp,
  });
  return privateDownload(
    csv,
    "text/csv; charset=utf-8",
    `consent-register-${toUkDateString(new Date())}.csv`,
  );
}
