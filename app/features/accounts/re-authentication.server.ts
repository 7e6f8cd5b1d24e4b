import type { Kysely } from "kysely";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Database } from "~/shared/db/database-types";
import { confirmationMaxAgeMinutes } from "./re-authentication";

/** Signing in confirms; so does re-entering the password or a code, recorded per session. */
export async function findLastConfirmation(db: Kysely<Database>, session: SessionUser["session"]) {
  const row = await db
    .selectFrom("session_confirmations")
    .select("confirmed_at")
    .where("session_id", "=", session.id)
    .executeTakeFirst();
  const confirmedAt = row ? Date.parse(row.confirmed_at) : 0;
  return new Date(Math.max(confirmedAt, session.signedInAt.getTime()));
}

export async function hasRecentConfirmation(
  db: Kysely<Database>,
  session: SessionUser["session"],
  now = new Date(),
) {
  const last = await findLastConfirmation(db, session);
  return now.getTime() - last.getTime() <= confirmationMaxAgeMinutes * 60_000;
}

/** Records a confirmation, and forgets those of sessions that have ended since. */
export async function recordConfirmation(
  db: Kysely<Database>,
  sessionId: string,
  now = new Date(),
) {
  const row = { confirmed_at: now.toISOString() };
  await db
    .insertInto("session_confirmations")
    .values({ session_id: sessionId, ...row })
    .onConflict((conflict) => conflict.column("session_id").doUpdateSet(row))
    .execute();
  await db
    .deleteFrom("session_confirmations")
    .where("session_id", "not in", db.selectFrom("session").select("id"))
    .execute();
}
