import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { cn } from "~/shared/lib/class-names";
import { messages } from "~/shared/site/messages";
import type { SectionAssignment } from "~/shared/site/vocabulary";
import { SubmitButton } from "~/shared/ui/submit-button";
import { findImagePickProblem } from "../check-image-pick";
import { describeQuickUploadFailure } from "../describe-upload-failure";
import { describeKind, uploadAnywayField } from "../duplicate-upload";
import type { MediaFile } from "../media-file";
import { imageAccept } from "../media-types";
import { sendQuickUpload, UploadFailed } from "../send-upload";
import { FileDropZone } from "./file-drop-zone";
import { toastUploadResults } from "./toast-upload-results";
import { UploadCategoryField } from "./upload-category-field";
import { UploadDecisionPanel } from "./upload-decision-panel";
import { queuedResultId, UploadQueueList } from "./upload-queue-list";
import { useCategoryChoice } from "./use-category-choice";
import { useUploadDecision } from "./use-upload-decision";
import { type QueuedFile, useUploadQueue } from "./use-upload-queue";

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
  const queue = useUploadQueue();
  const decision = useUploadDecision();
  const category = useCategoryChoice(page);
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  // The picker lists the new images and where they went.
  const revalidator = useRevalidator();

  function pick(files: File[]) {
    const accepted = files.filter((file) => {
      const refusal = findImagePickProblem(file);
      if (refusal) toast.error(refusal.title, { description: refusal.description });
      return !refusal;
    });
    queue.add(accepted);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (queue.toSend.length === 0) {
      toast.error(messages.media.quickMissing.title, {
        description: messages.media.quickMissing.description,
      });
      return;
    }
    if (!queue.checkWords(form)) return;
    await sendFiles(form, queue.toSend);
  }

  /** Sends these files of the queue, then says how it went and moves focus to the result. */
  async function sendFiles(form: HTMLFormElement, chosen: QueuedFile[]) {
    if (
      !decision.check(
        form,
        chosen.map((item) => decision.effective(item.decision)),
      )
    )
      return;
    setSending(true);
    const results = await queue.send(
      form,
      (item, onProgress) => {
        // Text fields first: the server reads them before the file arrives.
        const body = new FormData();
        body.set("page", page);
        body.set("section", section);
        body.set("altText", item.altText.trim());
        body.set("caption", item.caption.trim());
        body.set("namesAcknowledged", String(item.namesAcknowledged));
        if (!compact) body.set("category", category.value);
        decision.write(body, form, item.decision);
        if (item.uploadAnyway) body.set(uploadAnywayField, "true");
        body.set("file", item.file);
        return sendQuickUpload(pageImageUploadUrl, body, item.uploadKey, onProgress);
      },
      (error) => describeQuickUploadFailure(error instanceof UploadFailed ? error.failure : {}),
      chosen,
    );
    setSending(false);
    toastUploadResults(results, {
      one: messages.placement.uploaded,
      many: messages.placement.uploadedCount,
    });
    const [firstFailure] = results.failed;
    // Focus goes to the result: what went wrong first, else what is placed there now. What the
    // library already had took focus as it was shown, and keeps it.
    if (firstFailure) document.getElementById(queuedResultId(firstFailure.key))?.focus();
    if (results.uploaded.length > 0) {
      onUploaded(!firstFailure && results.duplicates.length === 0);
      // React Router reports the outcome in its state and data, not through this promise.
      void revalidator.revalidate();
    }
  }

  /** "Upload it anyway": the duplicate is sent again, to be stored as a new image (ADR 0035). */
  function uploadAnyway(key: string) {
    const item = queue.items.find((queued) => queued.key === key);
    if (item && formElement.current) {
      void sendFiles(formElement.current, [{ ...item, uploadAnyway: true }]);
    }
  }

  /** "Use the existing one": now placed in the section, as if just uploaded. */
  function reuse(key: string, file: MediaFile) {
    queue.reuse(key, describeKind(file.fileType));
    onUploaded(true);
  }

  const count = queue.toSend.length;
  return (
    <form
      ref={formElement}
      onSubmit={upload}
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
          items={queue.items}
          sending={sending}
          uploadedText={messages.placement.uploaded.description}
          onEdit={queue.edit}
          onRemove={queue.remove}
          batchDecision={decision.decision}
          onReused={reuse}
          onUploadAnyway={uploadAnyway}
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
