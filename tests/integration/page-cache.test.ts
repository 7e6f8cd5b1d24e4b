import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { getPageContent } from "../../app/features/pages/page-content.server";
import { loadSiteSettings } from "../../app/shared/site/site-settings.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { fetchUndecoded } from "../support/undecoded-answer";
import { writeBehindTheSitesBack } from "../support/write-behind-the-sites-back";

/**
 * The published-page cache (server/page-cache/) on the production build. A page is shown to come
 * from the cache by changing the database behind the site's back (the content version put back):
 * visitors keep the page they were sent, while a signed-in request renders afresh. Each change
 * staff make through the dashboard then reaches the very next visitor.
 */

let server: AppServer;
let admin: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);

async function visitorHtml(path: string) {
  const response = await visitor().get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Renames the charity in the database, then puts the content version back: none raised. */
async function renameBehindTheSitesBack(name: string) {
  const row = {
    value: JSON.stringify(name),
    updated_at: new Date().toISOString(),
    updated_by: null,
  };
  await writeBehindTheSitesBack(server.database.db, (db) =>
    db
      .insertInto("site_setting")
      .values({ key: "charityName", ...row })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
      .execute(),
  );
}

/** Saves the Settings form with a new charity name, as an admin does. */
async function renameInSettings(charityName: string) {
  const settings = await loadSiteSettings(server.database.db);
  const form = buildSettingsForm({ ...settings, charityName });
  const saved = await admin.action("/admin/settings", await withSettingsRevision(admin, form));
  expect(saved.status).toBe(200);
}

/** Every header but the ones that are each request's own. */
function sharedHeaders(response: Response) {
  const headers = Object.fromEntries(response.headers);
  for (const own of ["date", "x-request-id", "keep-alive", "connection"]) delete headers[own];
  return headers;
}

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

describe("a visitor's page comes from the cache", () => {
  test("until the content changes: a page rendered once is what the next visitors get", async () => {
    await renameBehindTheSitesBack("Cached Charity One");
    expect(await visitorHtml("/about")).toContain("Cached Charity One");
    await renameBehindTheSitesBack("Cached Charity Two");
    const cached = await visitorHtml("/about");
    expect(cached).toContain("Cached Charity One");
    expect(cached).not.toContain("Cached Charity Two");
  });

  test("a signed-in request is rendered afresh and leaves the visitors' copy alone", async () => {
    await renameBehindTheSitesBack("Staff See Fresh Words");
    const staff = await admin.get("/about");
    expect(staff.headers.get("etag")).toBeNull();
    expect(await staff.text()).toContain("Staff See Fresh Words");
    expect(await visitorHtml("/about")).not.toContain("Staff See Fresh Words");
  });

  test("an address with a query string (a preview) is never answered from the cache", async () => {
    await renameBehindTheSitesBack("Query Strings Render Afresh");
    const queried = await visitor().get("/about?utm=1");
    expect(queried.headers.get("etag")).toBeNull();
    expect(await queried.text()).toContain("Query Strings Render Afresh");
    expect(await visitorHtml("/about")).not.toContain("Query Strings Render Afresh");
  });

  test("cached and fresh answers carry the same headers, a CSP with hashes and no nonce", async () => {
    await renameInSettings("Headers Check Charity");
    const fresh = await visitor().get("/contact");
    const freshHtml = await fresh.text();
    const cached = await visitor().get("/contact");
    expect(await cached.text()).toBe(freshHtml);
    expect(sharedHeaders(cached)).toEqual(sharedHeaders(fresh));
    const csp = fresh.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp).not.toMatch(/nonce|unsafe-inline'[^;]*;\s*style/);
    expect(freshHtml).not.toContain("nonce=");
    expect(fresh.headers.get("x-request-id")).not.toBe(cached.headers.get("x-request-id"));
  });

  test("brotli, gzip or plain as asked; 304 for a current copy; HEAD sends no body", async () => {
    const url = `${server.baseUrl}/volunteer`;
    const plain = await fetchUndecoded(url, { headers: { "accept-encoding": "identity" } });
    const br = await fetchUndecoded(url, { headers: { "accept-encoding": "gzip, br" } });
    const gzip = await fetchUndecoded(url, { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const etag = String(br.headers.etag);
    const again = await visitor().get("/volunteer", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");
  });
});

describe("a change made in the dashboard reaches the next visitor", () => {
  test("a settings change", async () => {
    expect(await visitorHtml("/donate")).not.toContain("Settings Reach Visitors");
    await renameBehindTheSitesBack("Settings Reach Visitors Not Yet");
    await renameInSettings("Settings Reach Visitors");
    const html = await visitorHtml("/donate");
    expect(html).toContain("Settings Reach Visitors");
    expect(html).not.toContain("Settings Reach Visitors Not Yet");
  });

  test("visitors arriving together after a change all get the new page", async () => {
    await renameInSettings("Many Visitors At Once");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor().get("/volunteer/vacancies")),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    expect(bodies.every((body) => body.includes("Many Visitors At Once"))).toBe(true);
  });

  test("a published page", async () => {
    const content = {
      ...structuredClone(getPageContent("mission")),
      heroTitle: "Newly Published Mission",
    };
    expect(await visitorHtml("/about/mission")).not.toContain("Newly Published Mission");
    const published = await admin.action("/admin/pages", {
      intent: "publish",
      page: "mission",
      content: JSON.stringify(content),
      baseRevisionId: "",
      requestId: randomUUID(),
    });
    expect(published.status).toBe(200);
    expect(await visitorHtml("/about/mission")).toContain("Newly Published Mission");
  });

  test("a photo placed, then switched off", async () => {
    expect(await visitorHtml("/what-we-offer/football")).not.toContain("Cache test goal");
    const response = await admin.upload(
      "/admin/media/upload",
      { page: "football", section: "gallery", altText: "Cache test goal celebration" },
      { name: "cache-goal.jpg", type: "image/jpeg", body: await makeJpeg() },
    );
    expect(response.status).toBe(200);
    const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}") as {
      file: MediaFile;
    };
    expect(await visitorHtml("/what-we-offer/football")).toContain("Cache test goal celebration");

    const off = await admin.action("/admin/media", {
      intent: "set-active",
      id: last.file.id,
      active: "false",
    });
    expect(off.status).toBe(200);
    expect(await visitorHtml("/what-we-offer/football")).not.toContain(
      "Cache test goal celebration",
    );
  });

  test("a visitor's review erased with their personal data, a write that never raised it itself", async () => {
    const email = "wren.halloway@example.org";
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("reviews")
      .values({
        id: randomUUID(),
        position: -1,
        version: 1,
        created_at: now,
        updated_at: now,
        updated_by_email: null,
        name: "Wren Halloway",
        role: "Parent",
        rating: 5,
        body: "The holiday club was brilliant.",
        photo_media_id: null,
        colour: "teal",
        status: "approved",
        origin: "visitor",
        consent_to_publish: 1,
        approved_at: now,
        email,
      })
      .execute();
    expect(await visitorHtml("/")).toContain("Wren Halloway");
    expect(await visitorHtml("/")).toContain("Wren Halloway");

    const erased = await admin.action("/admin/enquiries", {
      intent: "erase-person",
      email,
      confirm: "on",
    });
    expect(erased.status).toBe(200);
    expect(await visitorHtml("/")).not.toContain("Wren Halloway");
  });
});
