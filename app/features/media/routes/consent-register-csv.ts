import { data } from "react-router";
import { requireRecentConfirmationForDownload } from "~/features/accounts/recent-confirmation.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { checkStaffAccess } from "~/shared/auth/session.server";
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
  const access = await checkStaffAccess(request, { role: "editor" });
  if (!access.ok) return data({ error: access.error }, { status: access.status });
  const unconfirmed = await requireRecentConfirmationForDownload(access.user);
  if (unconfirmed) return unconfirmed;
  const { db } = getDatabase();
  const csv = await buildConsentRegisterCsv(db);
  await recordAudit(db, {
    action: "consent-register-exported",
    actor: access.user,
    ip: context.get(requestFacts).clientIp,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="consent-register-${toUkDateString(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
