import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

/** The tables of the Reviews, YouTube, Events, Volunteers and Timetable tabs' records (ADR 0014). */
export type RecordTable =
  | "reviews"
  | "youtube_videos"
  | "events"
  | "volunteer_opportunities"
  | "timetable_sessions";

type RecordColumns = Database[RecordTable];
type CommonColumns =
  | "id"
  | "position"
  | "version"
  | "created_at"
  | "updated_at"
  | "updated_by_email";
/** A table's own columns, as a create or an edit writes them. */
export type RecordValues<T extends RecordTable> = Omit<Database[T], CommonColumns>;

/**
 * Why a change was refused: the record is gone, or someone saved it after the editor opened it.
 * The tab's action turns these into 404 and 409 answers.
 */
export class RecordGone extends Error {}
export class StaleRecord extends Error {}

/**
 * The store works on any record table through their shared columns. Kysely cannot type a query
 * over a union of table names, so it sees one table whose name is chosen at run time.
 */
function anyTable(db: Kysely<Database>, table: RecordTable) {
  return { db: db as unknown as Kysely<{ record: RecordColumns }>, name: table as "record" };
}

/** The position that puts a record above every other in its table (new ones go to the top). */
export async function positionAtTop(db: Kysely<Database>, table: RecordTable) {
  const target = anyTable(db, table);
  const top = await target.db
    .selectFrom(target.name)
    .select((eb) => eb.fn.min("position").as("position"))
    .executeTakeFirst();
  return (top?.position == null ? 1 : Number(top.position)) - 1;
}

/** Adds a record at the top of its list (the lowest position). */
export async function insertRecord<T extends RecordTable>(
  db: Kysely<Database>,
  table: T,
  values: RecordValues<T>,
  actorEmail: string | null,
  now = new Date(),
) {
  const target = anyTable(db, table);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const position = await positionAtTop(trx, table);
    const stamp = now.toISOString();
    await anyTable(trx, table)
      .db.insertInto(target.name)
      .values({
        ...(values as object),
        id,
        position,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        updated_by_email: actorEmail,
      } as RecordColumns)
      .execute();
  });
  return id;
}

/**
 * Saves an edit made to `version` of a record. Nothing is written when the record has changed
 * since (StaleRecord) or was deleted (RecordGone).
 */
export async function updateRecord<T extends RecordTable>(
  db: Kysely<Database>,
  table: T,
  change: { id: string; version: number; values: Partial<RecordValues<T>> },
  actorEmail: string | null,
  now = new Date(),
) {
  const target = anyTable(db, table);
  const result = await target.db
    .updateTable(target.name)
    .set({
      ...(change.values as object),
      version: change.version + 1,
      updated_at: now.toISOString(),
      updated_by_email: actorEmail,
    })
    .where("id", "=", change.id)
    .where("version", "=", change.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await target.db
    .selectFrom(target.name)
    .select("id")
    .where("id", "=", change.id)
    .executeTakeFirst();
  throw exists ? new StaleRecord() : new RecordGone();
}

/** Reads one record, or throws RecordGone. */
export async function readRecord<T extends RecordTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<Database[T]> {
  const target = anyTable(db, table);
  const row = await target.db
    .selectFrom(target.name)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RecordGone();
  return row as unknown as Database[T];
}

/** Deletes a record and returns what it held (for the audit log and files to let go of). */
export async function deleteRecord<T extends RecordTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
) {
  const row = await readRecord(db, table, id);
  const target = anyTable(db, table);
  await target.db.deleteFrom(target.name).where("id", "=", id).execute();
  return row;
}

/**
 * Swaps a record with its neighbour in its group of `order` (the ids as the tab lists them); false
 * when there is none that way. Moving does not change a record's version: an edit open elsewhere
 * stays valid.
 */
export async function moveRecord(
  db: Kysely<Database>,
  table: RecordTable,
  move: { id: string; direction: "up" | "down"; order: readonly (readonly string[])[] },
) {
  const group = move.order.find((ids) => ids.includes(move.id));
  if (!group) throw new RecordGone();
  const index = group.indexOf(move.id);
  const neighbourId = group[move.direction === "up" ? index - 1 : index + 1];
  if (!neighbourId) return false;
  const target = anyTable(db, table);
  await target.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom(target.name)
      .select(["id", "position"])
      .where("id", "in", [move.id, neighbourId])
      .execute();
    const mine = rows.find((row) => row.id === move.id);
    const theirs = rows.find((row) => row.id === neighbourId);
    if (!mine || !theirs) throw new RecordGone();
    // Equal positions (two records added at once) would make a swap a no-op: step past instead.
    const [a, b] =
      mine.position === theirs.position
        ? move.direction === "up"
          ? [theirs.position - 1, theirs.position]
          : [theirs.position + 1, theirs.position]
        : [theirs.position, mine.position];
    await trx.updateTable(target.name).set({ position: a }).where("id", "=", mine.id).execute();
    await trx.updateTable(target.name).set({ position: b }).where("id", "=", theirs.id).execute();
  });
  return true;
}
