import type { Kysely } from "kysely";
import { catalogueImages } from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import type { ImagePickerData } from "./image-picker-data";
import {
  type ImagePickerQuery,
  imagePickerPageSize,
  readImagePickerQuery,
} from "./image-picker-query";
import { listMediaFiles } from "./media-files.server";
import { mediaMessages } from "./messages";

/** The built-in pictures matching the picker's category and search (§7: listed after uploads). */
function filterCatalogue(query: ImagePickerQuery) {
  const search = query.search?.trim().toLowerCase() ?? "";
  return catalogueImages.filter(
    (image) =>
      (query.category === "all" || image.category === query.category) &&
      (!search || `${image.alt} ${image.description}`.toLowerCase().includes(search)),
  );
}

/**
 * The images staff can place on a page (Select Existing, Browse & Apply): active images only,
 * newest first, filtered by category and searched by alt text, caption and file name; then the
 * built-in pictures that match.
 */
export async function loadImagePicker(
  db: Kysely<Database>,
  params: URLSearchParams,
): Promise<ImagePickerData> {
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
    return {
      query,
      files: result.files,
      matching: result.matching,
      builtIns: filterCatalogue(query),
      error: null,
    };
  } catch (error) {
    logger.error("media files could not be listed", { error });
    return {
      query,
      files: [],
      matching: 0,
      builtIns: filterCatalogue(query),
      error: mediaMessages.media.listFailed,
    };
  }
}
