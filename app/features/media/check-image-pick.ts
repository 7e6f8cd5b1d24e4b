import { uploadLimits } from "./media-types";
import { mediaMessages } from "./messages";

/**
 * Why a picked file cannot go to an image uploader (§5: over 10MB, or not an image), checked in
 * the browser before any byte is sent; null when it can. The server checks the bytes again.
 */
export function findImagePickProblem(file: Pick<File, "size" | "type">) {
  if (file.size > uploadLimits.quickImageBytes) return mediaMessages.media.quickTooLarge;
  if (!file.type.startsWith("image/")) return mediaMessages.media.quickInvalidType;
  return null;
}
