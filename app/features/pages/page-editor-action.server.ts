import { data } from "react-router";
import { type AuditAction, recordAudit } from "~/shared/auth/audit-log.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { formatDateTime } from "~/shared/lib/format-date-time";
import type { ToastMessage } from "~/shared/site/messages";
import type { PublicPageKey } from "~/shared/site/page-registry";
import { pageMessages } from "./messages";
import { sendBackCommentMaxLength } from "./page-approval";
import { mustSubmitForApproval } from "./page-approval-policy.server";
import {
  approveSubmission,
  sendBackSubmission,
  settleApprovalOnPublish,
  submitForApproval,
  withdrawSubmission,
} from "./page-approvals.server";
import { getPageContent } from "./page-content.server";
import { type PageContent, pageContentSchema } from "./page-content-schema";
import type { PageEditorResult } from "./page-editor-result";
import {
  publishRevision,
  type RevisionOrigin,
  readPageDocument,
  readPageRevision,
  readPublishedPageContent,
  saveRevision,
  schedulePublish,
  unpublishPage,
} from "./page-store.server";
import { applyBuiltInStructure } from "./page-structure";
import { listChangesContentTabHides } from "./quick-content-changes";
import { isQuickContentPage } from "./quick-content-pages";
import type { RevisionSummary } from "./revision-summary";
import { richTextToPlainText } from "./rich-text";

/** The intents of the Pages tab's editor form. */
export const pageEditorIntents = [
  "save",
  "publish",
  "submit",
  "schedule",
  "unschedule",
  "unpublish",
  "restore",
  "approve",
  "send-back",
] as const;
type Intent = (typeof pageEditorIntents)[number];

/** What an editor may not do while their changes need an administrator's approval. */
const publishingIntents: readonly Intent[] = ["schedule", "unschedule", "unpublish"];

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
  const { db } = getDatabase();
  const moderated = await mustSubmitForApproval(db, user);
  const asked = String(form.get("intent") ?? "") as Intent;
  // With moderation on, an editor's Publish (say from a tab opened before it was turned on) is
  // a submission; the other publishing buttons are refused.
  const intent: Intent = moderated && asked === "publish" ? "submit" : asked;
  const audit = (action: AuditAction, detail?: string) =>
    recordAudit(db, { action, actor: user, target: key, detail: detail ?? null, ip });
  if (moderated && publishingIntents.includes(intent)) {
    return failure(403, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pageApproval.publishingNeedsApproval,
    });
  }
  if (intent === "submit" && !moderated) {
    return failure(400, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.invalid,
    });
  }
  if (intent === "approve" || intent === "send-back") {
    return decideSubmission(form, key, intent, { user, ip });
  }

  switch (intent) {
    case "save":
    case "publish":
    case "submit":
    case "schedule": {
      const saved = await saveSubmitted(form, key, user, "save");
      if (!saved.ok) return saved.response;
      const { revision, created } = saved;
      if (created) await audit("page-saved", `revision ${revision.number}`);
      if (intent === "save") {
        const withdrawn = created && (await withdrawSubmission(db, key, user.id));
        if (withdrawn) await audit("page-submission-withdrawn", `revision ${revision.number}`);
        return success(
          withdrawn ? pageMessages.pageApproval.withdrawn : pageMessages.pages.draftSaved,
          headOf(revision),
        );
      }
      if (intent === "submit") {
        await submitForApproval(db, key, revision.id, user);
        await audit("page-submitted", `revision ${revision.number}`);
        return success(pageMessages.pageApproval.submitted, headOf(revision));
      }
      if (intent === "publish") {
        const changed = await publishRevision(db, key, revision.id, user);
        await settleApprovalOnPublish(db, key, revision.id);
        if (changed) await audit("page-published", `revision ${revision.number}`);
        return success(
          changed || !created ? pageMessages.pages.published : pageMessages.pages.alreadyPublished,
          { ...headOf(revision), publishedRevisionId: revision.id },
        );
      }
      const publishAt = new Date(String(form.get("publishAt") ?? ""));
      if (Number.isNaN(publishAt.getTime()) || publishAt.getTime() <= Date.now()) {
        return failure(
          400,
          { title: pageMessages.pages.failedTitle, description: pageMessages.pages.scheduleInPast },
          { ...headOf(revision), fieldErrors: { publishAt: pageMessages.pages.scheduleInPast } },
        );
      }
      await schedulePublish(db, key, { revisionId: revision.id, publishAt });
      const when = formatDateTime(publishAt.toISOString());
      await audit(
        "page-publish-scheduled",
        `revision ${revision.number} at ${publishAt.toISOString()}`,
      );
      return success(pageMessages.pages.scheduled(when), headOf(revision));
    }
    case "unschedule": {
      await schedulePublish(db, key, null);
      await audit("page-publish-unscheduled");
      return success(pageMessages.pages.unscheduled);
    }
    case "unpublish": {
      const changed = await unpublishPage(db, key);
      if (changed) await audit("page-unpublished");
      return success(changed ? pageMessages.pages.unpublished : pageMessages.pages.notPublished, {
        publishedRevisionId: null,
      });
    }
    case "restore": {
      const old = await readPageRevision(db, key, String(form.get("revisionId") ?? ""));
      if (!old) {
        return failure(404, {
          title: pageMessages.pages.failedTitle,
          description: pageMessages.pages.revisionMissing,
        });
      }
      const result = await storeRevision(form, key, user, old.content, "restore", {
        note: `Restored revision ${old.number}`,
      });
      if (!result.ok) return result.response;
      if (result.created) {
        await audit("page-restored", `revision ${old.number}`);
        if (await withdrawSubmission(db, key, user.id)) {
          await audit("page-submission-withdrawn", `revision ${result.revision.number}`);
        }
      }
      return success(pageMessages.pages.restored, headOf(result.revision));
    }
    default:
      return failure(400, {
        title: pageMessages.pages.failedTitle,
        description: pageMessages.pages.invalid,
      });
  }
}

