import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import { listMediaFiles, listRecentMediaFiles } from "./media-files.server";
import { mediaPageSize, readMediaLibraryQuery } from "./media-library-query";
import type { MediaPanelData } from "./media-panel-data";
import { mediaMessages } from "./messages";
import { listNeedsAttention } from "./needs-attention.server";
import { placeableSections, quickUploadPlacements } from "./placeable-sections.server";

/** The quick uploader's list (§9). */
const recentUploadCount = 5;

/**
 * The Media tab: one page of the library for the URL's filter, the latest uploads, the files that
 * need attention for consent, and each page's sections for placing files.
 */
export async function loadMediaPanel(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<MediaPanelData> {
  const query = readMediaLibraryQuery(params);
  try {
    const [library, recent, needsAttention] = await Promise.all([
      listMediaFiles(db, {
        category: query.category === "all" ? undefined : query.category,
        search: query.search,
        undecidedOnly: query.undecided,
        page: query.page,
        pageSize: mediaPageSize,
      }),
      listRecentMediaFiles(db, recentUploadCount),
      listNeedsAttention(db),
    ]);
    return {
      query,
      library,
      recent,
      needsAttention,
      placeableSections,
      quickUploadPlacements,
      error: null,
    };
  } catch (error) {
    logger.error("media files could not be listed", { error });
    return {
      query,
      library: null,
      recent: [],
      needsAttention: [],
      placeableSections,
      quickUploadPlacements,
      error: mediaMessages.media.listFailed,
    };
  }
}
