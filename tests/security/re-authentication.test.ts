import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { confirmationMaxAgeMinutes } from "../../app/features/accounts/re-authentication";
import { authTimestamp } from "../../app/shared/db/database.server";
import { builtInLogoValue } from "../../app/shared/site/site-logo";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { buildSettingsForm } from "../support/settings-form";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword, findUserId, setUpFirstAdmin } from "../support/staff-fixtures";
import { movableServerClock, nextTotpCode } from "../support/totp";
import { signInWithCode, turnOnTwoFactor } from "../support/two-factor-client";

const sessionCookie = "better-auth.session_token";
const refusal = accountMessages.reauth.needed(confirmationMaxAgeMinutes);

let server: AppServer;
let admin: StaffClient;
let secret = "";
beforeAll(async () => {
  server = await startAppServer({ env: movableServerClock() });
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

/** The admin's session signed in, and last confirmed, 11 minutes ago. */
async function ageSession() {
  const token = decodeURIComponent(admin.cookies.get(sessionCookie) ?? "").split(".")[0] ?? "";
  const past = new Date(Date.now() - (confirmationMaxAgeMinutes + 1) * 60_000);
  const { db, dialect } = server.database;
  const session = await db
    .updateTable("session")
    .set({ createdAt: authTimestamp(dialect, past) })
    .where("token", "=", token)
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.deleteFrom("session_confirmations").where("session_id", "=", session.id).execute();
  // Each case tries one wrong password; wrong answers add up against the sign-in limit.
  await db.deleteFrom("rate_limits").execute();
}

async function confirmWith(answer: string) {
  return admin.action("/admin/account", { intent: "confirm-identity", secret: answer });
}

type Attempt = () => Promise<{ status: number; refused: () => Promise<boolean> }>;

const action =
  (path: string, form: Record<string, string>): Attempt =>
  async () => {
    const answer = await admin.action(path, form);
    return {
      status: answer.status,
      refused: async () =>
        answer.result.toast.description === refusal &&
        (answer.result as { confirmIdentity?: boolean }).confirmIdentity === true,
    };
  };

const download =
  (path: string): Attempt =>
  async () => {
    const response = await admin.get(path);
    const body = await response.text();
    return { status: response.status, refused: async () => body.includes(refusal) };
  };

const cases: [string, Attempt][] = [
  [
    "adding a user",
    action("/admin/users", {
      intent: "add",
      email: "new.editor@northfold.example.org",
      name: "",
      role: "editor",
      password: "Handed-Over-Pass-1",
    }),
  ],
  [
    "changing a role",
    async () => {
      const userId = await findUserId(server, "new.editor@northfold.example.org");
      return action("/admin/users", { intent: "role", userId, role: "admin" })();
    },
  ],
  [
    "removing a user",
    async () => {
      const userId = await findUserId(server, "new.editor@northfold.example.org");
      return action("/admin/users", { intent: "remove", userId })();
    },
  ],
  ["changing settings", action("/admin/settings", buildSettingsForm(defaultSiteSettings))],
  [
    "changing the logo",
    action("/admin/settings", {
      intent: "logo",
      "logo.light": builtInLogoValue,
      "logo.dark": builtInLogoValue,
    }),
  ],
  ["exporting a person's data", download("/admin/enquiries/person.json?email=a%40example.org")],
  [
    "erasing a person's data",
    action("/admin/enquiries", { intent: "erase-person", email: "a@example.org", confirm: "on" }),
  ],
  ["exporting enquiries as CSV", download("/admin/enquiries.csv")],
  ["exporting the consent register", download("/admin/media/consent-register.csv")],
];

describe(`sensitive actions ask for the password again after ${confirmationMaxAgeMinutes} minutes`, () => {
  test.each(cases)("%s", async (_name, attempt) => {
    await ageSession();
    const refused = await attempt();
    expect(refused.status).toBe(403);
    expect(await refused.refused()).toBe(true);

    const wrong = await confirmWith("Not-The-Password-9");
    expect(wrong.status).toBe(400);
    expect(wrong.result.toast.description).toBe(accountMessages.reauth.wrong);

    const confirmed = await confirmWith(adminPassword);
    expect(confirmed).toEqual({
      status: 200,
      result: { ok: true, toast: accountMessages.reauth.confirmed },
    });
    const allowed = await attempt();
    expect(allowed.status).toBe(200);
  });

  test("a code from the authenticator app confirms too, once two-factor is on", async () => {
    ({ secret } = await turnOnTwoFactor(admin, adminPassword));
    await ageSession();
    expect((await download("/admin/enquiries.csv")()).status).toBe(403);
    const confirmed = await confirmWith(await nextTotpCode(secret));
    expect(confirmed.status).toBe(200);
    expect((await download("/admin/enquiries.csv")()).status).toBe(200);
  });

  test("a code confirms once: the same code is refused the next time, as is one that signed in", async () => {
    const code = await nextTotpCode(secret);
    await ageSession();
    expect((await confirmWith(code)).status).toBe(200);
    await ageSession();
    const again = await confirmWith(code);
    expect(again.status).toBe(400);
    expect(again.result.toast.description).toBe(accountMessages.twoFactor.codeUsed);
    expect((await download("/admin/enquiries.csv")()).status).toBe(403);

    const signInCode = await nextTotpCode(secret);
    const other = new StaffClient(server.baseUrl);
    const credentials = { email: adminEmail, password: adminPassword };
    expect((await signInWithCode(other, credentials, signInCode)).status).toBe(200);
    expect((await confirmWith(signInCode)).result.toast.description).toBe(
      accountMessages.twoFactor.codeUsed,
    );
  });

  test("a fresh sign-in counts as a confirmation", async () => {
    await ageSession();
    expect((await download("/admin/media/consent-register.csv")()).status).toBe(403);
    const fresh = new StaffClient(server.baseUrl);
    expect((await fresh.signIn(adminEmail, adminPassword)).status).toBe(200);
    expect(
      (await fresh.post("/login", { intent: "verify-code", code: await nextTotpCode(secret) }))
        .status,
    ).toBe(200);
    expect((await fresh.get("/admin/media/consent-register.csv")).status).toBe(200);
  });
});
