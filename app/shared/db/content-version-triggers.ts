import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The database's own bump of `content_version` (ADR 0031): every insert, update and delete on a
 * table visitors' pages are built from raises it, in the writing transaction, so a cached page
 * can never outlive the rows it was rendered from. For migrations: they take any schema.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
type AnyDb = Kysely<any>;

const raiseFunction = "raise_content_version";

/** Whether the connection is PostgreSQL's; the site's SQLite dialect uses Kysely's SqliteAdapter. */
function isPostgres(db: AnyDb) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const writes = ["insert", "update", "delete"] as const;

const sqliteTriggerName = (table: string, write: (typeof writes)[number]) =>
  `${table}_raises_content_version_on_${write}`;
const postgresTriggerName = (table: string) => `${table}_raises_content_version`;

/** The trigger names a table gets: SQLite needs one per kind of write, PostgreSQL one for all. */
export function contentVersionTriggerNames(table: string, dialect: "sqlite" | "postgres") {
  return dialect === "postgres"
    ? [postgresTriggerName(table)]
    : writes.map((write) => sqliteTriggerName(table, write));
}

/**
 * PostgreSQL's trigger function. It runs at commit (the triggers are deferred), once per
 * transaction: the content_version row is then locked only for the commit itself, never while
 * the transaction waits for another row, so two writers cannot deadlock over it.
 */
export async function createContentVersionFunction(db: AnyDb) {
  if (!isPostgres(db)) return;
  await sql`
    create function ${sql.id(raiseFunction)}() returns trigger language plpgsql as $$
    begin
      if current_setting('content_version.raised', true) is distinct from 'yes' then
        update content_version set version = version + 1 where id = 1;
        perform set_config('content_version.raised', 'yes', true);
      end if;
      return null;
    end
    $$`.execute(db);
}

export async function dropContentVersionFunction(db: AnyDb) {
  if (!isPostgres(db)) return;
  await sql`drop function ${sql.id(raiseFunction)}()`.execute(db);
}

/** Makes every insert, update and delete on `table` raise the content version. */
export async function addContentVersionTriggers(db: AnyDb, table: string) {
  if (isPostgres(db)) {
    await sql`create constraint trigger ${sql.id(postgresTriggerName(table))}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row
      execute function ${sql.id(raiseFunction)}()`.execute(db);
    return;
  }
  for (const write of writes) {
    await sql`create trigger ${sql.id(sqliteTriggerName(table, write))} after ${sql.raw(write)} on ${sql.table(table)}
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function dropContentVersionTriggers(db: AnyDb, table: string) {
  const dialect = isPostgres(db) ? "postgres" : "sqlite";
  for (const name of contentVersionTriggerNames(table, dialect)) {
    const on = dialect === "postgres" ? sql` on ${sql.table(table)}` : sql``;
    await sql`drop trigger ${sql.id(name)}${on}`.execute(db);
  }
}
