import { createHash, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { randomUnambiguous } from "~/shared/auth/unambiguous-alphabet";
import type { Database } from "~/shared/db/database-types";
import { makeFilePrivate, privateFileMode } from "~/shared/lib/private-files.server";
import { setupCodeFileName } from "./setup-code-file";

/**
 * The one-time code that lets the first administrator be created on the web (ADR 0016). Only its
 * hash is kept, in `app_secret`, so every process of the site accepts the same code; the code
 * itself is printed once at start-up and kept in a file only the server's user can read.
 */

const groups = 3;
const groupLength = 4;
const secretName = "admin-setup-code";

/**
 * "ABCD-EFGH-JKMN": 12 characters in three groups, without look-alikes (it is read aloud and
 * typed from a screen or a log).
 */
export function generateSetupCode() {
  return Array.from({ length: groups }, () => randomUnambiguous(groupLength)).join("-");
}

/** What was typed, as compared: capitals, without spaces or dashes. */
function normalise(code: string) {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

function hashCode(code: string) {
  return createHash("sha256").update(normalise(code)).digest("hex");
}

async function readStoredHash(db: Kysely<Database>) {
  const row = await db
    .selectFrom("app_secret")
    .select("value")
    .where("name", "=", secretName)
    .executeTakeFirst();
  return row?.value;
}

async function readCodeFile(file: string) {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    return undefined;
  }
}

export type SetupCodeState =
  | { kind: "none" }
  /** Set by ADMIN_SETUP_CODE: whoever deployed the site knows it. */
  | { kind: "configured" }
  /** Made (or found in this data folder) now: the start-up log prints it. */
  | { kind: "made"; code: string; file: string }
  /** Another process made it; its log and data folder have it. */
  | { kind: "elsewhere" };

/**
 * At start-up while no user exists: the site's setup code. ADMIN_SETUP_CODE wins; otherwise the
 * first process to start makes one (a conflict-free insert, so processes starting together agree)
 * and a restarted process finds its own in its data folder. Once an administrator exists, the
 * code and this folder's file are removed.
 */
export async function prepareSetupCode(
  db: Kysely<Database>,
  { dataDir, configured, hasUsers }: { dataDir: string; configured?: string; hasUsers: boolean },
): Promise<SetupCodeState> {
  const file = path.join(dataDir, setupCodeFileName);
  if (hasUsers) {
    await clearSetupCode(db, dataDir);
    return { kind: "none" };
  }
  if (configured) {
    const value = hashCode(configured);
    await db
      .insertInto("app_secret")
      .values({ name: secretName, value })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
      .execute();
    await rm(file, { force: true });
    return { kind: "configured" };
  }
  const kept = await readCodeFile(file);
  const stored = await readStoredHash(db);
  if (kept && stored === hashCode(kept)) return { kind: "made", code: kept, file };
  if (stored) return { kind: "elsewhere" };

  const code = generateSetupCode();
  const made = await db
    .insertInto("app_secret")
    .values({ name: secretName, value: hashCode(code) })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .executeTakeFirst();
  // Another process starting at the same moment made the site's code first.
  if (Number(made.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: "elsewhere" };
  await writeFile(file, `${code}\n`, { mode: privateFileMode });
  // A file left from an earlier code keeps its old mode when written over.
  await makeFilePrivate(file);
  return { kind: "made", code, file };
}

/** True when `submitted` is the site's setup code (compared by hash, in constant time). */
export async function checkSetupCode(db: Kysely<Database>, submitted: string) {
  const stored = await readStoredHash(db);
  if (!stored || !submitted.trim()) return false;
  const given = Buffer.from(hashCode(submitted), "hex");
  const expected = Buffer.from(stored, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The code is used up: its hash goes, and this data folder's file with it. */
export async function clearSetupCode(db: Kysely<Database>, dataDir: string) {
  await db.deleteFrom("app_secret").where("name", "=", secretName).execute();
  await rm(path.join(dataDir, setupCodeFileName), { force: true });
}
