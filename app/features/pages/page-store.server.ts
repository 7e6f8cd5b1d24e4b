import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import type { PublicPageKey } from "~/shared/site/page-registry";
import { getPageContent } from "./page-content.server";
import { type PageContent, pageContentSchema } from "./page-content-schema";
import { addMissingStructuralSections, applyBuiltInStructure } from "./page-structure";
import type { RevisionSummary } from "./revision-summary";

/**
 * The page content store (ADR 0012): whole-page revisions, a pointer row per page, the built-in
 * copy in `pages/` as the default. Reads check stored content against the schema; content that no
 * longer fits is logged and the built-in copy is shown instead, so a page never fails on it.
 */

type Db = Kysely<Database>;
type Actor = { id: string; email: string };

export type RevisionOrigin = "save" | "restore" | "content-tab";

/** Stored JSON as page content, or null (logged) when it no longer fits the schema or structure. */
function parseStoredContent(key: PublicPageKey, json: string, revisionId: string) {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const parsed = pageContentSchema.safeParse(value);
  const builtIn = getPageContent(key);
  const fitted = parsed.success
    ? applyBuiltInStructure(builtIn, addMissingStructuralSections(builtIn, parsed.data))
    : null;
  if (fitted?.ok) return fitted.content;
  logger.warn("Stored page content no longer fits; showing the built-in copy", {
    page: key,
    revision: revisionId,
    problem: parsed.success
      ? Object.keys(fitted && !fitted.ok ? fitted.fieldErrors : {}).join(", ")
      : parsed.error.issues
          .slice(0, 3)
          .map((issue) => issue.path.join("."))
          .join(", "),
  });
  return null;
}

/** What visitors see: the published revision, else the built-in copy. One indexed query. */
export async function readPublishedPageContent(db: Db, key: PublicPageKey): Promise<PageContent> {
  const row = await db
    .selectFrom("page_document")
    .innerJoin("page_revision", "page_revision.id", "page_document.published_revision_id")
    .select(["page_revision.id", "page_revision.content"])
    .where("page_document.page_key", "=", key)
    .executeTakeFirst();
  return (row && parseStoredContent(key, row.content, row.id)) ?? getPageContent(key);
}

/** One revision of this page, for preview and restore; null when it is not this page's. */
export async function readPageRevision(db: Db, key: PublicPageKey, revisionId: string) {
  const row = await db
    .selectFrom("page_revision")
    .selectAll()
    .where("id", "=", revisionId)
    .where("page_key", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  const content = parseStoredContent(key, row.content, row.id);
  return content ? { ...summarize(row), content } : null;
}

function summarize(row: Database["page_revision"]): RevisionSummary {
  return {
    id: row.id,
    number: row.number,
    note: row.note,
    origin: row.origin,
    createdAt: row.created_at,
    createdByEmail: row.created_by_email,
  };
}

export async function readPageDocument(db: Db, key: PublicPageKey) {
  return db.selectFrom("page_document").selectAll().where("page_key", "=", key).executeTakeFirst();
}

/** Everything the editor shows for one page: latest content, the published one, the history. */
export async function loadPageEditorData(db: Db, key: PublicPageKey, historyLimit = 50) {
  const [document, revisions] = await Promise.all([
    readPageDocument(db, key),
    db
      .selectFrom("page_revision")
      .selectAll()
      .where("page_key", "=", key)
      .orderBy("number", "desc")
      .limit(historyLimit)
      .execute(),
  ]);
  const builtIn = getPageContent(key);
  // The latest revision is in the history just read (it is the newest).
  const head = document && revisions.find((row) => row.id === document.head_revision_id);
  const headContent = head ? parseStoredContent(key, head.content, head.id) : null;
  return {
    builtIn,
    headRevisionId: document?.head_revision_id ?? null,
    /** What the editor opens: the latest save, else the built-in copy. */
    content: headContent ?? builtIn,
    publishedRevisionId: document?.published_revision_id ?? null,
    publishedAt: document?.published_at ?? null,
    publishedByEmail: document?.published_by_email ?? null,
    scheduled:
      document?.scheduled_revision_id && document.publish_at
        ? { revisionId: document.scheduled_revision_id, publishAt: document.publish_at }
        : null,
    revisions: revisions.map(summarize),
  };
}

export type SaveRevisionInput = {
  key: PublicPageKey;
  content: PageContent;
  note: string | null;
  origin: RevisionOrigin;
  /** The revision the editor started from; null when it started from the built-in copy. */
  baseRevisionId: string | null;
  /** Skip the stale-edit check ("save mine anyway", the quick Content tab). */
  force?: boolean;
  requestId: string | null;
  actor: Actor;
  now?: Date;
};

export type SaveRevisionResult =
  | { status: "saved" | "repeat"; revision: RevisionSummary }
  | { status: "conflict"; head: RevisionSummary };

class StaleEdit extends Error {}

/**
 * A new revision, as the page's latest, only if nobody saved since `baseRevisionId` (checked by
 * one conditional update, so two processes cannot both win). A request seen before (same
 * request id) returns what it did the first time.
 */
export async function saveRevision(db: Db, input: SaveRevisionInput): Promise<SaveRevisionResult> {
  const repeat = await findRequest(db, input.requestId);
  if (repeat) return { status: "repeat", revision: summarize(repeat) };
  const now = (input.now ?? new Date()).toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const document = await readPageDocument(trx, input.key);
      const head = document?.head_revision_id ?? null;
      if (!input.force && head !== input.baseRevisionId) throw new StaleEdit();
      const last = await trx
        .selectFrom("page_revision")
        .select((eb) => eb.fn.max("number").as("number"))
        .where("page_key", "=", input.key)
        .executeTakeFirst();
      const revision: Database["page_revision"] = {
        id: randomUUID(),
        page_key: input.key,
        number: Number(last?.number ?? 0) + 1,
        content: JSON.stringify(input.content),
        note: input.note,
        origin: input.origin,
        based_on: head,
        request_id: input.requestId,
        created_by: input.actor.id,
        created_by_email: input.actor.email,
        created_at: now,
      };
      await trx.insertInto("page_revision").values(revision).execute();
      if (document) {
        const moved = await trx
          .updateTable("page_document")
          .set({ head_revision_id: revision.id, updated_at: now })
          .where("page_key", "=", input.key)
          .where("head_revision_id", "=", document.head_revision_id)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new StaleEdit();
      } else {
        await trx
          .insertInto("page_document")
          .values({ page_key: input.key, head_revision_id: revision.id, updated_at: now })
          .execute();
      }
      return revision;
    });
    return { status: "saved", revision: summarize(row) };
  } catch (error) {
    // Another request saved first: this one's insert or update lost the race.
    const repeated = await findRequest(db, input.requestId);
    if (repeated) return { status: "repeat", revision: summarize(repeated) };
    const document = await readPageDocument(db, input.key);
    const head = document && (await findRevision(db, document.head_revision_id));
    if (head && (error instanceof StaleEdit || head.id !== input.baseRevisionId)) {
      return { status: "conflict", head: summarize(head) };
    }
    throw error;
  }
}

