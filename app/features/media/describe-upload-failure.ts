import { messages } from "~/shared/site/messages";
import type { DuplicateUpload } from "./duplicate-upload";
import { mediaMessages } from "./messages";

/** What went wrong with an upload, as the browser saw it. */
export type UploadFailure = {
  status?: number;
  message?: string;
  timedOut?: boolean;
  /** The library already holds these bytes (ADR 0035): the file there, and where this would go. */
  duplicate?: DuplicateUpload;
};

/** §8 library upload failure texts, picked by what the server or the browser reported. */
export function describeLibraryUploadFailure({ status, message, timedOut }: UploadFailure) {
  const text = message ?? "";
  if (status === 401) {
    return text === messages.access.sessionEnded
      ? mediaMessages.media.authenticationError
      : mediaMessages.media.userNotAuthenticated;
  }
  if (/exceeded/i.test(text)) return mediaMessages.media.capacityExceeded;
  if (status === 413 || /payload too large|413/i.test(text)) {
    return mediaMessages.media.payloadTooLargeAdvice;
  }
  if (timedOut || status === 408 || status === 504 || /timed? ?out/i.test(text)) {
    return mediaMessages.media.timedOut;
  }
  if (text) return text;
  // Without the server's words: a proxy's answer while the site restarts.
  if (status === 503) return mediaMessages.media.siteRestarted;
  return mediaMessages.media.uploadFailedDefault;
}

/** §8 quick uploader failure texts. */
export function describeQuickUploadFailure({ status, message }: UploadFailure) {
  const text = message ?? "";
  if (status === 401 || /authentication/i.test(text))
    return mediaMessages.media.quickSessionExpired;
  if (/storage/i.test(text)) return mediaMessages.media.quickStorageFailed;
  if (/database|PGRST/i.test(text)) return mediaMessages.media.quickDatabaseFailed;
  if (text) return text;
  // Without the server's words: a proxy's answer (its own size limit, or the site restarting).
  if (status === 413) return mediaMessages.media.quickTooLarge.description;
  if (status === 503) return mediaMessages.media.siteRestarted;
  return mediaMessages.media.quickDefault;
}
