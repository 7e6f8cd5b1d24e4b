import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set, otherwise one made on first
 * start and kept in the database, so every process behind a load balancer uses the same one.
 */
export async function loadAuthSecret(db: Kysely<Database>, configured: string | undefined) {
  if (configured) return configured;
  await db
    .insertInto("app_secret")
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_secret")
    .select("value")
    .where("name", "=", "auth")
    .executeTakeFirstOrThrow();
  return row.value;
}
