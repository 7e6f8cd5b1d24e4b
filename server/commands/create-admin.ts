/**
 * Creates an administrator from a shell: `npm run admin:create` (after `npm run build`).
 * The email comes from ADMIN_EMAIL or a prompt; the password from ADMIN_PASSWORD or a hidden
 * prompt, never from a command-line flag (flags end up in shell history and `ps`).
 * Works on a fresh database (first-run setup) and later (e.g. a locked-out charity).
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { emailAddressProblem, emailAddressSchema } from "../../app/features/accounts/email-address";
import { findWeakPasswordProblem } from "../../app/features/accounts/password-strength.server";
import { createStaffUser, StaffUserError } from "../../app/features/accounts/staff-users.server";
import { recordAudit } from "../../app/shared/auth/audit-log.server";
import { type AppDatabase, getDatabase } from "../../app/shared/db/database.server";
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { getConfig } from "../../app/shared/lib/config.server";

async function ask(question: string, { hidden = false } = {}) {
  if (!process.stdin.isTTY) {
    throw new StaffUserError(
      "No terminal to ask in: set ADMIN_EMAIL and ADMIN_PASSWORD in the environment instead.",
    );
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question(question);
  muted = hidden;
  const value = await answer;
  prompt.close();
  if (hidden) process.stdout.write("\n");
  return value;
}

async function readCredentials(database: AppDatabase) {
  const parsed = emailAddressSchema.safeParse(process.env.ADMIN_EMAIL ?? (await ask("Email: ")));
  if (!parsed.success) throw new StaffUserError(emailAddressProblem);
  const email = parsed.data;
  let password = process.env.ADMIN_PASSWORD;
  if (password === undefined) {
    password = await ask("Password (not shown): ", { hidden: true });
    if ((await ask("Password again: ", { hidden: true })) !== password) {
      throw new StaffUserError("The passwords do not match.");
    }
  }
  const problem = await findWeakPasswordProblem(database.db, password, { email });
  if (problem) throw new StaffUserError(problem);
  return { email, password };
}

/** Creates the administrator; resolves with the process's exit code. */
export async function createAdmin() {
  const database = getDatabase();
  try {
    await migrateDatabase(getConfig());
    const { email, password } = await readCredentials(database);
    const user = await createStaffUser({
      email,
      password,
      role: "admin",
      mustChangePassword: false,
    });
    await recordAudit(database.db, {
      action: "user-added",
      actor: null,
      target: user.email,
      detail: "Administrator, from the command line",
    });
    console.info(`Administrator ${user.email} created. Sign in at /login.`);
    return 0;
  } catch (error) {
    console.error(error instanceof StaffUserError ? error.message : error);
    return 1;
  } finally {
    await database.db.destroy();
  }
}
