import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { labelOf } from "~/shared/lib/option-label";
import type { NewsletterProgress } from "./newsletter-progress";
import { countDeliveries } from "./newsletter-sending.server";
import { newsletterTemplates } from "./newsletter-vocabulary";

/** How many past newsletters the tab lists, newest first. */
const newslettersShown = 10;

/** The latest newsletters with their deliveries counted, for the tab's progress list. */
export async function listRecentNewsletters(db: Kysely<Database>): Promise<NewsletterProgress[]> {
  const rows = await db
    .selectFrom("newsletters")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(newslettersShown)
    .execute();
  const counts = await countDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { sent = 0, failed = 0, pending = 0, sending = 0 } = counts.get(row.id) ?? {};
    const finished = row.status === "sent";
    return {
      id: row.id,
      subject: row.subject,
      templateLabel: labelOf(newsletterTemplates, row.template),
      sending: !finished,
      createdAt: row.created_at,
      createdByEmail: row.created_by_email,
      finishedAt: row.finished_at,
      sent,
      failed,
      notKnown: finished ? sending : 0,
      total: sent + failed + pending + sending,
    };
  });
}
