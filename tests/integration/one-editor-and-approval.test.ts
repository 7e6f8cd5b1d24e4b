import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageMessages } from "../../app/features/pages/messages";
import { listPageApprovals } from "../../app/features/pages/page-approvals.server";
import { getPageContent } from "../../app/features/pages/page-content.server";
import type { PageEditorResult } from "../../app/features/pages/page-editor-result";
import type { PublicPageKey } from "../../app/shared/site/page-registry";
import { adminTabRouteId } from "../../app/shared/staff-shell/admin-tabs";
import { type AppServer, startAppServer } from "../support/app-server";
import { decodeRouterData } from "../support/decode-router-data";
import { escapeHtml } from "../support/html";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * One editor per page (issue 33): the Content tab edits the Pages tab's draft and publishes only
 * what it showed; and moderation, where an editor's Publish waits for an administrator.
 */

const pagesTab = "/admin/pages";
const contentTab = "/admin/content";

type Answer = { status: number; result: PageEditorResult };

let server: AppServer;
let admin: StaffClient;
let editor: StaffClient;
const visitor = () => new StaffClient(server.baseUrl);

async function publicHtml(route: string) {
  const response = await visitor().get(route);
  expect(response.status, route).toBe(200);
  return response.text();
}

/** One press of a Pages tab button. */
async function pressButton(
  client: StaffClient,
  key: PublicPageKey,
  intent: string,
  fields: Record<string, string> = {},
): Promise<Answer> {
  return (await client.action(pagesTab, {
    intent,
    page: key,
    baseRevisionId: "",
    requestId: randomUUID(),
    ...fields,
  })) as Answer;
}

/** The Content tab's fields for a page, as its loader sends them. */
async function loadContentTab(client: StaffClient, key: string) {
  const route = adminTabRouteId("content");
  const response = await client.get(`${contentTab}.data?page=${key}&_routes=${route}`);
  expect(response.status).toBe(200);
  const value = (await decodeRouterData(response.body as ReadableStream)) as Record<
    string,
    { data?: { content: QuickContent } }
  >;
  const content = value[route]?.data?.content;
  if (!content) throw new Error(`no Content tab data for ${key}`);
  return content;
}

type QuickContent = {
  headRevisionId: string | null;
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  content: string;
  draft: { savedAt: string; savedByEmail: string | null; otherChanges: string[] } | null;
};

/** A press of the Content tab's Save Changes or Publish with the fields as shown. */
async function pressContentButton(
  client: StaffClient,
  key: string,
  button: "save" | "publish",
  shown: QuickContent,
  changes: Partial<Record<"title" | "heroTitle" | "heroSubtitle" | "content", string>> = {},
): Promise<Answer> {
  return (await client.action(contentTab, {
    intent: "quick-content",
    button,
    page: key,
    title: shown.title,
    heroTitle: shown.heroTitle,
    heroSubtitle: shown.heroSubtitle,
    content: shown.content,
    baseRevisionId: shown.headRevisionId ?? "",
    ...changes,
  })) as Answer;
}

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
  editor = await addStaffUser(admin, server, {
    email: "one-editor@example.org",
    role: "editor",
    password: "Quiet-Lantern-Pass-58",
  });
});

afterAll(async () => {
  await server?.stop();
});

