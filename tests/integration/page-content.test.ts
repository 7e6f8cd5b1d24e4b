import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageMessages } from "../../app/features/pages/messages";
import { getPageContent } from "../../app/features/pages/page-content.server";
import type { PageContent } from "../../app/features/pages/page-content-schema";
import type { PageEditorResult } from "../../app/features/pages/page-editor-result";
import { messages } from "../../app/shared/site/messages";
import type { PublicPageKey } from "../../app/shared/site/page-registry";
import { type AppServer, startAppServer } from "../support/app-server";
import { escapeHtml } from "../support/html";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, adminEmail, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Staff editing public pages through the Pages and Content tabs' actions, as the browser's
 * single-fetch posts them, and what visitors then get from the production build.
 */

const pagesTab = "/admin/pages";
const contentTab = "/admin/content";
const editorEmail = "page-editor@example.org";
const editorPassword = "Willow-Ferns-Pass-31";
const previewBanner = "Preview — not published";

type Form = Record<string, string>;
type Answer = { status: number; result: PageEditorResult };

/** A Pages or Content tab action's answer, with the fields only the page editor sends back. */
async function postAction(client: StaffClient, path: string, form: Form): Promise<Answer> {
  return (await client.action(path, form)) as Answer;
}

const builtIn = (key: PublicPageKey) => structuredClone(getPageContent(key));

const paragraphDoc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);

/** Anonymous HTML of a public page, which must answer 200. */
async function publicHtml(route: string) {
  const response = await visitor().get(route);
  expect(response.status, route).toBe(200);
  return response.text();
}

/** One press of a Pages tab button. */
function pressButton(
  client: StaffClient,
  key: PublicPageKey,
  intent: string,
  fields: { content?: unknown; baseRevisionId?: string | null; [name: string]: unknown } = {},
) {
  const { content, baseRevisionId, ...others } = fields;
  const rest = Object.fromEntries(
    Object.entries(others).map(([name, value]) => [name, String(value)]),
  );
  return postAction(client, pagesTab, {
    intent,
    page: key,
    content: content === undefined ? "" : JSON.stringify(content),
    baseRevisionId: baseRevisionId ?? "",
    requestId: randomUUID(),
    ...rest,
  });
}

const revisionRows = (key: string) =>
  server.database.db
    .selectFrom("page_revision")
    .selectAll()
    .where("page_key", "=", key)
    .orderBy("number", "asc")
    .execute();

const auditRows = (key: string, action: string) =>
  server.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("target", "=", key)
    .where("action", "=", action)
    .execute();

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: editorEmail,
    role: "editor",
    password: editorPassword,
  });
});

afterAll(async () => {
  await server?.stop();
});

