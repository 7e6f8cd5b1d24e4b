import { fileTypeFromFile } from "file-type";
import { type AllowedMediaType, findAllowedMediaType, type MediaKind } from "./media-types";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";

/**
 * The file's type from its first bytes; the name and the browser's claimed type are ignored.
 * Refuses anything not on the allowed list, and anything but images where only images go.
 */
export async function detectMediaType(
  filePath: string,
  accept: MediaKind | "any",
): Promise<AllowedMediaType> {
  const detected = await fileTypeFromFile(filePath);
  const type = detected && findAllowedMediaType(detected.mime);
  if (accept === "image" && type?.kind !== "image") {
    throw new UploadError(415, mediaMessages.media.notAnImage);
  }
  if (!type || (accept !== "any" && type.kind !== accept)) {
    throw new UploadError(415, mediaMessages.media.unsupportedType);
  }
  return type;
}
