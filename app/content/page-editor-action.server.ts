import { data } from "react-router";
import { type AuditAction, recordAudit } from "~/auth/audit-log.server";
import type { SessionUser } from "~/auth/session-user";
import { getDatabase } from "~/db/database.server";
import { toFieldErrors } from "~/lib/field-errors";
import { formatDateTime } from "~/lib/format-date-time";
import { messages, type ToastMessage } from "./messages";
import { getPageContent } from "./page-content.server";
import { type PageContent, pageContentSchema } from "./page-content-schema";
import type { PageEditorResult } from "./page-editor-result";
import type { PublicPageKey } from "./page-registry";
import {
  publishRevision,
  type RevisionOrigin,
  readPageDocument,
  readPageRevision,
  saveRevision,
  schedulePublish,
  unpublishPage,
} from "./page-store.server";
import { applyBuiltInStructure } from "./page-structure";
import { isQuickContentPage } from "./quick-content-pages";
import type { RevisionSummary } from "./revision-summary";
import { richTextToPlainText } from "./rich-text";

/** The intents of the Pages tab's editor form. */
export const pageEditorIntents = [
  "save",
  "publish",
  "schedule",
  "unschedule",
  "unpublish",
  "restore",
] as const;
type Intent = (typeof pageEditorIntents)[number];

type Context = { user: SessionUser; ip: string | null };

const failure = (status: number, toast: ToastMessage, extra: Partial<PageEditorResult> = {}) =>
  data<PageEditorResult>({ ok: false, toast, ...extra }, { status });
const success = (toast: ToastMessage, extra: Partial<PageEditorResult> = {}) =>
  data<PageEditorResult>({ ok: true, toast, ...extra });

/**
 * One press of a button in the page editor. Every save carries the revision it started from, and
 * a save after someone else's gets 409 with who and when, keeping the typed text in the browser.
 * Callers check the role first; the CSRF guard runs before any action (server/).
 */
export async function handlePageEditorAction(
  form: FormData,
  key: PublicPageKey,
  { user, ip }: Context,
) {
  const intent = String(form.get("intent") ?? "") as Intent;
  const { db } = getDatabase();
  const audit = (action: AuditAction, detail?: string) =>
    recordAudit(db, { action, actor: user, target: key, detail: detail ?? null, ip });

  switch (intent) {
    case "save":
    case "publish":
    case "schedule": {
      const saved = await saveSubmitted(form, key, user, "save");
      if (!saved.ok) return saved.response;
      const { revision, created } = saved;
      if (created) await audit("page-saved", `revision ${revision.number}`);
      if (intent === "save") return success(messages.pages.draftSaved, headOf(revision));
      if (intent === "publish") {
        const changed = await publishRevision(db, key, revision.id, user);
        if (changed) await audit("page-published", `revision ${revision.number}`);
        return success(
          changed || !created ? messages.pages.published : messages.pages.alreadyPublished,
          { ...headOf(revision), publishedRevisionId: revision.id },
        );
      }
      const publishAt = new Date(String(form.get("publishAt") ?? ""));
      if (Number.isNaN(publishAt.getTime()) || publishAt.getTime() <= Date.now()) {
        return failure(
          400,
          { title: messages.pages.failedTitle, description: messages.pages.scheduleInPast },
          { ...headOf(revision), fieldErrors: { publishAt: messages.pages.scheduleInPast } },
        );
      }
      await schedulePublish(db, key, { revisionId: revision.id, publishAt });
      const when = formatDateTime(publishAt.toISOString());
      await audit(
        "page-publish-scheduled",
        `revision ${revision.number} at ${publishAt.toISOString()}`,
      );
      return success(messages.pages.scheduled(when), headOf(revision));
    }
    case "unschedule": {
      await schedulePublish(db, key, null);
      await audit("page-publish-unscheduled");
      return success(messages.pages.unscheduled);
    }
    case "unpublish": {
      const changed = await unpublishPage(db, key);
      if (changed) await audit("page-unpublished");
      return success(changed ? messages.pages.unpublished : messages.pages.notPublished, {
        publishedRevisionId: null,
      });
    }
    case "restore": {
      const old = await readPageRevision(db, key, String(form.get("revisionId") ?? ""));
      if (!old) {
        return failure(404, {
          title: messages.pages.failedTitle,
          description: messages.pages.revisionMissing,
        });
      }
      const result = await storeRevision(form, key, user, old.content, "restore", {
        note: `Restored revision ${old.number}`,
      });
      if (!result.ok) return result.response;
      if (result.created) await audit("page-restored", `revision ${old.number}`);
      return success(messages.pages.restored, headOf(result.revision));
    }
    default:
      return failure(400, {
        title: messages.pages.failedTitle,
        description: messages.pages.invalid,
      });
  }
}

const headOf = (revision: RevisionSummary) => ({ headRevisionId: revision.id, revision });

type Stored =
  | { ok: true; revision: RevisionSummary; created: boolean }
  | { ok: false; response: ReturnType<typeof failure> };

