import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountMessages } from "../../app/features/accounts/messages";
import { signInThrottle } from "../../app/features/accounts/sign-in-throttle.server";
import type { UsersTabData } from "../../app/features/accounts/users-tab-data";
import type { MediaFile } from "../../app/features/media/media-file";
import { loadSiteSettings } from "../../app/shared/site/site-settings.server";
import {
  type AppServer,
  type AppServerData,
  createAppServerData,
  removeAppServerData,
  startAppServer,
} from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword, setUpFirstAdmin } from "../support/staff-fixtures";
import { writeBehindTheSitesBack } from "../support/write-behind-the-sites-back";

/**
 * The site scaled out: two production processes on different ports, started together on one
 * PostgreSQL database and one S3 bucket, as behind a load balancer without sticky sessions. What
 * one process does, the other sees: sessions, uploads, sign-in throttles, and a change made
 * through one process reaches the pages the other has cached (server/page-cache/).
 */
describe.runIf(process.env.TEST_DATABASE_URL)(
  "two processes on one PostgreSQL database and one S3 bucket (PostgreSQL only: TEST_DATABASE_URL)",
  () => {
    let s3: S3TestServer;
    let data: AppServerData;
    let servers: AppServer[] = [];
    const a = () => servers[0] as AppServer;
    const b = () => servers[1] as AppServer;

    beforeAll(async () => {
      s3 = await startS3Server();
      data = await createAppServerData();
      servers = await Promise.all([
        startAppServer({ data, env: s3.env }),
        startAppServer({ data, env: s3.env }),
      ]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop({ keepData: true })));
      if (data) await removeAppServerData(data);
      await s3?.stop();
    });

    /** A client of B carrying the cookies a client of A was given. */
    function moveToB(client: StaffClient) {
      const onB = new StaffClient(b().baseUrl);
      for (const [name, value] of client.cookies) onB.cookies.set(name, value);
      return onB;
    }

    test("a session made on A works on B, and signing out on A ends it on B", async () => {
      expect(a().baseUrl).not.toBe(b().baseUrl);
      const admin = await setUpFirstAdmin(a());
      const onB = moveToB(admin);
      const users = await onB.tabData<UsersTabData>("users");
      expect(users.users.map((user) => user.email)).toEqual([adminEmail]);

      expect(await admin.action("/admin/sign-out", {})).toMatchObject({ status: 200 });
      await expect(onB.tabData("users")).rejects.toThrow();
    });

    test("a photo uploaded through A is served by B, and shown on B's page", async () => {
      const admin = new StaffClient(a().baseUrl);
      expect((await admin.signIn(adminEmail, adminPassword)).status).toBe(200);
      const photo = await makeJpeg();
      const response = await admin.upload(
        "/admin/media/upload",
        { page: "football", section: "gallery", altText: "Young people training on the pitch" },
        { name: "match-day.jpg", type: "image/jpeg", body: photo },
      );
      expect(response.status).toBe(200);
      const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}") as {
        file?: MediaFile;
      };
      const file = last.file as MediaFile;
      expect(file.url).toMatch(/^\/media\//);

      const anonymous = new StaffClient(b().baseUrl);
      const served = await anonymous.get(file.url);
      expect(served.status).toBe(302);
      const location = served.headers.get("location") ?? "";
      expect(location.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/`)).toBe(true);
      const object = await fetch(location);
      expect(object.status).toBe(200);
      const stored = await s3.readObject(file.url.replace(/^\/media\//, ""));
      expect(Buffer.from(await object.arrayBuffer()).equals(stored.body)).toBe(true);

      const page = await anonymous.get("/what-we-offer/football");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(file.url.replace(/\.jpg$/, "-w480.webp"));
    });

    test("a settings change saved through A is on B's cached pages at once", async () => {
      const visitorOnB = () => new StaffClient(b().baseUrl);
      const aboutOnB = async () => (await visitorOnB().get("/about")).text();
      const before = await aboutOnB();
      // Behind the site's back (the content version put back), so B's next answer shows its cache.
      const { db } = a().database;
      await writeBehindTheSitesBack(db, (writer) =>
        writer
          .insertInto("site_setting")
          .values({
            key: "charityName",
            value: JSON.stringify("Written Behind The Site"),
            updated_at: new Date().toISOString(),
            updated_by: null,
          })
          .onConflict((conflict) =>
            conflict
              .column("key")
              .doUpdateSet({ value: JSON.stringify("Written Behind The Site") }),
          )
          .execute(),
      );
      expect(await aboutOnB()).toBe(before);

      const admin = new StaffClient(a().baseUrl);
      expect((await admin.signIn(adminEmail, adminPassword)).status).toBe(200);
      const settings = await loadSiteSettings(db);
      const form = buildSettingsForm({ ...settings, charityName: "Renamed Through A" });
      const saved = await admin.action("/admin/settings", await withSettingsRevision(admin, form));
      expect(saved.status).toBe(200);
      const after = await aboutOnB();
      expect(after).toContain("Renamed Through A");
      expect(after).not.toContain("Written Behind The Site");
    });

    test(`${signInThrottle.maxFailuresPerAccount} failed sign-ins on A make B answer 429`, async () => {
      const onA = new StaffClient(a().baseUrl);
      for (let attempt = 0; attempt < signInThrottle.maxFailuresPerAccount; attempt++) {
        const failed = await onA.signIn(adminEmail, `Wrong-Guess-${attempt}-xyz`);
        expect(failed.status).toBe(401);
      }
      // Even the right password: the count is the database's, not A's.
      const onB = await new StaffClient(b().baseUrl).signIn(adminEmail, adminPassword);
      expect(onB.status).toBe(429);
      expect(onB.headers.get("retry-after")).toBe(String(signInThrottle.windowMinutes * 60));
      expect(await onB.text()).toContain(
        accountMessages.signIn.tooManyAttempts(signInThrottle.windowMinutes),
      );
    });
  },
);
