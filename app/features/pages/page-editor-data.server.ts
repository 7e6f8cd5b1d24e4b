import type { Kysely } from "kysely";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Database } from "~/shared/db/database-types";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { getPage, type PublicPageKey } from "~/shared/site/page-registry";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { mustSubmitForApproval } from "./page-approval-policy.server";
import { loadPageApproval } from "./page-approvals.server";
import { diffPageContent } from "./page-content-diff";
import type { PageEditorData } from "./page-editor-data";
import {
  loadPageEditorData,
  readPageRevision,
  readPublishedPageContent,
} from "./page-store.server";

/**
 * The Pages tab's data for one page: what the editor opens, the history, a comparison when asked
 * for, and the photos placed on the page (for the "image without alt text" check).
 */
export async function loadPageEditor(
  db: Kysely<Database>,
  key: PublicPageKey,
  compareRevisionId: string | null,
  user: SessionUser,
): Promise<PageEditorData> {
  const page = getPage(key);
  const [data, placedImages, compared, approval, mustSubmit, settings] = await Promise.all([
    loadPageEditorData(db, key),
    listPlacedImages(db, key),
    compareRevisionId ? readPageRevision(db, key, compareRevisionId) : null,
    loadPageApproval(db, key, user),
    mustSubmitForApproval(db, user),
    loadSiteSettings(db),
  ]);
  const { scheduled, ...editor } = data;
  return {
    ...editor,
    page: {
      key,
      title: page.title,
      route: page.route,
      defaultLayout: page.layout,
    },
    scheduled: scheduled
      ? { revisionId: scheduled.revisionId, at: formatDateTime(scheduled.publishAt) }
      : null,
    compare: compared
      ? {
          revisionId: compared.id,
          number: compared.number,
          changes: diffPageContent(await readPublishedPageContent(db, key), compared.content),
        }
      : null,
    placedImages,
    approval,
    mustSubmit,
    canApprove: user.role === "admin",
    impactFigures: settings.impactFigures,
  };
}

async function listPlacedImages(db: Kysely<Database>, key: PublicPageKey) {
  const rows = await db
    .selectFrom("media_placements")
    .innerJoin("media_files", "media_files.id", "media_placements.media_id")
    .select(["media_files.alt_text", "media_files.original_name", "media_placements.section"])
    .where("media_placements.page", "=", key)
    .where("media_files.file_type", "=", "image")
    .execute();
  return rows.map((row) => ({
    label: row.section
      ? `${row.original_name} (${formatVocabularyLabel(row.section)})`
      : row.original_name,
    alt: row.alt_text,
  }));
}
