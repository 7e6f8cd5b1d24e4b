import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

/**
 * Images visitors may see: active, and publishable under the consent model (ADR 0026), the gate
 * `/media/` serves them by. Records show them and newsletters send them outside the site.
 */
export function selectVisibleImages(db: Kysely<Database>) {
  return db
    .selectFrom("media_files")
    .selectAll()
    .where("file_type", "=", "image")
    .where("is_active", "=", 1)
    .where("publishable", "=", 1);
}
