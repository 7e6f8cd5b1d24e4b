import { randomBytes } from "node:crypto";
import { getSchema } from "better-auth/db";
import { getMigrations } from "better-auth/db/migration";
import type { AppDatabase } from "~/shared/db/database.server";
import { createAuth } from "./auth.server";

/**
 * better-auth's own tables (user, session, account, verification, twoFactor), made and listed
 * from its schema with its public migration API (part of the adapter, ADR 0006).
 */

/** The options of an instance made for its schema only: the secret is never stored or sent. */
function schemaOptions(database: AppDatabase) {
  return createAuth({
    database,
    secret: randomBytes(32).toString("base64url"),
    baseURL: "http://localhost",
    secureCookies: false,
  }).options;
}

/** Creates the missing tables, columns and indexes; nothing when up to date. */
export async function migrateAuthTables(database: AppDatabase) {
  const { runMigrations } = await getMigrations(schemaOptions(database));
  await runMigrations();
}

/** What migrateAuthTables would do, by name; empty when up to date. */
export async function findPendingAuthChanges(database: AppDatabase) {
  const pending = await getMigrations(schemaOptions(database));
  return [
    ...pending.toBeCreated.map(({ table }) => `better-auth's ${table} table`),
    ...pending.toBeAdded.map(({ table }) => `new columns of better-auth's ${table} table`),
    ...pending.toBeAddedIndexes.map(({ name }) => `better-auth's index ${name}`),
  ];
}

/** better-auth's table names. */
export function listAuthTables(database: AppDatabase) {
  return Object.keys(getSchema(schemaOptions(database)));
}