describe("the Content tab edits the Pages tab's draft", () => {
  const key = "youth-provision";
  const route = "/what-we-deliver/youth-provision";

  test("a draft with changes Content cannot show is not published from Content; nothing unseen goes public", async () => {
    const draft = structuredClone(getPageContent(key));
    const sessions = draft.sections.find((section) => section.id === "sessions");
    if (!sessions) throw new Error("youth-provision has no sessions section");
    sessions.title = "Club nights, an unfinished Pages draft";
    const saved = await pressButton(admin, key, "save", { content: JSON.stringify(draft) });
    expect(saved.status).toBe(200);

    const shown = await loadContentTab(editor, key);
    expect(shown.headRevisionId).toBe(saved.result.headRevisionId);
    const published = await pressContentButton(editor, key, "publish", shown, {
      heroSubtitle: "Youth provision subtitle from the Content tab",
    });
    const html = await publicHtml(route);
    expect(html).not.toContain("Club nights, an unfinished Pages draft");
    expect(html).not.toContain("Youth provision subtitle from the Content tab");
    expect(published.status).toBe(409);
    expect(published.result.toast.description).toBe(pageMessages.pages.quickUnseenChanges);
    expect(shown.draft?.otherChanges).toEqual([
      "Section “Club nights, an unfinished Pages draft” › Title",
    ]);

    // Save Changes is still fine: it publishes nothing.
    const kept = await pressContentButton(editor, key, "save", shown, {
      heroSubtitle: "Youth provision subtitle saved as a draft",
    });
    expect(kept.status).toBe(200);
    expect(kept.result.toast).toEqual(pageMessages.pages.draftSaved);
    expect(await publicHtml(route)).not.toContain("Youth provision subtitle saved as a draft");
  });

  test("Content shows the Pages draft and says so; Publish there publishes exactly what it showed", async () => {
    const page = "contact";
    const draft = structuredClone(getPageContent(page));
    draft.heroTitle = "Contact hero from a Pages draft";
    const saved = await pressButton(admin, page, "save", { content: JSON.stringify(draft) });
    expect(saved.status).toBe(200);

    const shown = await loadContentTab(editor, page);
    expect(shown.heroTitle).toBe("Contact hero from a Pages draft");
    expect(shown.draft).toMatchObject({ savedByEmail: "admin@northfold.example.org" });
    expect(shown.draft?.otherChanges).toEqual([]);

    const published = await pressContentButton(editor, page, "publish", shown, {
      heroSubtitle: "Contact subtitle from the Content tab",
    });
    expect(published.status).toBe(200);
    expect(published.result.toast).toEqual(pageMessages.pages.contentUpdated);
    const html = await publicHtml("/contact");
    expect(html).toContain("Contact hero from a Pages draft");
    expect(html).toContain("Contact subtitle from the Content tab");
    expect(html).toContain(escapeHtml(shown.title));
    const after = await loadContentTab(editor, page);
    expect(after.draft).toBeNull();
  });

  test("Publish from Content based on a stale head is refused and publishes nothing", async () => {
    const page = "sports";
    const shown = await loadContentTab(editor, page);
    const draft = structuredClone(getPageContent(page));
    draft.heroTitle = "Sports hero saved in Pages meanwhile";
    const saved = await pressButton(admin, page, "save", {
      content: JSON.stringify(draft),
      baseRevisionId: shown.headRevisionId ?? "",
    });
    expect(saved.status).toBe(200);

    const stale = await pressContentButton(editor, page, "publish", shown, {
      heroTitle: "Sports hero from a stale Content form",
    });
    expect(stale.status).toBe(409);
    expect(stale.result.toast.title).toBe(pageMessages.pages.conflictTitle);
    expect(stale.result.toast.description).toContain(
      "admin@northfold.example.org saved this page at",
    );
    // "Save mine anyway" belongs to the Pages editor: the Content tab never forces a save.
    const forced = (await editor.action(contentTab, {
      intent: "quick-content",
      button: "publish",
      page,
      title: shown.title,
      heroTitle: "Sports hero forced from a stale Content form",
      heroSubtitle: shown.heroSubtitle,
      content: shown.content,
      baseRevisionId: shown.headRevisionId ?? "",
      force: "1",
    })) as Answer;
    expect(forced.status).toBe(409);
    const html = await publicHtml("/what-we-deliver/sports");
    expect(html).not.toContain("Sports hero saved in Pages meanwhile");
    expect(html).not.toContain("Sports hero from a stale Content form");
    expect(html).not.toContain("Sports hero forced from a stale Content form");
  });
});

