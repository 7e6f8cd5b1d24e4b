import type { Kysely } from "kysely";
import { findLastSignIns } from "~/shared/auth/audit-log.server";
import { createUserWithPassword } from "~/shared/auth/better-auth-adapter.server";
import { isRole, type Role } from "~/shared/auth/roles";
import { type AppDatabase, authTimestamp } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { accountMessages } from "./messages";
import type { StaffUser } from "./staff-user";

/** A refusal the person can act on (shown in the form), as opposed to a fault. */
export class StaffUserError extends Error {}

function toIso(value: Date | string) {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export async function countUsers(db: Kysely<Database>) {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUser[]> {
  const [rows, lastSignIns] = await Promise.all([
    db
      .selectFrom("user")
      .select([
        "id",
        "email",
        "name",
        "role",
        "mustChangePassword",
        "twoFactorEnabled",
        "createdAt",
      ])
      .orderBy("email")
      .execute(),
    findLastSignIns(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: isRole(row.role) ? row.role : "editor",
    mustChangePassword: Boolean(row.mustChangePassword),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: toIso(row.createdAt),
    lastSignInAt: lastSignIns.get(row.id) ?? null,
  }));
}

export async function findStaffUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "role"])
    .where("id", "=", id)
    .executeTakeFirst();
}

type NewStaffUser = {
  email: string;
  name?: string;
  role: Role;
  password: string;
  mustChangePassword: boolean;
};

/** Creates a user with a password (better-auth's sign-up is closed); refused for a taken address. */
export async function createStaffUser(input: NewStaffUser) {
  const email = input.email.trim().toLowerCase();
  const user = await createUserWithPassword({
    email,
    name: input.name?.trim() || email.split("@")[0] || email,
    role: input.role,
    mustChangePassword: input.mustChangePassword,
    password: input.password,
  });
  if (!user) throw new StaffUserError(accountMessages.users.emailTaken);
  return { id: user.id, email };
}

/** Locks the admins' rows on PostgreSQL so two changes cannot both remove the last admin. */
async function countAdmins(trx: Kysely<Database>, dialect: AppDatabase["dialect"]) {
  const query = trx.selectFrom("user").select("id").where("role", "=", "admin");
  const rows = await (dialect === "postgres" ? query.forUpdate() : query).execute();
  return rows.length;
}

export async function changeStaffRole(database: AppDatabase, userId: string, role: Role) {
  return database.db.transaction().execute(async (trx) => {
    const user = await findStaffUser(trx, userId);
    if (!user) throw new StaffUserError(accountMessages.users.notFound);
    if (
      user.role === "admin" &&
      role !== "admin" &&
      (await countAdmins(trx, database.dialect)) <= 1
    ) {
      throw new StaffUserError(accountMessages.users.lastAdmin);
    }
    await trx
      .updateTable("user")
      .set({ role, updatedAt: authTimestamp(database.dialect) })
      .where("id", "=", userId)
      .execute();
    return { email: user.email, from: user.role, to: role };
  });
}

/** Removes the user, their sign-in account and every session they have, in one transaction. */
export async function removeStaffUser(database: AppDatabase, userId: string, actorId: string) {
  if (userId === actorId) throw new StaffUserError(accountMessages.users.removeSelf);
  return database.db.transaction().execute(async (trx) => {
    const user = await findStaffUser(trx, userId);
    if (!user) throw new StaffUserError(accountMessages.users.notFound);
    if (user.role === "admin" && (await countAdmins(trx, database.dialect)) <= 1) {
      throw new StaffUserError(accountMessages.users.lastAdmin);
    }
    await trx.deleteFrom("session").where("userId", "=", userId).execute();
    await trx.deleteFrom("account").where("userId", "=", userId).execute();
    await trx.deleteFrom("user").where("id", "=", userId).execute();
    return { email: user.email };
  });
}
