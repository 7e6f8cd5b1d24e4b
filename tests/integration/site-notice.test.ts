import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { settingsMessages } from "../../app/features/settings/messages";
import { noticeMessages } from "../../app/features/settings/site-notice-schema";
import { toUkDateTimeLocal } from "../../app/shared/lib/format-date-time";
import { siteNoticeIntents } from "../../app/shared/site/site-notice";
import { loadSettingsSnapshot } from "../../app/shared/site/site-settings.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { readSettingsRevision } from "../support/settings-form";
import { setServerClock, shiftedClockEnv } from "../support/shifted-clock";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";
import { writeBehindTheSitesBack } from "../support/write-behind-the-sites-back";

/**
 * The site notice (ADR 0043) on the production build, on a server whose clock the test moves
 * (ADR 0039) and whose cached pages live a day: a page cached before a notice's start is dropped
 * at that start, and one cached while it is live at its end, with no save in between. The
 * Settings tab's notice form refuses what it must, leaving the stored notice as it was.
 */

let server: AppServer;
let admin: StaffClient;
const clockDir = mkdtempSync(path.join(tmpdir(), "site-notice-clock-"));
const clockFile = path.join(clockDir, "offset");
const visitor = () => new StaffClient(server.baseUrl);

/**
 * A visitor's page whose content changes with the clock only by the notice: Home's programme
 * changes at each UK midnight, which drops its cached copy, so a notice window reaching past
 * midnight (a run in the evening) would see it rendered afresh for that reason instead.
 */
const noticePage = "/terms";

async function visitorPage() {
  const response = await visitor().get(noticePage);
  expect(response.status).toBe(200);
  return response.text();
}

/** Renames the charity with the content version put back: a cached page keeps the old name. */
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

const storedNotice = async () => (await loadSettingsSnapshot(server.database.db)).notice;

/** The notice form as the Settings tab sends it, opened now (its revision read fresh). */
async function sendNotice(client: StaffClient, fields: Record<string, string>) {
  return client.action("/admin/settings", {
    intent: siteNoticeIntents.save,
    revision: await readSettingsRevision(client),
    text: "Youth club closed tonight",
    linkUrl: "",
    linkText: "",
    startsAt: "",
    endsAt: "",
    tone: "important",
    ...fields,
  });
}

beforeAll(async () => {
  server = await startAppServer({
    env: { ...shiftedClockEnv(clockFile), PAGE_CACHE_MAX_AGE_SECONDS: "86400" },
  });
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

describe("the notice form refuses what it must", () => {
  test("bad fields are answered with their messages and nothing is stored", async () => {
    const refused = await sendNotice(admin, {
      text: "",
      linkUrl: "javascript:alert(document.cookie)",
      linkText: "Click",
      startsAt: "2030-01-02T09:00",
      endsAt: "2030-01-01T09:00",
      tone: "shouting",
    });
    expect(refused).toEqual({
      status: 400,
      result: {
        ok: false,
        toast: {
          title: settingsMessages.siteNotice.failedTitle,
          description: settingsMessages.siteNotice.invalid,
        },
        fieldErrors: {
          text: noticeMessages.text,
          linkUrl: noticeMessages.linkUrl,
          tone: noticeMessages.tone,
          endsAt: noticeMessages.endBeforeStart,
        },
      },
    });
    expect(await storedNotice()).toBeNull();
  });

  test("an editor may not set it", async () => {
    const editor = await addStaffUser(admin, server, {
      email: "notice.editor@northfold.example.org",
      role: "editor",
      password: "Harbour-Kettle-77",
    });
    const refused = await editor.action("/admin/settings", {
      intent: siteNoticeIntents.save,
      revision: "0",
      text: "Closed for ever",
      tone: "important",
    });
    expect(refused.status).toBe(403);
    expect(await storedNotice()).toBeNull();
  });

  test("a notice from a tab opened before another admin's save is refused with 409", async () => {
    const opened = await readSettingsRevision(admin);
    const first = await sendNotice(admin, { text: "First admin's notice" });
    expect(first.status).toBe(200);
    const stale = await admin.action("/admin/settings", {
      intent: siteNoticeIntents.remove,
      revision: opened,
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
    expect((await storedNotice())?.text).toBe("First admin's notice");
  });

  test("what staff type shows as text, never as markup; Remove takes it off every page", async () => {
    const saved = await sendNotice(admin, {
      text: `Closed <script>alert("x")</script> tonight`,
      linkUrl: "/contact",
      linkText: `Ask <img src=x onerror=alert(1)>`,
    });
    expect(saved.result).toEqual({
      ok: true,
      toast: settingsMessages.siteNotice.saved("Visitors see it now, until you remove it."),
    });
    const home = await visitorPage();
    expect(home).toContain("Closed &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; tonight");
    expect(home).toContain(`<a href="/contact"`);
    expect(home).toContain("Ask &lt;img src=x onerror=alert(1)&gt;");
    expect(home).not.toContain("<script>alert");

    const removed = await admin.action("/admin/settings", {
      intent: siteNoticeIntents.remove,
      revision: await readSettingsRevision(admin),
    });
    expect(removed).toEqual({
      status: 200,
      result: { ok: true, toast: settingsMessages.siteNotice.removed },
    });
    expect(await storedNotice()).toBeNull();
    expect(await visitorPage()).not.toContain("Closed &lt;script");
  });
});

describe("a cached page follows the notice's times with no save in between", () => {
  const minute = 60_000;
  // Whole minutes, as the form's fields hold them.
  const start = new Date(Math.ceil((Date.now() + 2 * 60 * minute) / minute) * minute);
  const end = new Date(start.getTime() + 2 * 60 * minute);
  const words = "Youth club closed tonight: the hall is flooded";

  afterAll(async () => {
    await setServerClock(clockFile, new Date());
  });

  test("scheduled: not on the cached page, which is dropped at the start", async () => {
    const saved = await sendNotice(admin, {
      text: words,
      startsAt: toUkDateTimeLocal(start.toISOString()),
      endsAt: toUkDateTimeLocal(end.toISOString()),
    });
    expect(saved.status).toBe(200);
    expect(await storedNotice()).toMatchObject({
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    expect(await visitorPage()).not.toContain(words);

    // Cached: a change made behind the site's back does not show...
    await renameBehindTheSitesBack("Renamed Before The Start");
    await setServerClock(clockFile, new Date(start.getTime() - 1000));
    const justBefore = await visitorPage();
    expect(justBefore).not.toContain("Renamed Before The Start");
    expect(justBefore).not.toContain(words);

    // ...until the notice's start, when the page is rendered afresh.
    await setServerClock(clockFile, new Date(start.getTime() + 1000));
    const started = await visitorPage();
    expect(started).toContain(words);
    expect(started).toContain("Renamed Before The Start");
  });

  test("live: on the cached page, which is dropped at the end", async () => {
    await renameBehindTheSitesBack("Renamed Before The End");
    await setServerClock(clockFile, new Date(end.getTime() - 1000));
    const justBefore = await visitorPage();
    expect(justBefore).toContain(words);
    expect(justBefore).not.toContain("Renamed Before The End");

    await setServerClock(clockFile, new Date(end.getTime() + 1000));
    const ended = await visitorPage();
    expect(ended).not.toContain(words);
    expect(ended).toContain("Renamed Before The End");
  });
});
