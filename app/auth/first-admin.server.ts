import { messages } from "~/content/messages";
import type { AppDatabase } from "~/db/database.server";
import { recordAudit } from "./audit-log.server";
import type { Auth } from "./auth.server";
import { findPasswordProblem } from "./password-rules";
import { countUsers, createStaffUser, StaffUserError } from "./staff-users.server";

export class FirstAdminRefused extends Error {}

/**
 * First-run setup: creates the first administrator while the database has no user. A claim row
 * (primary key 1) makes two simultaneous requests unable to both succeed; the claim is released
 * if creating the user fails, so setup can be tried again.
 */
export async function createFirstAdmin(
  database: AppDatabase,
  auth: Auth,
  input: { email: string; password: string; ip: string },
) {
  const { db } = database;
  if ((await countUsers(db)) > 0) throw new FirstAdminRefused(messages.createAdmin.alreadyExists);
  const problem = findPasswordProblem(input.password);
  if (problem) throw new StaffUserError(problem);

  const claim = await db
    .insertInto("first_admin_claim")
    .values({ id: 1, claimed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new FirstAdminRefused(messages.createAdmin.alreadyExists);
  }
  try {
    const user = await createStaffUser(auth, {
      email: input.email,
      password: input.password,
      role: "admin",
      mustChangePassword: false,
    });
    await recordAudit(db, {
      action: "first-admin-created",
      actor: user,
      target: user.email,
      ip: input.ip,
    });
    return user;
  } catch (error) {
    await db.deleteFrom("first_admin_claim").where("id", "=", 1).execute();
    throw error;
  }
}