describe("moderation: editors' changes need an administrator's approval", () => {
  const editorEmail = "one-editor@example.org";

  /** The audit log's actions about a page, sorted (entries of one millisecond have no order). */
  const auditActions = async (key: string) =>
    (
      await server.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target", "=", key)
        .execute()
    )
      .map((row) => row.action)
      .sort();

  test("an admin turns it on; an editor's Publish is a submission, not public until an admin approves it; editors cannot approve", async () => {
    const on = await admin.action("/admin/settings", {
      intent: "page-approval-policy",
      required: "on",
    });
    expect(on).toEqual({
      status: 200,
      result: { ok: true, toast: pageMessages.pageApproval.policySaved(true) },
    });
    const byEditor = await editor.action("/admin/settings", {
      intent: "page-approval-policy",
      required: "",
    });
    expect(byEditor.status).toBe(403);

    const key = "facilities";
    const content = structuredClone(getPageContent(key));
    content.heroTitle = "Facilities words waiting for approval";
    const asked = await pressButton(editor, key, "publish", { content: JSON.stringify(content) });
    expect(asked.status).toBe(200);
    expect(asked.result.toast).toEqual(pageMessages.pageApproval.submitted);
    const revisionId = asked.result.headRevisionId ?? "";
    expect(await publicHtml("/about/facilities")).not.toContain(
      "Facilities words waiting for approval",
    );

    for (const intent of ["schedule", "unpublish", "unschedule"]) {
      const refused = await pressButton(editor, key, intent, {
        content: JSON.stringify(content),
        baseRevisionId: revisionId,
        publishAt: new Date(Date.now() + 60_000).toISOString(),
      });
      expect(refused.status, intent).toBe(403);
      expect(refused.result.toast.description).toBe(
        pageMessages.pageApproval.publishingNeedsApproval,
      );
    }

    expect(await listPageApprovals(server.database.db)).toEqual([
      {
        pageKey: key,
        title: "Our Facilities",
        submittedAt: expect.any(String),
        submittedByEmail: editorEmail,
      },
    ]);

    const selfApproved = await pressButton(editor, key, "approve", { revisionId });
    expect(selfApproved.status).toBe(403);
    expect(selfApproved.result.toast.description).toBe(pageMessages.pageApproval.adminsOnly);
    expect(await publicHtml("/about/facilities")).not.toContain(
      "Facilities words waiting for approval",
    );

    const approved = await pressButton(admin, key, "approve", { revisionId });
    expect(approved.status).toBe(200);
    expect(approved.result.toast).toEqual(pageMessages.pageApproval.approved);
    expect(await publicHtml("/about/facilities")).toContain(
      "Facilities words waiting for approval",
    );
    expect(await listPageApprovals(server.database.db)).toEqual([]);
    const again = await pressButton(admin, key, "approve", { revisionId });
    expect(again.status).toBe(409);
    expect(again.result.toast.description).toBe(pageMessages.pageApproval.submissionGone);
    expect(await auditActions(key)).toEqual(
      ["page-saved", "page-submitted", "page-approved"].sort(),
    );
  });

  test("the Content tab's Publish is a submission too; Send back keeps the draft and the comment, and saving again withdraws a new submission", async () => {
    const key = "difference";
    const route = "/about/difference";
    const shown = await loadContentTab(editor, key);
    const submitted = await pressContentButton(editor, key, "publish", shown, {
      heroTitle: "Difference words sent for approval",
    });
    expect(submitted.status).toBe(200);
    expect(submitted.result.toast).toEqual(pageMessages.pageApproval.submitted);
    const revisionId = submitted.result.headRevisionId ?? "";
    expect(await publicHtml(route)).not.toContain("Difference words sent for approval");

    const noComment = await pressButton(admin, key, "send-back", { revisionId, comment: "  " });
    expect(noComment.status).toBe(400);
    expect(noComment.result.fieldErrors?.comment).toBe(pageMessages.pageApproval.commentMissing);
    const comment = "Please add the new opening times before this goes live.";
    const sentBack = await pressButton(admin, key, "send-back", { revisionId, comment });
    expect(sentBack.status).toBe(200);
    expect(sentBack.result.toast).toEqual(pageMessages.pageApproval.sentBack);
    expect(await publicHtml(route)).not.toContain("Difference words sent for approval");

    // The editor finds the draft kept and the comment with it.
    const reopened = (await loadContentTab(editor, key)) as QuickContent & {
      approval: { status: string; comment: string; reviewedByEmail: string } | null;
    };
    expect(reopened.headRevisionId).toBe(revisionId);
    expect(reopened.heroTitle).toBe("Difference words sent for approval");
    expect(reopened.approval).toMatchObject({
      status: "sent-back",
      comment,
      reviewedByEmail: "admin@northfold.example.org",
    });

    const resubmitted = await pressContentButton(editor, key, "publish", reopened, {
      heroSubtitle: "Open Monday to Friday, 4pm to 9pm",
    });
    expect(resubmitted.result.toast).toEqual(pageMessages.pageApproval.submitted);
    expect((await listPageApprovals(server.database.db)).map((row) => row.pageKey)).toEqual([key]);
    const afterResubmit = await loadContentTab(editor, key);
    const saved = await pressContentButton(editor, key, "save", afterResubmit, {
      heroSubtitle: "Open Monday to Saturday",
    });
    expect(saved.status).toBe(200);
    expect(saved.result.toast).toEqual(pageMessages.pageApproval.withdrawn);
    expect(await listPageApprovals(server.database.db)).toEqual([]);
    expect(await auditActions(key)).toEqual(
      [
        "page-saved",
        "page-submitted",
        "page-sent-back",
        "page-saved",
        "page-submitted",
        "page-saved",
        "page-submission-withdrawn",
      ].sort(),
    );
  });
});
