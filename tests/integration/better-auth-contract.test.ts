import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resetTwoFactor } from "../../app/features/accounts/account-recovery.server";
import {
  cancelCodeStep,
  disableTwoFactor,
  listRecoveryCodes,
  readPendingCodeStep,
  readTotpKey,
  replaceRecoveryCodes,
  startTotpSetup,
  verifyRecoveryCode,
  verifyTotp,
} from "../../app/features/accounts/better-auth-two-factor.server";
import { endSessions, replacePassword } from "../../app/features/accounts/replace-password.server";
import { makeStepCode } from "../../app/features/accounts/totp-step.server";
import { readTotpSecret } from "../../app/features/accounts/two-factor-code";
import { getSessionPolicy } from "../../app/shared/auth/auth.server";
import {
  changeOwnPassword,
  checkOwnPassword,
  createUserWithPassword,
  endSession,
  findSession,
  hashPassword,
  signInWithPassword,
} from "../../app/shared/auth/better-auth-adapter.server";
import {
  findPendingAuthChanges,
  listAuthTables,
} from "../../app/shared/auth/better-auth-schema.server";
import { normalizeRecoveryCode, recoveryCodeFormat } from "../../app/shared/auth/recovery-code";
import { type AppDatabase, authTimestamp, getDatabase } from "../../app/shared/db/database.server";
import { migrateDatabase } from "../../app/shared/db/migrate.server";
import { getConfig } from "../../app/shared/lib/config.server";
import { mayUsePageCache } from "../../server/page-cache/page-cache-key";
import { createPostgresTestDatabase } from "../support/test-database";
import { totpCode, wrongTotpCode } from "../support/totp";

/**
 * What the project relies on from better-auth, through the adapter (app/shared/auth/better-auth-*.server.ts,
 * ADR 0006), against a real database: SQLite in a temporary folder, or PostgreSQL when
 * TEST_DATABASE_URL is set. An upgrade that changes any of it fails here, not in a browser.
 */

const plain = "http://127.0.0.1:3000";
const secure = "https://127.0.0.1:3000";

/** Cookies as a browser keeps them: the Set-Cookie answers applied in order. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const maxAge = attributes.find((part) => /^\s*max-age=/i.test(part));
      if (maxAge && Number(maxAge.split("=")[1]) <= 0) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return this;
  }
  request(origin = plain) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Request(`${origin}/admin`, { headers: { cookie } });
  }
}

function setCookie(headers: Headers, name: string) {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

let database: AppDatabase;
let dataDir: string;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "better-auth-contract-"));
  const postgres = await createPostgresTestDatabase();
  dropPostgres = postgres?.drop;
  // The adapter reads the process's configuration, as the server does.
  process.env.DATA_DIR = dataDir;
  if (postgres) process.env.DATABASE_URL = postgres.url;
  await migrateDatabase(getConfig());
  database = getDatabase();
  expect(database.dialect).toBe(postgres ? "postgres" : "sqlite");
});

afterAll(async () => {
  await database?.db.destroy();
  await dropPostgres?.();
  rmSync(dataDir, { recursive: true, force: true });
});

let people = 0;
/** A new staff member with a known password, and their sign-in address. */
async function createPerson(overrides: { role?: string; mustChangePassword?: boolean } = {}) {
  people += 1;
  const email = `person${people}@example.org`;
  const password = `contract password ${people}`;
  const created = await createUserWithPassword({
    email,
    name: `Person ${people}`,
    role: overrides.role ?? "editor",
    mustChangePassword: overrides.mustChangePassword ?? false,
    password,
  });
  if (!created) throw new Error("address taken");
  return { id: created.id, email, password };
}

async function signedIn(person: { email: string; password: string }, origin = plain) {
  const answer = await signInWithPassword(new Request(`${origin}/login`), person);
  if (answer.outcome !== "signed-in") throw new Error(`not signed in: ${answer.outcome}`);
  return new CookieJar().take(answer.headers);
}

async function sessionRows(userId: string) {
  return database.db.selectFrom("session").select(["id"]).where("userId", "=", userId).execute();
}

describe("schema", () => {
  test("better-auth's tables are the ones our queries name, and are current after migrating", async () => {
    expect(listAuthTables(database).sort()).toEqual(
      ["account", "session", "twoFactor", "user", "verification"].sort(),
    );
    expect(await findPendingAuthChanges(database)).toEqual([]);
  });
});

