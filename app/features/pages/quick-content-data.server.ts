import type { Kysely } from "kysely";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Database } from "~/shared/db/database-types";
import { getPage } from "~/shared/site/page-registry";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { mustSubmitForApproval } from "./page-approval-policy.server";
import { loadPageApproval } from "./page-approvals.server";
import { loadPageEditorData, readPublishedPageContent } from "./page-store.server";
import { listChangesContentTabHides } from "./quick-content-changes";
import { isQuickContentPage } from "./quick-content-pages";
import { richTextToPlainText } from "./rich-text";

/**
 * The Content tab's fields for the chosen page: its latest words (the Pages tab's draft, if it
 * has one), as plain text, and what that draft changes that the tab cannot show.
 */
export async function loadQuickContent(
  db: Kysely<Database>,
  pageParam: string | null,
  user: SessionUser,
) {
  if (!pageParam || !isQuickContentPage(pageParam)) return null;
  const [data, published, approval, mustSubmit, settings] = await Promise.all([
    loadPageEditorData(db, pageParam, 1),
    readPublishedPageContent(db, pageParam),
    loadPageApproval(db, pageParam, user),
    mustSubmitForApproval(db, user),
    loadSiteSettings(db),
  ]);
  const head = data.revisions[0];
  return {
    page: pageParam,
    route: getPage(pageParam).route,
    headRevisionId: data.headRevisionId,
    title: data.content.mainTitle,
    heroTitle: data.content.heroTitle,
    heroSubtitle: data.content.heroSubtitle,
    content: richTextToPlainText(data.content.mainContent),
    /** Saving here replaces headings, lists and links in the main text with plain paragraphs. */
    hasFormatting: typeof data.content.mainContent !== "string",
    /** The latest save is not what visitors see: the fields show an unpublished draft. */
    draft:
      head && head.id !== data.publishedRevisionId
        ? {
            savedAt: head.createdAt,
            savedByEmail: head.createdByEmail,
            otherChanges: listChangesContentTabHides(published, data.content),
          }
        : null,
    approval,
    mustSubmit,
    /** What each figure token in the text shows visitors (figure-tokens.ts). */
    impactFigures: settings.impactFigures,
  };
}
