import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { signInThrottle } from "../../app/features/accounts/sign-in-throttle.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword, setUpFirstAdmin } from "../support/staff-fixtures";

const burst = 100;

let server: AppServer;
let signedIn: StaffClient;
beforeAll(async () => {
  // Behind one proxy hop: X-Forwarded-For names the client, as on a real deploy.
  server = await startAppServer({ env: { TRUST_PROXY: "1" } });
  signedIn = await setUpFirstAdmin(server);
});
beforeEach(async () => {
  await server.database.db.deleteFrom("rate_limits").execute();
});
afterAll(async () => {
  await server?.stop();
});

/** Every sign-in whose password was really checked and found wrong leaves this audit row. */
async function countPasswordChecks() {
  const row = await server.database.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("checked"))
    .where("action", "=", "sign-in-failed")
    .executeTakeFirstOrThrow();
  return Number(row.checked);
}

function expectRetryAfter(response: Response) {
  const seconds = Number(response.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(signInThrottle.windowMinutes * 60);
}

describe("sign-in throttle under a parallel burst", () => {
  test(`${burst} parallel wrong passwords for one account: at most ${signInThrottle.maxFailuresPerAccount} are checked`, async () => {
    const before = await countPasswordChecks();
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        new StaffClient(server.baseUrl).signIn(adminEmail, `Wrong-Guess-${index}-xyz`),
      ),
    );
    const checked = (await countPasswordChecks()) - before;
    const statuses = responses.map((response) => response.status);
    expect(checked).toBeLessThanOrEqual(signInThrottle.maxFailuresPerAccount);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(burst - checked);
    for (const response of refused) expectRetryAfter(response);
    expect(await refused[0]?.text()).toContain(
      accountMessages.signIn.tooManyAttempts(signInThrottle.windowMinutes),
    );
  });

  test(`${burst} parallel wrong current passwords on the password form: at most ${signInThrottle.maxFailuresPerAccount} are checked`, async () => {
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        signedIn.post("/admin/account.data", {
          currentPassword: `Wrong-Current-${index}-xyz`,
          newPassword: "Fresh-Lantern-Road-58",
          confirmPassword: "Fresh-Lantern-Road-58",
        }),
      ),
    );
    // A wrong-password answer (400) means the password was checked; 429 means it was not.
    const checked = answers.filter((response) => response.status === 400);
    const refused = answers.filter((response) => response.status === 429);
    expect(checked.length).toBeLessThanOrEqual(signInThrottle.maxFailuresPerAccount);
    expect(refused).toHaveLength(burst - checked.length);
    for (const response of refused) expectRetryAfter(response);
    // The account's sign-in is locked too: both forms guess the same password.
    const locked = await new StaffClient(server.baseUrl).signIn(adminEmail, adminPassword);
    expect(locked.status).toBe(429);
  });
});

describe("IPv6 clients behind a proxy are counted per /64", () => {
  const signInFrom = (address: string, index: number) =>
    new StaffClient(server.baseUrl).post(
      "/login",
      { intent: "sign-in", email: `guess${index}@example.org`, password: `Wrong-${index}-xyz` },
      { "x-forwarded-for": address },
    );

  test(`${signInThrottle.maxFailuresPerIp} failures from addresses in one /64 lock the whole /64, not its neighbour`, async () => {
    for (let index = 0; index < signInThrottle.maxFailuresPerIp; index += 1) {
      const address = `2001:db8:1:2:${(index + 1).toString(16)}::${index}`;
      expect((await signInFrom(address, index)).status).toBe(401);
    }
    const sameSlash64 = await signInFrom("2001:0db8:0001:0002:ffff:ffff:ffff:fffe", 99);
    expect(sameSlash64.status).toBe(429);
    expectRetryAfter(sameSlash64);
    expect((await signInFrom("2001:db8:1:3::1", 100)).status).toBe(401);
    // IPv4 addresses stay whole, also when written IPv4-mapped.
    expect((await signInFrom("198.51.100.7", 101)).status).toBe(401);
    expect((await signInFrom("::ffff:198.51.100.8", 102)).status).toBe(401);
  });
});
