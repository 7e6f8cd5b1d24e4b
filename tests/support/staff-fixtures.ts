import { expect } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { type AppServer, testSetupCode } from "./app-server";
import { StaffClient } from "./staff-client";

export const adminEmail = "admin@northfold.example.org";
export const adminPassword = "Kettle-Harbour-42";

/** First-run setup through the sign-in page's Create Admin User: a signed-in client. */
export async function setUpFirstAdmin(server: AppServer) {
  const client = new StaffClient(server.baseUrl);
  const created = await client.post("/login", {
    intent: "create-admin",
    email: adminEmail,
    password: adminPassword,
    setupCode: testSetupCode,
  });
  expect(created.status).toBe(200);
  // Creating the administrator signed them in: the sign-in page sends them to the dashboard.
  expect((await client.get("/login")).headers.get("location")).toBe("/admin");
  return client;
}

/** An admin adds a user; that user signs in and replaces the handed-over password. */
export async function addStaffUser(
  admin: StaffClient,
  server: AppServer,
  input: { email: string; role: "admin" | "editor"; password: string },
) {
  const firstPassword = "Handed-Over-Pass-1";
  const added = await admin.action("/admin/users", {
    intent: "add",
    email: input.email,
    name: "",
    role: input.role,
    password: firstPassword,
  });
  expect(added).toEqual({ status: 200, result: { ok: true, toast: accountMessages.users.added } });
  const client = new StaffClient(server.baseUrl);
  expect((await client.signIn(input.email, firstPassword)).status).toBe(200);
  const changed = await client.action("/admin/account", {
    currentPassword: firstPassword,
    newPassword: input.password,
    confirmPassword: input.password,
  });
  expect(changed).toEqual({
    status: 200,
    result: { ok: true, toast: accountMessages.password.changed },
  });
  return client;
}

export async function findUserId(server: AppServer, email: string) {
  const row = await server.database.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every secret a test used must be absent from the server's output. */
export function expectNoSecretsInLogs(server: AppServer, secrets: string[]) {
  const logs = server.logs();
  expect(logs).toContain("Site running");
  for (const secret of secrets.filter((value) => value.length > 0)) {
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(encodeURIComponent(secret));
  }
}
