import { CopyCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { type DuplicateUpload, describeKind } from "../duplicate-upload";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { findPossibleFullNames } from "../public-words";
import { MediaThumbnail } from "./media-thumbnail";
import { NameWarning } from "./name-warning";

type DuplicateNoticeProps = {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  duplicate: DuplicateUpload;
  /** While the file is being sent again, neither choice can be made. */
  disabled: boolean;
  /** The existing file is now the answer: placed where the upload would have been, if anywhere. */
  onUsed: (file: MediaFile) => void;
  onUploadAnyway: () => void;
};

/**
 * Says the library already has the uploaded photo or video (ADR 0035), shows the file there, and
 * offers its two ways on: use that file (placed where the upload would have gone, through the
 * Media tab's own "place", so it meets the same checks) or store the upload as a second file.
 * Not a form of its own: it sits inside the upload forms, and forms cannot nest.
 */
export function DuplicateNotice({
  id,
  duplicate,
  disabled,
  onUsed,
  onUploadAnyway,
}: DuplicateNoticeProps) {
  const { file, placement } = duplicate;
  const kind = describeKind(file.fileType);
  const fetcher = useFetcher();
  useActionToast(fetcher, () => onUsed(file));
  const [namesAcknowledged, setNamesAcknowledged] = useState(false);
  const placing = fetcher.state !== "idle";
  const headingId = `${id}-duplicate`;
  const heading = useRef<HTMLParagraphElement>(null);
  // It appears as the answer to the staff member's upload: their focus goes to it.
  useEffect(() => heading.current?.focus(), []);
  const names = placement ? findPossibleFullNames(`${file.altText}\n${file.caption ?? ""}`) : [];

  function chooseExisting() {
    if (!placement) {
      toast.success(mediaMessages.media.duplicateUsed(kind).title, {
        description: mediaMessages.media.duplicateUsed(kind).description,
      });
      onUsed(file);
      return;
    }
    void fetcher.submit(
      {
        intent: "place",
        id: file.id,
        page: placement.page,
        section: placement.section ?? "none",
        namesAcknowledged: String(namesAcknowledged),
      },
      { method: "post", action: adminTabPath("media") },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="flex items-start gap-2 font-bold focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        <CopyCheck aria-hidden="true" className="size-6 shrink-0" />
        {mediaMessages.media.duplicate(kind)}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <MediaThumbnail file={file} className="size-20 shrink-0 rounded-lg" />
        <div className="min-w-0 space-y-1">
          <p className="break-words font-semibold">{file.altText || file.originalName}</p>
          {file.altText ? <p className="break-words text-sm">{file.originalName}</p> : null}
          <p className="text-sm">
            {mediaMessages.media.duplicateUploadedOn(formatDateTime(file.createdAt))}
          </p>
        </div>
      </div>
      <p className="mt-3">{mediaMessages.media.duplicateAdvice(kind)}</p>
      {names.length > 0 ? (
        // The file's own words go on the page with it: the same check as placing it from the library.
        <div
          className="mt-3"
          onChange={(event) => setNamesAcknowledged((event.target as HTMLInputElement).checked)}
        >
          <NameWarning id={id} name={`${id}-namesAcknowledged`} names={names} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={chooseExisting}
          disabled={disabled || placing}
          className={cn(buttonBase, buttonStyles.primary, "min-h-10 px-4 py-2 text-sm")}
        >
          {placing ? "Using it..." : "Use the existing one"}
        </button>
        <button
          type="button"
          onClick={onUploadAnyway}
          disabled={disabled || placing}
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
        >
          Upload it anyway
        </button>
      </div>
    </section>
  );
}