describe("users and passwords", () => {
  test("a created user has our fields and a credential account; a taken address is refused", async () => {
    const person = await createPerson({ role: "admin", mustChangePassword: true });
    const user = await database.db
      .selectFrom("user")
      .select(["email", "role", "mustChangePassword", "twoFactorEnabled"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(person.email);
    expect(user.role).toBe("admin");
    expect(Boolean(user.mustChangePassword)).toBe(true);
    expect(Boolean(user.twoFactorEnabled)).toBe(false);
    const accounts = await database.db
      .selectFrom("account")
      .select(["providerId", "password"])
      .where("userId", "=", person.id)
      .execute();
    expect(accounts).toEqual([{ providerId: "credential", password: expect.any(String) }]);
    expect(
      await createUserWithPassword({
        email: person.email,
        name: "Again",
        role: "editor",
        mustChangePassword: false,
        password: "another password here",
      }),
    ).toBeNull();
  });

  test("a hash from hashPassword, written by our own query, is what sign-in checks", async () => {
    const person = await createPerson();
    const passwordHash = await hashPassword("a replaced password");
    await database.db.transaction().execute((trx) =>
      replacePassword(trx, database.dialect, {
        userId: person.id,
        passwordHash,
        mustChange: false,
        now: new Date(),
      }),
    );
    expect((await signInWithPassword(new Request(`${plain}/login`), person)).outcome).toBe(
      "refused",
    );
    const answer = await signInWithPassword(new Request(`${plain}/login`), {
      email: person.email,
      password: "a replaced password",
    });
    expect(answer.outcome).toBe("signed-in");
  });

  test("a wrong password or an unknown address is refused, not thrown", async () => {
    const person = await createPerson();
    const login = new Request(`${plain}/login`);
    expect(await signInWithPassword(login, { ...person, password: "not it at all" })).toEqual({
      outcome: "refused",
    });
    expect(
      await signInWithPassword(login, { email: "nobody@example.org", password: "whatever1234" }),
    ).toEqual({ outcome: "refused" });
  });

  test("checkOwnPassword says whether it is the signed-in user's password", async () => {
    const person = await createPerson();
    const jar = await signedIn(person);
    expect(await checkOwnPassword(jar.request(), person.password)).toBe(true);
    expect(await checkOwnPassword(jar.request(), "not the password")).toBe(false);
    expect(await checkOwnPassword(new Request(`${plain}/admin`), person.password)).toBe(false);
  });

  test("changing one's password ends every other session and replaces this one", async () => {
    const person = await createPerson();
    const here = await signedIn(person);
    const elsewhere = await signedIn(person);
    const newPassword = "a changed password";
    expect(
      await changeOwnPassword(here.request(), { currentPassword: "wrong one", newPassword }),
    ).toBeNull();
    const headers = await changeOwnPassword(here.request(), {
      currentPassword: person.password,
      newPassword,
    });
    expect(headers).not.toBeNull();
    here.take(headers as Headers);
    expect((await findSession(here.request(), { renew: false })).session?.user.id).toBe(person.id);
    expect((await findSession(elsewhere.request(), { renew: false })).session).toBeNull();
    expect(await sessionRows(person.id)).toHaveLength(1);
    expect((await signInWithPassword(new Request(`${plain}/login`), person)).outcome).toBe(
      "refused",
    );
  });
});

describe("sessions", () => {
  test("sign-in answers a user and an HttpOnly session cookie our page cache recognises", async () => {
    const person = await createPerson();
    const answer = await signInWithPassword(new Request(`${plain}/login`), person);
    expect(answer).toEqual({
      outcome: "signed-in",
      headers: expect.any(Headers),
      user: { id: person.id, email: person.email },
    });
    const cookie = setCookie((answer as { headers: Headers }).headers, "better-auth.session_token");
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    // rememberMe: the cookie outlives the browser, for the idle limit.
    expect(cookie).toMatch(new RegExp(`; Max-Age=${getSessionPolicy().idleSeconds}(;|$)`, "i"));
    expect(cookie).not.toMatch(/; Secure/i);
    const jar = new CookieJar().take((answer as { headers: Headers }).headers);
    const visitor = {
      method: "GET",
      url: "/",
      headers: { cookie: jar.request().headers.get("cookie") },
    };
    expect(mayUsePageCache(visitor as never)).toBe(false);
  });

  test("over HTTPS the session cookie is __Secure- and Secure", async () => {
    const person = await createPerson();
    const jar = await signedIn(person, secure);
    const [name] = [...jar.cookies.keys()];
    expect(name).toBe("__Secure-better-auth.session_token");
    const answer = await signInWithPassword(new Request(`${secure}/login`), person);
    const cookie = setCookie((answer as { headers: Headers }).headers, name as string);
    expect(cookie).toMatch(/; Secure/i);
    expect((await findSession(jar.request(secure), { renew: false })).session?.user.id).toBe(
      person.id,
    );
  });

  test("a session has the fields and times readSession's limits are measured from", async () => {
    const person = await createPerson({ role: "admin", mustChangePassword: true });
    const before = Date.now();
    const jar = await signedIn(person);
    const { session } = await findSession(jar.request(), { renew: false });
    expect(session).toEqual({
      id: expect.any(String),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      expiresAt: expect.any(Date),
      user: {
        id: person.id,
        email: person.email,
        name: expect.any(String),
        role: "admin",
        mustChangePassword: true,
        twoFactorEnabled: false,
      },
    });
    const found = session as NonNullable<typeof session>;
    expect(found.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // isDueForRenewal reads the renewal time back as expiresAt minus the idle limit.
    const idleMs = getSessionPolicy().idleSeconds * 1000;
    expect(Math.abs(found.expiresAt.getTime() - idleMs - found.updatedAt.getTime())).toBeLessThan(
      2000,
    );
    expect(await findSession(new Request(`${plain}/admin`), { renew: false })).toEqual({
      session: null,
      headers: expect.any(Headers),
    });
  });

  test("a session due for renewal is only read without renew, and renewed with it", async () => {
    const person = await createPerson();
    const jar = await signedIn(person);
    const { session } = await findSession(jar.request(), { renew: false });
    const id = (session as NonNullable<typeof session>).id;
    const { idleSeconds, renewAfterSeconds } = getSessionPolicy();
    const renewedLongAgo = Date.now() - (renewAfterSeconds + 60) * 1000;
    const pastExpiry = new Date(renewedLongAgo + idleSeconds * 1000);
    const past = new Date(renewedLongAgo);
    await database.db
      .updateTable("session")
      .set({
        expiresAt: authTimestamp(database.dialect, pastExpiry),
        updatedAt: authTimestamp(database.dialect, past),
      })
      .where("id", "=", id)
      .execute();
    const read = await findSession(jar.request(), { renew: false });
    expect(read.session?.expiresAt.getTime()).toBe(pastExpiry.getTime());
    expect(read.session?.updatedAt.getTime()).toBe(past.getTime());
    expect(setCookie(read.headers, "better-auth.session_token")).toBeUndefined();
    const renewed = await findSession(jar.request(), { renew: true });
    expect(renewed.session?.expiresAt.getTime()).toBeGreaterThan(pastExpiry.getTime());
    expect(renewed.session?.updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(setCookie(renewed.headers, "better-auth.session_token")).toBeDefined();
  });

  test("ending a session deletes its row and clears its cookie", async () => {
    const person = await createPerson();
    const jar = await signedIn(person);
    const headers = await endSession(jar.request());
    expect(setCookie(headers, "better-auth.session_token")).toMatch(/Max-Age=0/i);
    expect(await sessionRows(person.id)).toEqual([]);
    expect((await findSession(jar.request(), { renew: false })).session).toBeNull();
  });

  test("deleting a user's session rows (our own query) ends their sessions at once", async () => {
    const person = await createPerson();
    const jar = await signedIn(person);
    await endSessions(database.db, person.id);
    expect((await findSession(jar.request(), { renew: false })).session).toBeNull();
  });
});

describe("two-factor", () => {
  /** A person with two-factor on: their secret, recovery codes and the session that set it up. */
  async function withTwoFactor() {
    const person = await createPerson();
    const jar = await signedIn(person);
    const started = await startTotpSetup(jar.request(), {
      password: person.password,
      issuer: "Contract Charity",
    });
    const secret = readTotpSecret(started?.totpURI ?? "");
    const headers = await verifyTotp(jar.request(), totpCode(secret));
    jar.take(headers as Headers);
    const recoveryCodes = await listRecoveryCodes(jar.request(), person.id);
    return { person, jar, secret, recoveryCodes };
  }

  async function codeStep(person: { email: string; password: string }) {
    const answer = await signInWithPassword(new Request(`${plain}/login`), person);
    expect(answer).toEqual({ outcome: "code-needed", headers: expect.any(Headers) });
    return new CookieJar().take((answer as { headers: Headers }).headers);
  }

  test("set-up: the password, then an otpauth link of 6 digits every 30 s; on only once a code is verified", async () => {
    const person = await createPerson();
    const jar = await signedIn(person);
    expect(
      await startTotpSetup(jar.request(), { password: "not it", issuer: "Contract Charity" }),
    ).toBeNull();
    const started = await startTotpSetup(jar.request(), {
      password: person.password,
      issuer: "Contract Charity",
    });
    const uri = new URL(started?.totpURI ?? "");
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Contract Charity:${person.email}`);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    const secret = readTotpSecret(uri.href);
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const pending = await database.db
      .selectFrom("twoFactor")
      .select("userId")
      .where("userId", "=", person.id)
      .execute();
    expect(pending).toHaveLength(1);
    expect(
      (await findSession(jar.request(), { renew: false })).session?.user.twoFactorEnabled,
    ).toBe(false);
    expect(await verifyTotp(jar.request(), wrongTotpCode(secret))).toBeNull();
    const oldSession = (await findSession(jar.request(), { renew: false })).session?.id;
    const headers = await verifyTotp(jar.request(), totpCode(secret));
    expect(setCookie(headers as Headers, "better-auth.session_token")).toBeDefined();
    jar.take(headers as Headers);
    const now = (await findSession(jar.request(), { renew: false })).session;
    expect(now?.user.twoFactorEnabled).toBe(true);
    expect(now?.id).not.toBe(oldSession);
  });

  test("recovery codes are ours: 10 of them, in the format recovery-code.ts makes", async () => {
    const { recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(recoveryCodeFormat.count);
    for (const code of recoveryCodes) expect(normalizeRecoveryCode(code)).toBe(code);
    expect(await listRecoveryCodes(new Request(`${plain}/admin`), "no-such-user")).toEqual([]);
  });

  test("readTotpKey (internal) gives the key better-auth makes the codes with, and its row", async () => {
    const { person, jar, secret } = await withTwoFactor();
    const found = await readTotpKey(jar.request(), person.id);
    const row = await database.db
      .selectFrom("twoFactor")
      .select("id")
      .where("userId", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(found?.secretId).toBe(row.id);
    const step = Math.floor(Date.now() / 30_000);
    for (const near of [step - 1, step, step + 1]) {
      expect(makeStepCode(found?.key ?? Buffer.alloc(0), near)).toBe(
        totpCode(secret, near * 30_000),
      );
    }
    expect(await readTotpKey(jar.request(), "no-such-user")).toBeNull();
  });

  test("a code from the period before or after is accepted; two periods away is not", async () => {
    const { jar, secret } = await withTwoFactor();
    expect(await verifyTotp(jar.request(), totpCode(secret, Date.now() - 30_000))).not.toBeNull();
    expect(await verifyTotp(jar.request(), totpCode(secret, Date.now() + 30_000))).not.toBeNull();
    const farOff = totpCode(secret, Date.now() - 90_000);
    const near = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
    if (!near.includes(farOff)) expect(await verifyTotp(jar.request(), farOff)).toBeNull();
  });

  test("the password step leaves a signed two_factor cookie naming the account, and no session", async () => {
    const { person } = await withTwoFactor();
    const sessionsBefore = (await sessionRows(person.id)).length;
    const step = await codeStep(person);
    expect([...step.cookies.keys()]).toEqual(["better-auth.two_factor"]);
    expect(await sessionRows(person.id)).toHaveLength(sessionsBefore);
    expect(await readPendingCodeStep(step.request())).toEqual({
      userId: person.id,
      email: person.email,
    });
    expect(await readPendingCodeStep(new Request(`${plain}/login`))).toBeNull();
    // Another challenge's name under this one's signature is not believed.
    const signed = step.cookies.get("better-auth.two_factor") ?? "";
    const forged = new CookieJar();
    forged.cookies.set(
      "better-auth.two_factor",
      signed.replace(/^2fa-(.)/, (_, first) => `2fa-${first === "0" ? "1" : "0"}`),
    );
    expect(forged.cookies.get("better-auth.two_factor")).not.toBe(signed);
    expect(await readPendingCodeStep(forged.request())).toBeNull();
  });

  test("the right code ends the step with a session; a wrong one leaves the step waiting", async () => {
    const { person, secret } = await withTwoFactor();
    const step = await codeStep(person);
    expect(await verifyTotp(step.request(), wrongTotpCode(secret))).toBeNull();
    expect(await readPendingCodeStep(step.request())).not.toBeNull();
    const headers = await verifyTotp(step.request(), totpCode(secret));
    expect(setCookie(headers as Headers, "better-auth.session_token")).toBeDefined();
    step.take(headers as Headers);
    expect(step.cookies.has("better-auth.two_factor")).toBe(false);
    expect((await findSession(step.request(), { renew: false })).session?.user.id).toBe(person.id);
  });

  test("five wrong codes end the step (the sign-in form then starts again)", async () => {
    const { person, secret } = await withTwoFactor();
    const step = await codeStep(person);
    for (let guess = 0; guess < 5; guess += 1) {
      expect(await verifyTotp(step.request(), wrongTotpCode(secret, guess))).toBeNull();
    }
    expect(await verifyTotp(step.request(), totpCode(secret))).toBeNull();
    expect(await readPendingCodeStep(step.request())).toBeNull();
  });

  test("a recovery code, as stored, signs in once", async () => {
    const { person, recoveryCodes } = await withTwoFactor();
    const [code = ""] = recoveryCodes;
    const first = await codeStep(person);
    const headers = await verifyRecoveryCode(first.request(), code);
    expect(setCookie(headers as Headers, "better-auth.session_token")).toBeDefined();
    const again = await codeStep(person);
    expect(await verifyRecoveryCode(again.request(), code)).toBeNull();
    expect(await listRecoveryCodes(again.request(), person.id)).not.toContain(code);
  });

  test("cancelling the step forgets it and clears its cookie", async () => {
    const { person, secret } = await withTwoFactor();
    const step = await codeStep(person);
    const headers = await cancelCodeStep(step.request());
    expect(setCookie(headers, "better-auth.two_factor")).toMatch(/Max-Age=0/i);
    expect(await readPendingCodeStep(step.request())).toBeNull();
    expect(await verifyTotp(step.request(), totpCode(secret))).toBeNull();
  });

  test("new recovery codes take the password and replace the old ones", async () => {
    const { person, jar, recoveryCodes } = await withTwoFactor();
    expect(await replaceRecoveryCodes(jar.request(), "not it")).toBeNull();
    const renewed = await replaceRecoveryCodes(jar.request(), person.password);
    expect(renewed).toHaveLength(recoveryCodeFormat.count);
    const listed = await listRecoveryCodes(jar.request(), person.id);
    expect(listed).toEqual(renewed);
    for (const old of recoveryCodes) expect(listed).not.toContain(old);
  });

  test("turning it off takes the password; the next sign-in has no code step", async () => {
    const { person, jar } = await withTwoFactor();
    expect(await disableTwoFactor(jar.request(), "not it")).toBeNull();
    const headers = await disableTwoFactor(jar.request(), person.password);
    expect(headers).not.toBeNull();
    jar.take(headers as Headers);
    expect(
      (await findSession(jar.request(), { renew: false })).session?.user.twoFactorEnabled,
    ).toBe(false);
    expect((await signInWithPassword(new Request(`${plain}/login`), person)).outcome).toBe(
      "signed-in",
    );
  });

  test("an administrator's reset (our own queries) turns it off as better-auth sees it", async () => {
    const { person } = await withTwoFactor();
    const admin = await createPerson({ role: "admin" });
    await resetTwoFactor(database, person.id, admin.id);
    expect((await signInWithPassword(new Request(`${plain}/login`), person)).outcome).toBe(
      "signed-in",
    );
  });
});
