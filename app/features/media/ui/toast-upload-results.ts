import { toast } from "sonner";
import type { ToastMessage } from "~/shared/site/messages";
import { isUndecided } from "../media-consent";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import type { QueuedFile } from "./use-upload-queue";

type Results = { uploaded: { file: MediaFile }[]; failed: QueuedFile[] };

/**
 * One toast for what was saved and one for what was not, however many files went. A failure's
 * title says "Upload failed" and its text only why, so the words are not repeated; which file it
 * was is beside the file, where focus goes.
 */
export function toastUploadResults(
  { uploaded, failed }: Results,
  success: { one: ToastMessage; many: (count: number) => string },
) {
  const [onlyFailure] = failed;
  if (failed.length === 1 && onlyFailure) {
    toast.error(mediaMessages.media.uploadFailedTitle, {
      description: onlyFailure.result ?? undefined,
    });
  } else if (failed.length > 1) {
    toast.error(mediaMessages.media.uploadFailedTitle, {
      description: mediaMessages.media.notUploadedCount(failed.length),
    });
  }
  if (uploaded.length === 1) {
    toast.success(success.one.title, { description: success.one.description });
  } else if (uploaded.length > 1) {
    toast.success(success.one.title, { description: success.many(uploaded.length) });
  }
  // Saved is not shown: files nobody has decided about stay off the site (ADR 0026).
  const undecided = uploaded.filter(({ file }) => isUndecided(file.consent)).length;
  if (undecided > 0) {
    toast.warning(mediaMessages.consent.undecidedTitle, {
      description: mediaMessages.consent.undecidedOnPage(undecided),
    });
  }
}
