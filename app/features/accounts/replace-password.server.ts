import type { Kysely } from "kysely";
import { authBoolean, authTimestamp, type DatabaseDialect } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";

/**
 * Sets a password hash (better-auth's, from `hashPassword` in better-auth-adapter) on a person's sign-in
 * account and whether they must replace it at their next sign-in, ends all their sessions, and
 * voids their other reset links: the one way every password is set for someone (by their link,
 * or by an administrator). Run inside the caller's transaction.
 */
export async function replacePassword(
  trx: Kysely<Database>,
  dialect: DatabaseDialect,
  { userId, passwordHash, mustChange, now }: ReplacePassword,
) {
  const updated = await trx
    .updateTable("account")
    .set({ password: passwordHash, updatedAt: authTimestamp(dialect, now) })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new Error("no password account for this user");
  await trx
    .updateTable("user")
    .set({
      mustChangePassword: authBoolean(dialect, mustChange),
      updatedAt: authTimestamp(dialect, now),
    })
    .where("id", "=", userId)
    .execute();
  await endSessions(trx, userId);
  await voidResetLinks(trx, userId, now);
}

type ReplacePassword = { userId: string; passwordHash: string; mustChange: boolean; now: Date };

/** The person chose their own password: nothing more to replace at the next sign-in. */
export async function clearMustChangePassword(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  userId: string,
) {
  await db
    .updateTable("user")
    .set({ mustChangePassword: authBoolean(dialect, false), updatedAt: authTimestamp(dialect) })
    .where("id", "=", userId)
    .execute();
}

export async function endSessions(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}

/** Every unused link of this person stops working: their password changed another way. */
export async function voidResetLinks(db: Kysely<Database>, userId: string, now = new Date()) {
  await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}
