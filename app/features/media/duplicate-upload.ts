import type { MediaFile } from "./media-file";
import type { MediaKind } from "./media-types";

/**
 * Duplicate uploads (ADR 0035): an upload of bytes the library already holds is refused (409)
 * with the file already there, and where this upload would have gone, so "Use the existing one"
 * can put that file there instead. Sent again with this field "true", it is stored anyway.
 */
export const uploadAnywayField = "uploadAnyway";

export type DuplicateUpload = {
  file: MediaFile;
  /** Where the refused upload would have been placed; null: only into the library. */
  placement: { page: string; section: string | null } | null;
};

/** The photo or the video, as staff are told the library already has it. */
export function describeKind(kind: MediaKind) {
  return kind === "image" ? "photo" : "video";
}
