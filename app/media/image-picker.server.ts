import type { Kysely } from "kysely";
import { messages } from "~/content/messages";
import type { Database } from "~/db/database-types";
import { imagePickerPageSize, readImagePickerQuery } from "./image-picker-query";
import { listMediaFiles } from "./media-files.server";

/**
 * The images staff can place on a page (Select Existing, Browse & Apply): active images only,
 * newest first, filtered by category and searched by alt text, caption and file name.
 */
export async function loadImagePicker(db: Kysely<Database>, params: URLSearchParams) {
  const query = readImagePickerQuery(params);
  try {
    const result = await listMediaFiles(db, {
      category: query.category === "all" ? undefined : query.category,
      search: query.search,
      fileType: "image",
      activeOnly: true,
      page: query.page,
      pageSize: imagePickerPageSize,
    });
    return { query, files: result.files, matching: result.matching, error: null };
  } catch (error) {
    console.error("Failed to load media files.", error);
    return { query, files: [], matching: 0, error: messages.media.listFailed };
  }
}
