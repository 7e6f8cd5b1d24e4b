import { hashPassword } from "~/shared/auth/better-auth-adapter.server";
import { type AppDatabase, authBoolean, authTimestamp } from "~/shared/db/database.server";
import { accountMessages } from "./messages";
import { emailResetLink, findPerson } from "./password-reset.server";
import { endSessions, replacePassword } from "./replace-password.server";
import { StaffUserError } from "./staff-users.server";

/**
 * What an administrator can do for someone locked out, from the Users tab: email them a reset
 * link, set a temporary password they must replace, or reset their two-factor. The last two end
 * all the person's sessions at once; neither may be done to oneself (My Account is for that).
 */

/** Someone else's account, by id; refused for one's own. */
export async function findRecoveryTarget(database: AppDatabase, userId: string, actorId: string) {
  const person = await findPerson(database.db, userId);
  if (!person) throw new StaffUserError(accountMessages.users.notFound);
  if (person.id === actorId)
    throw new StaffUserError(accountMessages.accountRecovery.notForYourself);
  return person;
}

/** Emails the person a reset link (an administrator may send one to themselves too). */
export async function sendResetLinkFor(
  database: AppDatabase,
  { userId, origin }: { userId: string; origin: string },
) {
  const person = await findPerson(database.db, userId);
  if (!person) throw new StaffUserError(accountMessages.users.notFound);
  const { delivered } = await emailResetLink(database.db, person, {
    origin,
    sentBy: "administrator",
  });
  return { email: person.email, delivered };
}

/**
 * A password the administrator hands over (checked by the caller against the password rules):
 * set with the same hashing as every password, mustChangePassword on, so the person replaces it
 * at their next sign-in; their sessions and reset links end.
 */
export async function setTemporaryPassword(
  database: AppDatabase,
  { person, password }: { person: { id: string; email: string }; password: string },
) {
  const passwordHash = await hashPassword(password);
  await database.db.transaction().execute((trx) =>
    replacePassword(trx, database.dialect, {
      userId: person.id,
      passwordHash,
      mustChange: true,
      now: new Date(),
    }),
  );
  return { email: person.email };
}

/**
 * Two-factor off for someone who lost their phone and their recovery codes: the secret and codes
 * are deleted, `twoFactorEnabled` cleared and every session ended. They sign in with their
 * password alone; when two-factor is required for all staff, the dashboard then asks them to set
 * it up again before anything else (session.server.ts, mustSetUpTwoFactor).
 */
export async function resetTwoFactor(database: AppDatabase, userId: string, actorId: string) {
  const person = await findRecoveryTarget(database, userId, actorId);
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("user")
      .select("twoFactorEnabled")
      .where("id", "=", person.id)
      .executeTakeFirst();
    const secrets = await trx
      .deleteFrom("twoFactor")
      .where("userId", "=", person.id)
      .executeTakeFirst();
    if (!row?.twoFactorEnabled && Number(secrets.numDeletedRows) === 0) {
      throw new StaffUserError(accountMessages.accountRecovery.twoFactorNotOn);
    }
    await trx
      .updateTable("user")
      .set({
        twoFactorEnabled: authBoolean(database.dialect, false),
        updatedAt: authTimestamp(database.dialect),
      })
      .where("id", "=", person.id)
      .execute();
    await endSessions(trx, person.id);
    return { email: person.email };
  });
}
