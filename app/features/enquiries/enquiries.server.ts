import { randomUUID } from "node:crypto";
import { type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "~/shared/db/database-types";
import type { EnquiryKind, EnquiryStatus } from "~/shared/site/enquiry-vocabulary";
import { type EnquiryFilter, enquiriesPerPage } from "./enquiry-filter";
import type { ContactInput, RegistrationInput } from "./enquiry-forms";
import type { EnquirySummary } from "./enquiry-summary";
import { readRegisteredChildren } from "./registered-children";

/** What a public form hands over once its schema has checked it. */
export type NewEnquiry =
  | ({ kind: "contact" } & ContactInput)
  | ({ kind: "registration" } & RegistrationInput);

/** Columns a contact message leaves empty and a registration fills in. */
function registrationColumns(input: NewEnquiry) {
  // The columns of registrations made before 0023 stay empty: `children` holds every child.
  const before0023 = {
    child_first_name: null,
    child_age: null,
    activities: null,
    support_needs: null,
    support_needs_consent: null,
    photo_consent: null,
  };
  if (input.kind === "contact") {
    return {
      ...before0023,
      phone: null,
      topic: input.topic,
      message: input.message,
      children: null,
      emergency_contact: null,
    };
  }
  return {
    ...before0023,
    phone: input.phone,
    topic: null,
    message: null,
    // The schema keeps each child's support needs only when their own consent box was ticked.
    children: JSON.stringify(input.children),
    emergency_contact: input.emergencyContact,
  };
}

/** Stores a visitor's contact message or child registration as a new enquiry. */
export async function insertEnquiry(db: Kysely<Database>, input: NewEnquiry, now = new Date()) {
  const id = randomUUID();
  const stamp = now.toISOString();
  await db
    .insertInto("enquiries")
    .values({
      id,
      kind: input.kind,
      status: "new",
      name: input.name,
      email: input.email,
      ...registrationColumns(input),
      notes: "",
      version: 1,
      created_at: stamp,
      updated_at: stamp,
      done_at: null,
      updated_by_email: null,
    })
    .execute();
  return { id };
}

type EnquiryRow = Database["enquiries"];

function toSummary(row: EnquiryRow): EnquirySummary {
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    status: row.status as EnquiryStatus,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    emergencyContact: row.emergency_contact,
    children: row.kind === "registration" ? readRegisteredChildren(row) : null,
    notes: row.notes,
    version: row.version,
    createdAt: row.created_at,
    doneAt: row.done_at,
    updatedByEmail: row.updated_by_email,
  };
}

/** A registration's children are searched in their stored list (or, before 0023, their column). */
const searchedColumns = ["name", "email", "children", "child_first_name", "message"] as const;

/** A LIKE pattern that finds `text` anywhere, its own %, _ and backslashes taken literally. */
function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The enquiries a filter matches. The search ignores case on both databases (on SQLite, for
 * letters without accents).
 */
function selectMatching(db: Kysely<Database>, filter: EnquiryFilter) {
  let query = db.selectFrom("enquiries");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        searchedColumns.map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

function selectNewestFirst(db: Kysely<Database>, filter: EnquiryFilter) {
  return selectMatching(db, filter).selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
}

/** One page of the enquiries a filter matches, newest first, and how many match in all. */
export async function listEnquiries(db: Kysely<Database>, filter: EnquiryFilter) {
  const [rows, counted] = await Promise.all([
    selectNewestFirst(db, filter)
      .limit(enquiriesPerPage)
      .offset((filter.page - 1) * enquiriesPerPage)
      .execute(),
    selectMatching(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirst(),
  ]);
  return { enquiries: rows.map(toSummary), total: Number(counted?.count ?? 0) };
}

/** Every enquiry a filter matches, newest first, whatever the page: what the CSV holds. */
export async function listAllMatchingEnquiries(db: Kysely<Database>, filter: EnquiryFilter) {
  const rows = await selectNewestFirst(db, filter).execute();
  return rows.map(toSummary);
}

export type EnquiryChange = { id: string; version: number; status: EnquiryStatus; notes: string };

/**
 * Saves a new status and notes made to `version` of an enquiry: "stale" when someone saved it
 * since, "gone" when it was deleted. `done_at` starts when it becomes done (a later edit of the
 * notes keeps it) and is cleared when it is reopened.
 */
export async function changeEnquiry(
  db: Kysely<Database>,
  change: EnquiryChange,
  actorEmail: string,
  now = new Date(),
): Promise<{ outcome: "saved"; enquiry: EnquiryRow } | { outcome: "stale" } | { outcome: "gone" }> {
  const stamp = now.toISOString();
  const result = await db
    .updateTable("enquiries")
    .set({
      status: change.status,
      notes: change.notes,
      version: change.version + 1,
      updated_at: stamp,
      updated_by_email: actorEmail,
      done_at: change.status === "done" ? sql<string>`coalesce(done_at, ${stamp})` : null,
    })
    .where("id", "=", change.id)
    .where("version", "=", change.version)
    .executeTakeFirst();
  const enquiry = await db
    .selectFrom("enquiries")
    .selectAll()
    .where("id", "=", change.id)
    .executeTakeFirst();
  if (!enquiry) return { outcome: "gone" };
  return Number(result.numUpdatedRows) === 1 ? { outcome: "saved", enquiry } : { outcome: "stale" };
}

/** Deletes an enquiry; the deleted row, or undefined when it was already gone. */
export async function deleteEnquiry(db: Kysely<Database>, id: string) {
  return db.deleteFrom("enquiries").where("id", "=", id).returningAll().executeTakeFirst();
}
