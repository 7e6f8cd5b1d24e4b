import { cn } from "~/shared/lib/class-names";
import type { SectionAssignment } from "~/shared/site/vocabulary";
import { SubmitButton } from "~/shared/ui/submit-button";
import { findImagePickProblem } from "../check-image-pick";
import { describeQuickUploadFailure } from "../describe-upload-failure";
import { imageAccept } from "../media-types";
import { mediaMessages } from "../messages";
import { sendQuickUpload } from "../send-upload";
import { FileDropZone } from "./file-drop-zone";
import { UploadCategoryField } from "./upload-category-field";
import { UploadDecisionPanel } from "./upload-decision-panel";
import { UploadQueueList } from "./upload-queue-list";
import { useCategoryChoice } from "./use-category-choice";
import { useQueuedUploadForm } from "./use-queued-upload-form";

export const pageImageUploadUrl = "/admin/media/page-image-upload";

type PageImageUploadFormProps = {
  page: string;
  section: SectionAssignment;
  /**
   * A narrow card: one column, and no category to choose (the page's subject is used, e.g.
   * humanitarian for Serving Humanity's galleries).
   */
  compact?: boolean;
  /**
   * After a batch that saved at least one image, so what is placed there reloads; `focusResult`
   * is false when a failure has focus instead.
   */
  onUploaded: (focusResult: boolean) => void;
};

/**
 * Upload New and Direct Upload: images of up to 10MB each, as many at once as staff pick or drop,
 * straight into a page's section, where the last one becomes the one visitors see first.
 */
export function PageImageUploadForm({
  page,
  section,
  compact = false,
  onUploaded,
}: PageImageUploadFormProps) {
  const category = useCategoryChoice(page);
  // The picker lists the new images and where they went: the hook reloads it after a save.
  const { queue, decision, sending, formElement, pick, submit, queueList } = useQueuedUploadForm({
    findPickProblem: findImagePickProblem,
    findRefusal: (toSend) => (toSend.length === 0 ? mediaMessages.media.quickMissing : null),
    fields: compact ? { page, section } : { page, section, category: category.value },
    url: pageImageUploadUrl,
    send: sendQuickUpload,
    describeFailure: describeQuickUploadFailure,
    uploaded: {
      one: mediaMessages.placement.uploaded,
      many: mediaMessages.placement.uploadedCount,
    },
    onSaved: (_newest, focusResult) => onUploaded(focusResult),
    // Now placed in the section, as if just uploaded.
    onReused: () => onUploaded(true),
  });

  const count = queue.toSend.length;
  return (
    <form
      ref={formElement}
      onSubmit={submit}
      noValidate
      className={cn("grid gap-4", !compact && "sm:grid-cols-2 sm:gap-5")}
    >
      <div className={cn(!compact && "sm:col-span-2")}>
        <FileDropZone
          label="Images"
          hint={
            compact
              ? "Up to 10MB each. Choose or drag several at once."
              : "Photos up to 10MB each. Choose one or more, or drag them here. Each one gets its own alt text below."
          }
          accept={imageAccept}
          disabled={sending}
          onPick={pick}
        />
      </div>
      {compact ? null : (
        <UploadCategoryField value={category.value} onChange={category.choose} disabled={sending} />
      )}
      <div className={cn(!compact && "sm:col-span-2")}>
        <UploadDecisionPanel
          decision={decision}
          fileDecisions={queue.toSend.map((item) => item.decision)}
          placing
          disabled={sending}
        />
      </div>
      <div className={cn(!compact && "sm:col-span-2")}>
        <UploadQueueList
          {...queueList}
          uploadedText={mediaMessages.placement.uploaded.description}
        />
      </div>
      <div className={cn(!compact && "sm:col-span-2")}>
        <SubmitButton
          busy={sending}
          busyLabel="Uploading..."
          disabled={count === 0}
          className="w-full sm:w-auto"
        >
          {count > 1 ? `Upload ${count} images` : "Upload"}
        </SubmitButton>
      </div>
    </form>
  );
}
