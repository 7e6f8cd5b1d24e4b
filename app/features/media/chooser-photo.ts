import { formatDate } from "~/shared/lib/format-date-time";
import { isUndecided } from "./media-consent";
import type { MediaFile } from "./media-file";
import { mediaMessages } from "./messages";

/** What a photo chooser calls a photo: its alt text, else its file name when it has none. */
export function namePhoto(file: Pick<MediaFile, "altText" | "originalName">) {
  return file.altText.trim() || file.originalName;
}

/** The date under a chooser's thumbnail, in the words its accessible name says too. */
export function describeUploadDate(createdAt: string) {
  return `Uploaded ${formatDate(createdAt)}`;
}

export type PhotoChooser = "record" | "page-section";

/**
 * Whether a photo just uploaded in a chooser is chosen there, and what the chooser says of it
 * (ADR 0026). A record shows only photos visitors may see; a page's section also takes one nobody
 * has decided about yet, placed but hidden, as Page Images' Upload New does. A photo of children
 * without consent for the website: neither.
 */
export function settleChooserUpload(
  file: Pick<MediaFile, "altText" | "originalName" | "consent">,
  chooser: PhotoChooser,
) {
  const name = namePhoto(file);
  if (file.consent.publishable) {
    return { chosen: true, message: mediaMessages.chooserUpload.chosen(name) };
  }
  if (!isUndecided(file.consent)) {
    return { chosen: false, message: mediaMessages.chooserUpload.noWebsiteConsent };
  }
  return chooser === "page-section"
    ? { chosen: true, message: mediaMessages.chooserUpload.chosenUndecided(name) }
    : { chosen: false, message: mediaMessages.chooserUpload.waitingForDecision };
}