/** The submitted content, checked by the schema and the page's structure, then stored. */
async function saveSubmitted(
  form: FormData,
  key: PublicPageKey,
  user: SessionUser,
  origin: RevisionOrigin,
): Promise<Stored> {
  const checked = checkSubmittedContent(key, String(form.get("content") ?? ""));
  if (!checked.ok) {
    return {
      ok: false,
      response: failure(
        400,
        { title: messages.pages.failedTitle, description: messages.pages.invalid },
        { fieldErrors: checked.fieldErrors },
      ),
    };
  }
  return storeRevision(form, key, user, checked.content, origin, {
    note:
      String(form.get("note") ?? "")
        .trim()
        .slice(0, 200) || null,
  });
}

/** Parses the editor's JSON with the page schema, then the built-in page's structure. */
export function checkSubmittedContent(
  key: PublicPageKey,
  json: string,
): { ok: true; content: PageContent } | { ok: false; fieldErrors: Record<string, string> } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, fieldErrors: { content: messages.pages.invalid } };
  }
  const parsed = pageContentSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, fieldErrors: toFieldErrors(parsed.error) as Record<string, string> };
  }
  return applyBuiltInStructure(getPageContent(key), parsed.data);
}

/**
 * Stores content as the page's latest revision unless it equals the latest already (then that one
 * is used: Publish after Save draft makes no empty revision).
 */
export async function storeRevision(
  form: FormData,
  key: PublicPageKey,
  user: SessionUser,
  content: PageContent,
  origin: RevisionOrigin,
  { note }: { note: string | null },
): Promise<Stored> {
  const { db } = getDatabase();
  const baseRevisionId = String(form.get("baseRevisionId") ?? "") || null;
  const force = form.get("force") === "1";
  const document = await readPageDocument(db, key);
  if (document && document.head_revision_id === baseRevisionId && origin === "save") {
    const head = await readPageRevision(db, key, document.head_revision_id);
    if (head && JSON.stringify(head.content) === JSON.stringify(content)) {
      return { ok: true, revision: head, created: false };
    }
  }
  const result = await saveRevision(db, {
    key,
    content,
    note,
    origin,
    baseRevisionId,
    force,
    requestId: String(form.get("requestId") ?? "").slice(0, 64) || null,
    actor: user,
  });
  if (result.status === "conflict") {
    const who = result.head.createdByEmail ?? "Someone";
    const when = formatDateTime(result.head.createdAt);
    return {
      ok: false,
      response: failure(
        409,
        { title: messages.pages.conflictTitle, description: messages.pages.conflict(who, when) },
        { conflict: { revisionId: result.head.id, by: who, at: result.head.createdAt } },
      ),
    };
  }
  return { ok: true, revision: result.revision, created: result.status === "saved" };
}

/**
 * The Content tab's quick edit: title, hero title, hero subtitle and the main text as plain
 * paragraphs, over the page's latest revision, published at once.
 */
export async function handleQuickContentAction(form: FormData, { user, ip }: Context) {
  const key = String(form.get("page") ?? "");
  if (!isQuickContentPage(key)) {
    return failure(
      400,
      { title: messages.pages.failedTitle, description: messages.pages.pageMissing },
      { fieldErrors: { page: messages.pages.pageMissing } },
    );
  }
  const { db } = getDatabase();
  const document = await readPageDocument(db, key);
  const latest = document ? await readPageRevision(db, key, document.head_revision_id) : null;
  const current = latest?.content ?? getPageContent(key);
  const text = (name: string) => String(form.get(name) ?? "").replaceAll("\r\n", "\n");
  const mainText = text("content");
  const candidate = {
    ...current,
    mainTitle: text("title"),
    heroTitle: text("heroTitle"),
    heroSubtitle: text("heroSubtitle"),
    // Untouched main text keeps its formatting; edited here, it becomes plain paragraphs.
    mainContent:
      mainText.trim() === richTextToPlainText(current.mainContent).trim()
        ? current.mainContent
        : mainText,
  };
  const checked = checkSubmittedContent(key, JSON.stringify(candidate));
  if (!checked.ok) {
    const renamed = { mainTitle: "title", mainContent: "content" } as Record<string, string>;
    const fieldErrors = Object.fromEntries(
      Object.entries(checked.fieldErrors).map(([path, message]) => [
        renamed[path] ?? path,
        message,
      ]),
    );
    return failure(
      400,
      { title: messages.pages.failedTitle, description: messages.pages.invalid },
      { fieldErrors },
    );
  }
  const stored = await storeRevision(form, key, user, checked.content, "content-tab", {
    note: "Content tab",
  });
  if (!stored.ok) return stored.response;
  if (stored.created) {
    await recordAudit(db, { action: "page-saved", actor: user, target: key, ip });
  }
  if (await publishRevision(db, key, stored.revision.id, user)) {
    await recordAudit(db, { action: "page-published", actor: user, target: key, ip });
  }
  return success(messages.pages.contentUpdated, {
    headRevisionId: stored.revision.id,
    publishedRevisionId: stored.revision.id,
  });
}
