import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { recordAudit } from "~/shared/auth/audit-log.server";
import type { AppDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { sendMail } from "~/shared/mail/send-mail.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import type { NewsletterDraft } from "./newsletter-draft";
import { buildLinkUrl, loadLinkSecret } from "./newsletter-links.server";
import { buildUnsubscribeHeaders, renderNewsletterMail } from "./newsletter-mail.server";
import type { NewsletterPhoto } from "./newsletter-photo";
import { loadNewsletterPhoto } from "./newsletter-photo.server";
import { readStoredContent } from "./stored-newsletter";

export type NewsletterStart =
  | { outcome: "started"; id: string; recipients: number }
  | { outcome: "busy" }
  | { outcome: "no-subscribers" };

/** Any fixed number: the PostgreSQL lock that lets one newsletter start at a time. */
const startLockKey = 7_310_013;

/** Rows per insert, well under both databases' limits on bound values. */
const insertChunk = 500;

/**
 * Starts sending a newsletter to everyone confirmed at this moment: the newsletter and one pending
 * delivery per subscriber, in one transaction. Refused while another newsletter is still going
 * out, so two presses of Send (or two staff) cannot send twice.
 */
export async function startNewsletter(
  database: AppDatabase,
  draft: NewsletterDraft,
  actor: { email: string },
  now = new Date(),
): Promise<NewsletterStart> {
  const at = now.toISOString();
  return database.db.transaction().execute(async (trx) => {
    // On PostgreSQL a second start waits here, then sees the first one's newsletter below. SQLite
    // has one writer at a time, and a transaction that read before another wrote cannot write.
    if (database.dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(${startLockKey})`.execute(trx);
    }
    const busy = await trx
      .selectFrom("newsletters")
      .select("id")
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (busy) return { outcome: "busy" };
    const subscribers = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .where("status", "=", "subscribed")
      .execute();
    if (subscribers.length === 0) return { outcome: "no-subscribers" };

    const id = randomUUID();
    await trx
      .insertInto("newsletters")
      .values({
        id,
        template: draft.template,
        subject: draft.subject,
        content: JSON.stringify(draft.content),
        photo_id: draft.photoId,
        status: "sending",
        recipient_count: subscribers.length,
        created_by_email: actor.email,
        created_at: at,
        finished_at: null,
      })
      .execute();
    for (let start = 0; start < subscribers.length; start += insertChunk) {
      await trx
        .insertInto("newsletter_deliveries")
        .values(
          subscribers.slice(start, start + insertChunk).map((subscriber) => ({
            newsletter_id: id,
            subscriber_id: subscriber.id,
            email: subscriber.email,
            status: "pending",
            updated_at: at,
          })),
        )
        .execute();
    }
    return { outcome: "started", id, recipients: subscribers.length };
  });
}

/**
 * Sends up to `batchSize` pending deliveries. Each is claimed (pending to sending) before its
 * email goes, and only a pending one can be claimed: after a crash a claimed delivery stays as it
 * is, never sent twice (at most once), and one whose subscriber left meanwhile is gone. Then
 * every newsletter with nothing left to send is marked sent and audited with its counts. A photo
 * is asked for again in every batch: once it may no longer be shown (consent withdrawn, switched
 * off), the emails still to go are sent without it (ADR 0038).
 */
export async function sendNewsletterBatch(
  db: Kysely<Database>,
  now: Date,
  {
    batchSize,
    origin,
    budgetMs = Number.POSITIVE_INFINITY,
  }: {
    batchSize: number;
    origin: string;
    /** No email is claimed after this long, so the batch ends within its job's claim. */
    budgetMs?: number;
  },
) {
  const started = performance.now();
  const at = now.toISOString();
  const due = await db
    .selectFrom("newsletter_deliveries as delivery")
    .innerJoin("newsletters as newsletter", "newsletter.id", "delivery.newsletter_id")
    .select([
      "delivery.newsletter_id",
      "delivery.subscriber_id",
      "delivery.email",
      "newsletter.subject",
      "newsletter.content",
      "newsletter.photo_id",
    ])
    .where("delivery.status", "=", "pending")
    .where("newsletter.status", "=", "sending")
    .orderBy("newsletter.created_at")
    .orderBy("delivery.subscriber_id")
    .limit(batchSize)
    .execute();

  let sent = 0;
  let failed = 0;
  if (due.length > 0) {
    const [secret, { charityName }] = await Promise.all([loadLinkSecret(db), loadSiteSettings(db)]);
    const photos = new Map<string, NewsletterPhoto | null>();
    for (const delivery of due) {
      if (performance.now() - started > budgetMs) break;
      const claim = await moveDelivery(db, delivery, "pending", "sending", at);
      if (claim.numUpdatedRows !== 1n) continue;

      const unsubscribeUrl = buildLinkUrl(origin, secret, "unsubscribe", delivery.subscriber_id);
      const photoId = delivery.photo_id;
      if (photoId && !photos.has(photoId))
        photos.set(photoId, await loadNewsletterPhoto(db, photoId));
      const { delivered } = await sendMail(
        {
          to: delivery.email,
          ...renderNewsletterMail({
            charityName,
            subject: delivery.subject,
            content: readStoredContent(delivery.content),
            photo: photoId ? (photos.get(photoId) ?? null) : null,
            origin,
            unsubscribeLink: unsubscribeUrl,
          }),
          headers: buildUnsubscribeHeaders(unsubscribeUrl),
        },
        { charityName },
      );
      await moveDelivery(db, delivery, "sending", delivered ? "sent" : "failed", at);
      if (delivered) sent += 1;
      else failed += 1;
    }
  }
  const finished = await finishNewsletters(db, now);
  return { sent, failed, finished };
}

/** One delivery from one status to another; nothing changes when it is no longer `from`. */
function moveDelivery(
  db: Kysely<Database>,
  delivery: { newsletter_id: string; subscriber_id: string },
  from: string,
  to: string,
  at: string,
) {
  return db
    .updateTable("newsletter_deliveries")
    .set({ status: to, updated_at: at })
    .where("newsletter_id", "=", delivery.newsletter_id)
    .where("subscriber_id", "=", delivery.subscriber_id)
    .where("status", "=", from)
    .executeTakeFirst();
}

/**
 * Newsletters with no delivery left pending are done: marked sent once, audited, and their
 * deliveries forget the addresses they were sent to.
 */
async function finishNewsletters(db: Kysely<Database>, now: Date) {
  const done = await db
    .selectFrom("newsletters")
    .select(["id", "subject"])
    .where("status", "=", "sending")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("newsletter_deliveries")
            .select("newsletter_id")
            .whereRef("newsletter_deliveries.newsletter_id", "=", "newsletters.id")
            .where("newsletter_deliveries.status", "=", "pending"),
        ),
      ),
    )
    .execute();
  let finished = 0;
  for (const newsletter of done) {
    const marked = await db
      .updateTable("newsletters")
      .set({ status: "sent", finished_at: now.toISOString() })
      .where("id", "=", newsletter.id)
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) continue;
    finished += 1;
    // The addresses were needed to send; the counts are all the tab keeps (data minimisation).
    await db
      .updateTable("newsletter_deliveries")
      .set({ email: "" })
      .where("newsletter_id", "=", newsletter.id)
      .execute();
    const counts = await countDeliveries(db, [newsletter.id]);
    await recordAudit(
      db,
      {
        action: "newsletter-finished",
        target: newsletter.subject,
        detail: describeDeliveryCounts(counts.get(newsletter.id) ?? emptyCounts),
      },
      now,
    );
  }
  return finished;
}

export type DeliveryCounts = {
  sent: number;
  failed: number;
  /** Not yet sent. */
  pending: number;
  /** Claimed but not settled: being sent now, or cut short by a stopped server. */
  sending: number;
};

const emptyCounts: DeliveryCounts = { sent: 0, failed: 0, pending: 0, sending: 0 };

/** Each newsletter's deliveries by status. */
export async function countDeliveries(db: Kysely<Database>, newsletterIds: readonly string[]) {
  const counts = new Map<string, DeliveryCounts>();
  if (newsletterIds.length === 0) return counts;
  const rows = await db
    .selectFrom("newsletter_deliveries")
    .select(["newsletter_id", "status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("newsletter_id", "in", newsletterIds)
    .groupBy(["newsletter_id", "status"])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.newsletter_id) ?? { ...emptyCounts };
    if (row.status in entry) entry[row.status as keyof DeliveryCounts] = Number(row.count);
    counts.set(row.newsletter_id, entry);
  }
  return counts;
}

/** "48 sent, 1 failed", and how many are not known when a stopped server cut a send short. */
export function describeDeliveryCounts({ sent, failed, sending }: DeliveryCounts) {
  const known = `${sent} sent, ${failed} failed`;
  return sending > 0 ? `${known}, ${sending} not known (the server stopped while sending)` : known;
}