async function findRequest(db: Db, requestId: string | null) {
  if (!requestId) return undefined;
  return db
    .selectFrom("page_revision")
    .selectAll()
    .where("request_id", "=", requestId)
    .executeTakeFirst();
}

async function findRevision(db: Db, id: string) {
  return db.selectFrom("page_revision").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Makes a revision of this page the one visitors see. Returns false when it already was (a repeated
 * Publish changes nothing). Publishing clears a schedule for the same revision.
 */
export async function publishRevision(
  db: Db,
  key: PublicPageKey,
  revisionId: string,
  actor: { email: string } | null,
  now = new Date(),
) {
  const result = await db
    .updateTable("page_document")
    .set((eb) => ({
      published_revision_id: revisionId,
      published_at: now.toISOString(),
      published_by_email: actor?.email ?? null,
      scheduled_revision_id: eb
        .case()
        .when("scheduled_revision_id", "=", revisionId)
        .then(null)
        .else(eb.ref("scheduled_revision_id"))
        .end(),
      publish_at: eb
        .case()
        .when("scheduled_revision_id", "=", revisionId)
        .then(null)
        .else(eb.ref("publish_at"))
        .end(),
      updated_at: now.toISOString(),
    }))
    .where("page_key", "=", key)
    .where((eb) =>
      eb.or([
        eb("published_revision_id", "is", null),
        eb("published_revision_id", "!=", revisionId),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("page_revision")
          .select("page_revision.id")
          .where("page_revision.id", "=", revisionId)
          .where("page_revision.page_key", "=", key),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Back to the built-in copy for visitors; every revision stays in the history. */
export async function unpublishPage(db: Db, key: PublicPageKey, now = new Date()) {
  const result = await db
    .updateTable("page_document")
    .set({
      published_revision_id: null,
      published_at: null,
      published_by_email: null,
      updated_at: now.toISOString(),
    })
    .where("page_key", "=", key)
    .where("published_revision_id", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Publishes this revision when `publishAt` comes (the scheduled-publish job); null cancels. */
export async function schedulePublish(
  db: Db,
  key: PublicPageKey,
  schedule: { revisionId: string; publishAt: Date } | null,
  now = new Date(),
) {
  const result = await db
    .updateTable("page_document")
    .set({
      scheduled_revision_id: schedule?.revisionId ?? null,
      publish_at: schedule?.publishAt.toISOString() ?? null,
      updated_at: now.toISOString(),
    })
    .where("page_key", "=", key)
    .where((eb) =>
      schedule
        ? eb.exists(
            eb
              .selectFrom("page_revision")
              .select("page_revision.id")
              .where("page_revision.id", "=", schedule.revisionId)
              .where("page_revision.page_key", "=", key),
          )
        : eb.val(true),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Publishes every revision whose time has come. Each page is claimed by a conditional update on
 * its schedule, so two processes running the job publish it once.
 */
export async function publishDueRevisions(db: Db, now = new Date()) {
  const due = await db
    .selectFrom("page_document")
    .select(["page_key", "scheduled_revision_id", "publish_at"])
    .where("publish_at", "<=", now.toISOString())
    .where("scheduled_revision_id", "is not", null)
    .execute();
  const published: string[] = [];
  for (const page of due) {
    const result = await db
      .updateTable("page_document")
      .set({
        published_revision_id: page.scheduled_revision_id,
        published_at: now.toISOString(),
        published_by_email: null,
        scheduled_revision_id: null,
        publish_at: null,
        updated_at: now.toISOString(),
      })
      .where("page_key", "=", page.page_key)
      .where("scheduled_revision_id", "=", page.scheduled_revision_id)
      .where("publish_at", "=", page.publish_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) published.push(page.page_key);
  }
  return published;
}
