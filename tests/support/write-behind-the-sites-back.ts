import type { Kysely } from "kysely";
import { readContentVersion } from "../../app/features/pages/content-version.server";
import type { Database } from "../../app/shared/db/database-types";

/**
 * Makes a write and puts the content version back where it was, as no write of the site can (the
 * database raises it, ADR 0031): pages cached before stay current, so a test can show that a page
 * came from the cache. Only for tests that send no request meanwhile.
 */
export async function writeBehindTheSitesBack(
  db: Kysely<Database>,
  write: (db: Kysely<Database>) => Promise<unknown>,
) {
  const version = await readContentVersion(db);
  await write(db);
  await db.updateTable("content_version").set({ version }).where("id", "=", 1).execute();
}
