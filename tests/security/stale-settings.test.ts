import { afterAll, beforeAll, expect, test } from "vitest";
import { settingsMessages } from "../../app/features/settings/messages";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { loadSiteSettings } from "../../app/shared/site/site-settings.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { buildSettingsForm, readSettingsRevision } from "../support/settings-form";
import type { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Two admins open the Settings tab; the first saves. The second's save, made from the page
 * they opened before that, must not silently undo the first one's change.
 */
let server: AppServer;
let first: StaffClient;
let second: StaffClient;
beforeAll(async () => {
  server = await startAppServer();
  first = await setUpFirstAdmin(server);
  second = await addStaffUser(first, server, {
    email: "second.admin@northfold.example.org",
    role: "admin",
    password: "Lantern-Meadow-77",
  });
});
afterAll(async () => {
  await server?.stop();
});

const form = buildSettingsForm(defaultSiteSettings);

test("a save from a form opened before another admin's save is refused with 409", async () => {
  const firstRevision = await readSettingsRevision(first);
  const secondRevision = await readSettingsRevision(second);

  const saved = await first.action("/admin/settings", {
    ...form,
    phone: "01632 960 111",
    revision: firstRevision,
  });
  expect(saved.status).toBe(200);

  const stale = await second.action("/admin/settings", {
    ...form,
    email: "other@northfold.example.org",
    revision: secondRevision,
  });
  expect(stale).toEqual({
    status: 409,
    result: {
      ok: false,
      toast: {
        title: settingsMessages.settings.staleTitle,
        description: settingsMessages.settings.stale,
      },
    },
  });
  const stored = await loadSiteSettings(server.database.db);
  expect(stored.phone).toBe("01632 960 111");
  expect(stored.email).toBe(defaultSiteSettings.email);

  // Reloaded, the second admin sees the first one's change and can make theirs on top.
  const reloaded = await second.action("/admin/settings", {
    ...form,
    phone: "01632 960 111",
    email: "other@northfold.example.org",
    revision: await readSettingsRevision(second),
  });
  expect(reloaded.status).toBe(200);
  const after = await loadSiteSettings(server.database.db);
  expect([after.phone, after.email]).toEqual(["01632 960 111", "other@northfold.example.org"]);
});

test("a form without the revision it was opened with is refused, not saved over", async () => {
  const refused = await first.action("/admin/settings", { ...form, phone: "01632 960 222" });
  expect(refused.status).toBe(409);
  expect((await loadSiteSettings(server.database.db)).phone).toBe("01632 960 111");
});

test("parallel saves from the same opened form: one is saved, the rest get 409", async () => {
  const revision = await readSettingsRevision(first);
  const phones = Array.from({ length: 6 }, (_, index) => `01632 960 30${index}`);
  const answers = await Promise.all(
    phones.map((phone) => first.action("/admin/settings", { ...form, phone, revision })),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  const winner = phones[answers.findIndex((answer) => answer.status === 200)];
  expect((await loadSiteSettings(server.database.db)).phone).toBe(winner);
});