const headOf = (revision: RevisionSummary) => ({ headRevisionId: revision.id, revision });

/**
 * An administrator's Approve (publishes the submitted revision) or Send back (keeps it as a
 * draft, with a comment the editor sees). The form names the revision the administrator saw, so
 * a submission replaced or withdrawn meanwhile is not decided blind.
 */
async function decideSubmission(
  form: FormData,
  key: PublicPageKey,
  intent: "approve" | "send-back",
  { user, ip }: Context,
) {
  const failedTitle = pageMessages.pageApproval.failedTitle;
  if (user.role !== "admin") {
    return failure(403, { title: failedTitle, description: pageMessages.pageApproval.adminsOnly });
  }
  const { db } = getDatabase();
  const revision = await readPageRevision(db, key, String(form.get("revisionId") ?? ""));
  const gone = () =>
    failure(409, { title: failedTitle, description: pageMessages.pageApproval.submissionGone });
  if (!revision) return gone();
  const audit = (action: AuditAction, detail: string) =>
    recordAudit(db, { action, actor: user, target: key, detail, ip });
  if (intent === "approve") {
    const approved = await approveSubmission(db, key, revision.id, user);
    if (!approved) return gone();
    await audit(
      "page-approved",
      `revision ${revision.number}, submitted by ${approved.submittedByEmail}`,
    );
    return success(pageMessages.pageApproval.approved, { publishedRevisionId: revision.id });
  }
  const comment = String(form.get("comment") ?? "").trim();
  const commentError = !comment
    ? pageMessages.pageApproval.commentMissing
    : comment.length > sendBackCommentMaxLength
      ? pageMessages.pageApproval.commentTooLong
      : null;
  if (commentError) {
    return failure(
      400,
      { title: failedTitle, description: commentError },
      { fieldErrors: { comment: commentError } },
    );
  }
  if (!(await sendBackSubmission(db, key, revision.id, user, comment))) return gone();
  await audit("page-sent-back", `revision ${revision.number}: ${comment}`);
  return success(pageMessages.pageApproval.sentBack);
}

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
        { title: pageMessages.pages.failedTitle, description: pageMessages.pages.invalid },
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
    return { ok: false, fieldErrors: { content: pageMessages.pages.invalid } };
  }
  const parsed = pageContentSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, fieldErrors: toFieldErrors(parsed.error) as Record<string, string> };
  }
  return applyBuiltInStructure(getPageContent(key), parsed.data);
}

