import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { getPage, type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import type { PageApproval } from "./page-approval";
import { diffPageContent } from "./page-content-diff";
import { publishRevision, readPageRevision, readPublishedPageContent } from "./page-store.server";

/**
 * Moderation's records (ADR 0028): at most one row per page, an editor's change waiting for an
 * administrator ("pending") or sent back with a comment ("sent-back"). Every change is one
 * conditional statement, so two administrators deciding at once decide once.
 */

type Db = Kysely<Database>;
type Actor = { id: string; email: string };

const pendingStatus = "pending";
const sentBackStatus = "sent-back";

export async function readPageApprovalRow(db: Db, key: PublicPageKey) {
  return db.selectFrom("page_approval").selectAll().where("page_key", "=", key).executeTakeFirst();
}

/** Every change waiting for an administrator, newest first, for the Needs attention list. */
export async function listPageApprovals(db: Db) {
  const rows = await db
    .selectFrom("page_approval")
    .select(["page_key", "submitted_at", "submitted_by_email"])
    .where("status", "=", pendingStatus)
    .orderBy("submitted_at", "desc")
    .execute();
  const known = new Set<string>(publicPages.map((page) => page.key));
  return rows
    .filter((row) => known.has(row.page_key))
    .map((row) => ({
      pageKey: row.page_key as PublicPageKey,
      title: getPage(row.page_key as PublicPageKey).title,
      submittedAt: row.submitted_at,
      submittedByEmail: row.submitted_by_email,
    }));
}

/** This revision waits for an administrator; it replaces whatever the page had waiting. */
export async function submitForApproval(
  db: Db,
  key: PublicPageKey,
  revisionId: string,
  actor: Actor,
  now = new Date(),
) {
  const row = {
    revision_id: revisionId,
    status: pendingStatus,
    submitted_by: actor.id,
    submitted_by_email: actor.email,
    submitted_at: now.toISOString(),
    comment: null,
    reviewed_by_email: null,
    reviewed_at: null,
  };
  await db
    .insertInto("page_approval")
    .values({ page_key: key, ...row })
    .onConflict((conflict) => conflict.column("page_key").doUpdateSet(row))
    .execute();
}

/** The submitter saved again: their waiting submission no longer says what they want published. */
export async function withdrawSubmission(db: Db, key: PublicPageKey, submitterId: string) {
  const result = await db
    .deleteFrom("page_approval")
    .where("page_key", "=", key)
    .where("status", "=", pendingStatus)
    .where("submitted_by", "=", submitterId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Publishes the submitted revision, if it is still the one waiting (`revisionId`, as the
 * administrator saw it). Null when it was withdrawn, replaced or decided meanwhile.
 */
export async function approveSubmission(
  db: Db,
  key: PublicPageKey,
  revisionId: string,
  actor: Actor,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("page_approval")
      .select("submitted_by_email")
      .where("page_key", "=", key)
      .where("revision_id", "=", revisionId)
      .where("status", "=", pendingStatus)
      .executeTakeFirst();
    const taken = await trx
      .deleteFrom("page_approval")
      .where("page_key", "=", key)
      .where("revision_id", "=", revisionId)
      .where("status", "=", pendingStatus)
      .executeTakeFirst();
    if (!row || Number(taken.numDeletedRows) !== 1) return null;
    await publishRevision(trx, key, revisionId, actor);
    return { submittedByEmail: row.submitted_by_email };
  });
}

/** Sends the waiting submission back with a comment; the revision stays as the draft it was. */
export async function sendBackSubmission(
  db: Db,
  key: PublicPageKey,
  revisionId: string,
  actor: Actor,
  comment: string,
  now = new Date(),
) {
  const result = await db
    .updateTable("page_approval")
    .set({
      status: sentBackStatus,
      comment,
      reviewed_by_email: actor.email,
      reviewed_at: now.toISOString(),
    })
    .where("page_key", "=", key)
    .where("revision_id", "=", revisionId)
    .where("status", "=", pendingStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The page was published by an administrator's own Publish (or an editor's, with moderation off):
 * a submission of that same revision is done, and a sent-back comment is about an older draft.
 */
export async function settleApprovalOnPublish(db: Db, key: PublicPageKey, revisionId: string) {
  await db
    .deleteFrom("page_approval")
    .where("page_key", "=", key)
    .where((eb) =>
      eb.or([
        eb("status", "=", sentBackStatus),
        eb.and([eb("status", "=", pendingStatus), eb("revision_id", "=", revisionId)]),
      ]),
    )
    .execute();
}

/**
 * The page's approval as the editors show it: for everyone, who submitted or sent back what; for
 * administrators, a pending submission's changes against what visitors see.
 */
export async function loadPageApproval(
  db: Db,
  key: PublicPageKey,
  viewer: { role: string },
): Promise<PageApproval | null> {
  const row = await readPageApprovalRow(db, key);
  if (!row) return null;
  const revision = await readPageRevision(db, key, row.revision_id);
  if (!revision) return null;
  const pending = row.status === pendingStatus;
  return {
    status: pending ? "pending" : "sent-back",
    revisionId: row.revision_id,
    revisionNumber: revision.number,
    submittedByEmail: row.submitted_by_email,
    submittedAt: row.submitted_at,
    comment: row.comment,
    reviewedByEmail: row.reviewed_by_email,
    reviewedAt: row.reviewed_at,
    changes:
      pending && viewer.role === "admin"
        ? diffPageContent(await readPublishedPageContent(db, key), revision.content)
        : null,
  };
}
