import { data } from "react-router";
import { emailAddressSchema } from "~/features/accounts";
import { checkDownloadAccess, privateDownload } from "~/features/accounts/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { requestFacts } from "~/shared/lib/request-facts";
import { countPersonalData, describePersonalDataCounts } from "../personal-data";
import { findPersonalData } from "../personal-data.server";
import type { Route } from "./+types/person-data-json";

/**
 * GET /admin/enquiries/person.json?email=: every record held about an email address, all
 * columns, for a subject access request (admins only); never cached. Audited with counts only.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const access = await checkDownloadAccess(request, "admin");
  if (!access.ok) return access.refusal;
  const email = emailAddressSchema.safeParse(url.searchParams.get("email"));
  if (!email.success) {
    return data({ error: email.error.issues[0]?.message }, { status: 400 });
  }
  const { db } = getDatabase();
  const records = await findPersonalData(db, email.data);
  await recordAudit(db, {
    action: "personal-data-exported",
    actor: access.user,
    ip: context.get(requestFacts).clientIp,
    detail: describePersonalDataCounts(countPersonalData(records)),
  });
  const now = new Date();
  const body = { email: email.data, exportedAt: now.toISOString(), records };
  return privateDownload(
    JSON.stringify(body, null, 2),
    "application/json; charset=utf-8",
    `personal-data-${toUkDateString(now)}.json`,
  );
}
