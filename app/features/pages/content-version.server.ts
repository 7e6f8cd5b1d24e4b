import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

/**
 * The current content version: pages rendered at another version are not served
 * (server/page-cache/). The database raises it on every write to a table visitors' pages are
 * read from (app/features/pages/visitor-visible-tables.ts, ADR 0031).
 */
export async function readContentVersion(db: Kysely<Database>) {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
