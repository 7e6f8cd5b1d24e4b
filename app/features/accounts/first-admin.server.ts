import { recordAudit } from "~/shared/auth/audit-log.server";
import type { AppDatabase } from "~/shared/db/database.server";
import {
  consumeRateLimit,
  type RateLimit,
  releaseRateLimit,
} from "~/shared/forms/rate-limit.server";
import { accountMessages } from "./messages";
import { findWeakPasswordProblem } from "./password-strength.server";
import { checkSetupCode, clearSetupCode } from "./setup-code.server";
import { countUsers, createStaffUser, StaffUserError } from "./staff-users.server";
import { throttleAddressKey } from "./throttle-address";

export class FirstAdminRefused extends Error {}

/** The setup code was missing or wrong: said beside its field. */
export class SetupCodeRefused extends Error {}

/** Too many wrong setup codes from one address. */
export class SetupCodeThrottled extends Error {
  constructor(readonly retryAfterMinutes: number) {
    super(accountMessages.createAdmin.setupCodeThrottled(retryAfterMinutes));
  }
}

/** Wrong setup codes allowed per address: enough for typing slips, useless for guessing. */
export const setupCodeLimit: RateLimit = { limit: 5, windowMinutes: 15 };

/**
 * First-run setup: creates the first administrator while the database has no user, for whoever
 * has the site's setup code (setup-code.server.ts). Each attempt is counted before the code is
 * checked (one atomic statement, so a parallel burst gets no more than the limit), and given back
 * when the code was right. A claim row (primary key 1) makes two simultaneous requests unable to
 * both succeed; it is released if creating the user fails, so setup can be tried again.
 */
export async function createFirstAdmin(
  database: AppDatabase,
  input: { email: string; password: string; setupCode: string; ip: string; dataDir: string },
) {
  const { db } = database;
  if ((await countUsers(db)) > 0)
    throw new FirstAdminRefused(accountMessages.createAdmin.alreadyExists);
  const throttleKey = `setup-code:${throttleAddressKey(input.ip)}`;
  const attempt = await consumeRateLimit(db, throttleKey, setupCodeLimit);
  if (!attempt.allowed) throw new SetupCodeThrottled(attempt.retryAfterMinutes);
  if (!input.setupCode.trim()) {
    throw new SetupCodeRefused(accountMessages.createAdmin.setupCodeMissing);
  }
  if (!(await checkSetupCode(db, input.setupCode))) {
    throw new SetupCodeRefused(accountMessages.createAdmin.setupCodeWrong);
  }
  await releaseRateLimit(db, throttleKey);
  const problem = await findWeakPasswordProblem(db, input.password, { email: input.email });
  if (problem) throw new StaffUserError(problem);

  const claim = await db
    .insertInto("first_admin_claim")
    .values({ id: 1, claimed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new FirstAdminRefused(accountMessages.createAdmin.alreadyExists);
  }
  try {
    const user = await createStaffUser({
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
    await clearSetupCode(db, input.dataDir);
    return user;
  } catch (error) {
    await db.deleteFrom("first_admin_claim").where("id", "=", 1).execute();
    throw error;
  }
}
