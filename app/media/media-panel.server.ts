import type { Kysely } from "kysely";
import { messages } from "~/content/messages";
import type { Database } from "~/db/database-types";
import { listMediaFiles, listRecentMediaFiles } from "./media-files.server";
import { mediaPageSize, readMediaLibraryQuery } from "./media-library-query";

/** The quick uploader's list (§9). */
const recentUploadCount = 5;

/** The Media tab: one page of the library for the URL's filter, and the latest uploads. */
export async function loadMediaPanel(db: Kysely<Database>, params: URLSearchParams) {
  const query = readMediaLibraryQuery(params);
  try {
    const [library, recent] = await Promise.all([
      listMediaFiles(db, {
        category: query.category === "all" ? undefined : query.category,
        search: query.search,
        page: query.page,
        pageSize: mediaPageSize,
      }),
      listRecentMediaFiles(db, recentUploadCount),
    ]);
    return { query, library, recent, error: null };
  } catch (error) {
    console.error("Failed to load media files.", error);
    return { query, library: null, recent: [], error: messages.media.listFailed };
  }
}