describe("page content editing", () => {
  test("the schema refuses unknown sections, unsafe links and unknown pages at the field's path; media sections stay", async () => {
    const unknownSection = builtIn("difference");
    (unknownSection.sections as unknown[]).push({ type: "marquee", id: "scroller", title: "Hi" });
    const unknown = await pressButton(editor, "difference", "save", { content: unknownSection });
    expect(unknown.status).toBe(400);
    expect(unknown.result.toast).toEqual({
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.invalid,
    });
    const last = unknownSection.sections.length - 1;
    expect(Object.keys(unknown.result.fieldErrors ?? {}).join(" ")).toMatch(
      new RegExp(`^sections\\.${last}(\\.type)?$`),
    );

    for (const href of ["javascript:alert(1)", "data:text/html,<b>x</b>", "JaVaScRiPt:alert(1)"]) {
      const badLink = builtIn("difference");
      badLink.mainContent = {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Click me", marks: [{ type: "link", attrs: { href } }] },
            ],
          },
        ],
      };
      const refused = await pressButton(editor, "difference", "save", { content: badLink });
      expect(refused.status, href).toBe(400);
      const paths = Object.keys(refused.result.fieldErrors ?? {});
      expect(paths.length, href).toBeGreaterThan(0);
      for (const path of paths) expect(path, href).toMatch(/^mainContent(\.|$)/);
    }

    const badCardPage = builtIn("difference");
    const cards = badCardPage.sections.findIndex((section) => section.type === "cards");
    const cardSection = badCardPage.sections[cards] as Extract<
      PageContent["sections"][number],
      { type: "cards" }
    >;
    (cardSection.cards[0] as Record<string, unknown>).page = "not-a-page";
    const badPage = await pressButton(editor, "difference", "save", { content: badCardPage });
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.result.fieldErrors ?? {})).toEqual([
      `sections.${cards}.cards.0.page`,
    ]);

    // The homepage's highlights hold a media slot: staff cannot take them off the page.
    const withoutMedia = builtIn("homepage");
    withoutMedia.sections = withoutMedia.sections.filter((section) => section.id !== "highlights");
    const removed = await pressButton(editor, "homepage", "save", { content: withoutMedia });
    expect(removed.status).toBe(400);
    expect(removed.result.fieldErrors?.sections).toContain("stays on the page");

    expect(await revisionRows("difference")).toEqual([]);
    expect(await revisionRows("homepage")).toEqual([]);
  });

  test("markup typed into the hero, a card and the main text is published as text, never as HTML", async () => {
    const content = builtIn("difference");
    content.heroTitle = "<script>alert(1)</script>";
    const cards = content.sections.find((section) => section.type === "cards");
    if (cards?.type !== "cards") throw new Error("difference has no cards section");
    cards.cards[0] = { ...cards.cards[0], body: "<img src=x onerror=alert(1)>" } as never;
    content.mainContent = paragraphDoc("<script>document.title='owned'</script>") as never;
    const published = await pressButton(editor, "difference", "publish", { content });
    expect(published.status).toBe(200);
    expect(published.result.toast).toEqual(pageMessages.pages.published);

    const html = await publicHtml("/about/difference");
    expect(html).toContain(escapeHtml("<script>alert(1)</script>"));
    expect(html).toContain(escapeHtml("<img src=x onerror=alert(1)>"));
    expect(html).toContain(escapeHtml("<script>document.title='owned'</script>"));
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<script>document.title");
    expect(html).not.toMatch(/<img[^>]*\sonerror=/i);
  });

  test("a draft is seen only in a staff preview: no-store, noindex, and only at its own page", async () => {
    const content = builtIn("mission");
    const builtInHero = content.heroTitle;
    content.heroTitle = "Mission draft words nobody sees yet";
    const saved = await pressButton(editor, "mission", "save", { content });
    expect(saved.status).toBe(200);
    expect(saved.result.toast).toEqual(pageMessages.pages.draftSaved);
    const draftId = saved.result.headRevisionId;
    expect(draftId).toBeTruthy();

    const publicPage = await publicHtml("/about/mission");
    expect(publicPage).toContain(escapeHtml(builtInHero));
    expect(publicPage).not.toContain("Mission draft words");

    const anonymous = await visitor().get(`/about/mission?preview=${draftId}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain("Mission draft words");

    const preview = await editor.get(`/about/mission?preview=${draftId}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(previewBanner);
    expect(previewHtml).toContain("Mission draft words nobody sees yet");

    const elsewhere = await editor.get(`/about/facilities?preview=${draftId}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).not.toContain("Mission draft words");
  });

  test("publish, unpublish, restore and publish again: visitors follow; history only grows", async () => {
    const key = "facilities";
    const original = builtIn(key);
    const first = { ...builtIn(key), heroTitle: "Facilities first published words" };
    const one = await pressButton(editor, key, "publish", { content: first });
    expect(one.status).toBe(200);
    expect(await publicHtml("/about/facilities")).toContain("Facilities first published words");

    const second = { ...builtIn(key), heroTitle: "Facilities second published words" };
    const two = await pressButton(editor, key, "publish", {
      content: second,
      baseRevisionId: one.result.headRevisionId,
    });
    expect(two.status).toBe(200);
    const secondHtml = await publicHtml("/about/facilities");
    expect(secondHtml).toContain("Facilities second published words");
    expect(secondHtml).not.toContain("Facilities first published words");

    const unpublished = await pressButton(editor, key, "unpublish");
    expect(unpublished.status).toBe(200);
    expect(unpublished.result.toast).toEqual(pageMessages.pages.unpublished);
    const builtInHtml = await publicHtml("/about/facilities");
    expect(builtInHtml).toContain(escapeHtml(original.heroTitle));
    expect(builtInHtml).not.toContain("Facilities second published words");

    const before = await revisionRows(key);
    expect(before.map((row) => row.number)).toEqual([1, 2]);
    const firstRow = before[0];
    if (!firstRow) throw new Error("no first revision");
    const restored = await pressButton(editor, key, "restore", {
      revisionId: firstRow.id,
      baseRevisionId: two.result.headRevisionId,
    });
    expect(restored.status).toBe(200);
    expect(restored.result.toast).toEqual(pageMessages.pages.restored);
    // Restored is a draft: visitors still see the built-in text until it is published.
    expect(await publicHtml("/about/facilities")).toContain(escapeHtml(original.heroTitle));

    // Compare with published: revision 1 against the built-in text visitors see now.
    const comparison = await editor.get(`${pagesTab}?page=${key}&compare=${firstRow.id}`);
    expect(comparison.status).toBe(200);
    // React separates text pieces of one element with empty comments in server HTML.
    const comparisonHtml = (await comparison.text()).replaceAll("<!-- -->", "");
    expect(comparisonHtml).toContain("Revision 1 compared with what visitors see");
    const heroChange = comparisonHtml.slice(comparisonHtml.indexOf("Hero title <span"));
    expect(heroChange).toContain(escapeHtml(original.heroTitle));
    expect(heroChange).toContain("Facilities first published words");

    const republished = await pressButton(editor, key, "publish", {
      content: first,
      baseRevisionId: restored.result.headRevisionId,
    });
    expect(republished.status).toBe(200);
    expect(await publicHtml("/about/facilities")).toContain("Facilities first published words");

    const after = await revisionRows(key);
    expect(after.map((row) => [row.number, row.origin])).toEqual([
      [1, "save"],
      [2, "save"],
      [3, "restore"],
    ]);
    // Nothing was rewritten: the first two rows are exactly as they were.
    expect(after.slice(0, 2)).toEqual(before);
    expect(JSON.parse(after[2]?.content ?? "{}").heroTitle).toBe(
      "Facilities first published words",
    );
  });

  test("a save over someone else's newer save gets 409 with who; force saves it as a new draft", async () => {
    const key = "funders";
    const adminEdit = { ...builtIn(key), heroTitle: "Funders words from the admin" };
    const editorEdit = { ...builtIn(key), heroTitle: "Funders words from the editor" };
    // Both opened the built-in page (no base revision).
    const first = await pressButton(admin, key, "save", { content: adminEdit, baseRevisionId: "" });
    expect(first.status).toBe(200);

    const second = await pressButton(editor, key, "save", {
      content: editorEdit,
      baseRevisionId: "",
    });
    expect(second.status).toBe(409);
    expect(second.result.ok).toBe(false);
    expect(second.result.toast.title).toBe(pageMessages.pages.conflictTitle);
    expect(second.result.conflict?.by).toBe(adminEmail);
    expect(second.result.conflict?.revisionId).toBe(first.result.headRevisionId);
    expect((await revisionRows(key)).length).toBe(1);

    const forced = await pressButton(editor, key, "save", {
      content: editorEdit,
      baseRevisionId: "",
      force: "1",
    });
    expect(forced.status).toBe(200);
    expect(forced.result.toast).toEqual(pageMessages.pages.draftSaved);
    const rows = await revisionRows(key);
    expect(rows.map((row) => [row.number, row.created_by_email])).toEqual([
      [1, adminEmail],
      [2, editorEmail],
    ]);
    expect(JSON.parse(rows[1]?.content ?? "{}").heroTitle).toBe("Funders words from the editor");
  });

  test("Publish pressed twice with one request id publishes once", async () => {
    const key = "sports";
    const content = { ...builtIn(key), heroTitle: "Sports published exactly once" };
    const form = {
      intent: "publish",
      page: key,
      content: JSON.stringify(content),
      baseRevisionId: "",
      requestId: randomUUID(),
    };
    const answers = await Promise.all([
      postAction(editor, pagesTab, form),
      postAction(editor, pagesTab, form),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.result.headRevisionId).toBe(answers[1]?.result.headRevisionId);
    expect((await revisionRows(key)).length).toBe(1);
    expect((await auditRows(key, "page-published")).length).toBe(1);
    expect(await publicHtml("/what-we-deliver/sports")).toContain("Sports published exactly once");
  });

  test("stored content that no longer fits the schema falls back to the built-in text, logged", async () => {
    const key = "haf";
    const published = await pressButton(editor, key, "publish", {
      content: { ...builtIn(key), heroTitle: "HAF words before the break" },
    });
    expect(published.status).toBe(200);
    const id = randomUUID();
    await server.database.db
      .insertInto("page_revision")
      .values({
        id,
        page_key: key,
        number: 2,
        content: JSON.stringify({ heroTitle: 42, sections: "nope" }),
        note: null,
        origin: "save",
        based_on: published.result.headRevisionId ?? null,
        request_id: null,
        created_by: null,
        created_by_email: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await server.database.db
      .updateTable("page_document")
      .set({ published_revision_id: id, head_revision_id: id })
      .where("page_key", "=", key)
      .execute();

    const html = await publicHtml("/what-we-deliver/haf");
    expect(html).toContain(escapeHtml(getPageContent(key).heroTitle));
    expect(html).not.toContain("HAF words before the break");
    expect(server.logs()).toContain("Stored page content no longer fits");
  });

  test("the Content tab's Publish publishes about's hero subtitle at once; no page is refused", async () => {
    const about = getPageContent("about");
    const mainText = typeof about.mainContent === "string" ? about.mainContent : "";
    const updated = await postAction(editor, contentTab, {
      intent: "quick-content",
      button: "publish",
      page: "about",
      title: about.mainTitle,
      heroTitle: about.heroTitle,
      heroSubtitle: "About subtitle changed from the Content tab",
      content: mainText,
      baseRevisionId: "",
    });
    expect(updated.status).toBe(200);
    expect(updated.result.toast).toEqual(pageMessages.pages.contentUpdated);
    expect(await publicHtml("/about")).toContain("About subtitle changed from the Content tab");

    const noPage = await postAction(editor, contentTab, {
      intent: "quick-content",
      button: "publish",
      page: "",
      title: "x",
      heroTitle: "x",
      heroSubtitle: "x",
      content: "x",
      baseRevisionId: "",
    });
    expect(noPage.status).toBe(400);
    expect(noPage.result.toast.description).toBe(pageMessages.pages.pageMissing);
    expect(noPage.result.fieldErrors?.page).toBe(pageMessages.pages.pageMissing);
  });

  test("an editor may edit; signed out gets 401 and another site 403, changing nothing", async () => {
    const key = "employability";
    const content = { ...builtIn(key), heroTitle: "Employability by the editor" };
    const saved = await pressButton(editor, key, "save", { content });
    expect(saved.status).toBe(200);
    expect(saved.result.ok).toBe(true);

    const anonymous = await pressButton(visitor(), key, "publish", { content });
    expect(anonymous.status).toBe(401);
    expect(anonymous.result.ok).toBe(false);

    const crossSite = await editor.post(
      `${pagesTab}.data`,
      { intent: "publish", page: key, content: JSON.stringify(content), requestId: randomUUID() },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe(messages.access.crossSite);

    expect((await revisionRows(key)).length).toBe(1);
    expect(await auditRows(key, "page-published")).toEqual([]);
    expect(await publicHtml("/what-we-deliver/employability")).not.toContain(
      "Employability by the editor",
    );
  });
});

describe("scheduled publishing", () => {
  test("a scheduled revision is published by a restarted server", async () => {
    let first: AppServer | undefined = await startAppServer({ env: { JOB_POLL_SECONDS: "1" } });
    let second: AppServer | undefined;
    try {
      const staff = await setUpFirstAdmin(first);
      const key = "vrp";
      const content = { ...builtIn(key), heroTitle: "VRP words published by the scheduler" };
      const scheduled = await postAction(staff, pagesTab, {
        intent: "schedule",
        page: key,
        content: JSON.stringify(content),
        baseRevisionId: "",
        requestId: randomUUID(),
        publishAt: new Date(Date.now() + 5_000).toISOString(),
      });
      expect(scheduled.status).toBe(200);
      expect(scheduled.result.toast.title).toBe(pageMessages.pages.scheduled("").title);
      const pending = await first.database.db
        .selectFrom("page_document")
        .selectAll()
        .where("page_key", "=", key)
        .executeTakeFirstOrThrow();
      expect(pending.published_revision_id).toBeNull();
      expect(pending.scheduled_revision_id).toBe(scheduled.result.headRevisionId);
      const data = await first.stop({ keepData: true });
      first = undefined;

      second = await startAppServer({ env: { JOB_POLL_SECONDS: "1" }, data });
      const restarted = second;
      await expect
        .poll(
          async () => (await fetch(new URL("/what-we-deliver/vrp", restarted.baseUrl))).text(),
          { timeout: 15_000, interval: 500 },
        )
        .toContain("VRP words published by the scheduler");
      const document = await restarted.database.db
        .selectFrom("page_document")
        .selectAll()
        .where("page_key", "=", key)
        .executeTakeFirstOrThrow();
      expect(document.published_revision_id).toBe(scheduled.result.headRevisionId);
      expect(document.scheduled_revision_id).toBeNull();
    } finally {
      await first?.stop();
      await second?.stop();
    }
  }, 60_000);
});