/**
 * Stores content as the page's latest revision unless it equals the latest already (then that one
 * is used: Publish after Save Changes makes no empty revision).
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
  if (document && document.head_revision_id === baseRevisionId && origin !== "restore") {
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
        {
          title: pageMessages.pages.conflictTitle,
          description: pageMessages.pages.conflict(who, when),
        },
        { conflict: { revisionId: result.head.id, by: who, at: result.head.createdAt } },
      ),
    };
  }
  return { ok: true, revision: result.revision, created: result.status === "saved" };
}

/**
 * The Content tab's quick edit: title, hero title, hero subtitle and the main text as plain
 * paragraphs, laid over the revision the form was opened at (the page's draft, if it has one).
 * Save Changes stores it; Publish publishes exactly that, and is refused when the draft also
 * changes what the Content tab does not show. For an editor under moderation, Publish submits it
 * for approval.
 */
export async function handleQuickContentAction(form: FormData, { user, ip }: Context) {
  const key = String(form.get("page") ?? "");
  if (!isQuickContentPage(key)) {
    return failure(
      400,
      { title: pageMessages.pages.failedTitle, description: pageMessages.pages.pageMissing },
      { fieldErrors: { page: pageMessages.pages.pageMissing } },
    );
  }
  const button = String(form.get("button") ?? "");
  if (button !== "save" && button !== "publish") {
    return failure(400, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.invalid,
    });
  }
  const { db } = getDatabase();
  const document = await readPageDocument(db, key);
  const latest = document ? await readPageRevision(db, key, document.head_revision_id) : null;
  // Only over the revision this form showed: never "save mine anyway" here.
  form.delete("force");
  if ((document?.head_revision_id ?? null) !== (String(form.get("baseRevisionId") ?? "") || null)) {
    return failure(409, {
      title: pageMessages.pages.conflictTitle,
      description: pageMessages.pages.quickConflict(
        latest?.createdByEmail ?? "Someone",
        formatDateTime(latest?.createdAt ?? document?.updated_at ?? new Date().toISOString()),
      ),
    });
  }
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
      { title: pageMessages.pages.failedTitle, description: pageMessages.pages.invalid },
      { fieldErrors },
    );
  }
  // The head read above is the one the save below must start from (or it is refused as stale),
  // so what is checked here is what would be published.
  if (
    button === "publish" &&
    listChangesContentTabHides(await readPublishedPageContent(db, key), checked.content).length > 0
  ) {
    return failure(409, {
      title: pageMessages.pages.failedTitle,
      description: pageMessages.pages.quickUnseenChanges,
    });
  }
  const stored = await storeRevision(form, key, user, checked.content, "content-tab", {
    note: "Content tab",
  });
  if (!stored.ok) return stored.response;
  const { revision, created } = stored;
  const audit = (action: AuditAction) =>
    recordAudit(db, {
      action,
      actor: user,
      target: key,
      detail: `revision ${revision.number}`,
      ip,
    });
  if (created) await audit("page-saved");
  const head = { headRevisionId: revision.id };
  if (button === "save") {
    const withdrawn = created && (await withdrawSubmission(db, key, user.id));
    if (withdrawn) await audit("page-submission-withdrawn");
    return success(
      withdrawn ? pageMessages.pageApproval.withdrawn : pageMessages.pages.draftSaved,
      head,
    );
  }
  if (await mustSubmitForApproval(db, user)) {
    await submitForApproval(db, key, revision.id, user);
    await audit("page-submitted");
    return success(pageMessages.pageApproval.submitted, head);
  }
  if (await publishRevision(db, key, revision.id, user)) await audit("page-published");
  await settleApprovalOnPublish(db, key, revision.id);
  return success(pageMessages.pages.contentUpdated, { ...head, publishedRevisionId: revision.id });
}
