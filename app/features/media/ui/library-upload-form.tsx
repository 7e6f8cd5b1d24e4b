import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { describeWholeSectionReach, pageAssignmentGroups } from "~/features/pages/media-assignment";
import { messages } from "~/shared/site/messages";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { describeLibraryUploadFailure } from "../describe-upload-failure";
import { describeKind, uploadAnywayField } from "../duplicate-upload";
import type { MediaFile } from "../media-file";
import { formatMegabytes, libraryAccept, uploadLimits } from "../media-types";
import { sendLibraryUpload, UploadFailed } from "../send-upload";
import { FileDropZone } from "./file-drop-zone";
import type { PlaceableSections } from "./media-place-form";
import { toastUploadResults } from "./toast-upload-results";
import { UploadCategoryField } from "./upload-category-field";
import { UploadDecisionPanel } from "./upload-decision-panel";
import { queuedResultId, UploadQueueList } from "./upload-queue-list";
import { useCategoryChoice } from "./use-category-choice";
import { useUploadDecision } from "./use-upload-decision";
import { type QueuedFile, useUploadQueue } from "./use-upload-queue";

export const libraryUploadUrl = "/admin/media/upload";

type LibraryUploadFormProps = {
  placeableSections: PlaceableSections;
  /**
   * After a batch in which every file was saved: the newest file, for the library to show and
   * focus, and where focus goes instead if the library's current view does not show it.
   */
  onUploaded: (file: MediaFile, focusElsewhere: () => void) => void;
};

function focusElement(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * §5: the library's upload form, up to 500 MB a file, images and videos, as many at once as staff
 * pick or drop, each with its own words, progress and result. The section list is the chosen
 * page's own sections; page, section and category stay chosen for the next files.
 */
export function LibraryUploadForm({ placeableSections, onUploaded }: LibraryUploadFormProps) {
  const queue = useUploadQueue();
  const decision = useUploadDecision();
  const [page, setPage] = useState("");
  const [section, setSection] = useState("");
  const category = useCategoryChoice(page);
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const formElement = useRef<HTMLFormElement>(null);

  function pick(files: File[]) {
    const accepted = files.filter((file) => {
      if (file.size <= uploadLimits.libraryBytes) return true;
      const { title, description } = messages.media.fileTooLarge(formatMegabytes(file.size));
      toast.error(title, { description });
      return false;
    });
    queue.add(accepted);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const refusal =
      queue.toSend.length === 0
        ? messages.media.fileRequired
        : !page
          ? messages.media.pageRequired
          : null;
    if (refusal) {
      toast.error(refusal.title, { description: refusal.description });
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
        body.set("category", category.value);
        body.set("altText", item.altText.trim());
        body.set("caption", item.caption.trim());
        body.set("namesAcknowledged", String(item.namesAcknowledged));
        decision.write(body, form, item.decision);
        if (item.uploadAnyway) body.set(uploadAnywayField, "true");
        body.set("file", item.file);
        return sendLibraryUpload(libraryUploadUrl, body, item.uploadKey, onProgress);
      },
      (error) => describeLibraryUploadFailure(error instanceof UploadFailed ? error.failure : {}),
      chosen,
    );
    setSending(false);
    toastUploadResults(results, {
      one: messages.media.uploaded,
      many: messages.media.uploadedCount,
    });
    const [firstFailure] = results.failed;
    const newest = results.uploaded.at(-1);
    // React Router reports the outcome in its state and data, not through this promise.
    if (newest) void revalidator.revalidate();
    // Focus goes to the result: what went wrong first, else the new file in the library. What
    // the library already had took focus as it was shown, and keeps it.
    if (firstFailure) focusElement(queuedResultId(firstFailure.key));
    else if (newest && results.duplicates.length === 0) showResult(newest.key, newest.file);
  }

  /** The new file, or the library's own copy used instead, shown and focused in the library. */
  function showResult(key: string, file: MediaFile) {
    onUploaded(file, () => focusElement(queuedResultId(key)));
  }

  /** "Upload it anyway": the duplicate is sent again, to be stored as a new file (ADR 0035). */
  function uploadAnyway(key: string) {
    const item = queue.items.find((queued) => queued.key === key);
    if (item && formElement.current)
      void sendFiles(formElement.current, [{ ...item, uploadAnyway: true }]);
  }

  /** "Use the existing one": placed where this upload would have gone, as if just uploaded. */
  function reuse(key: string, file: MediaFile) {
    queue.reuse(key, describeKind(file.fileType));
    showResult(key, file);
  }

  const missing =
    queue.toSend.length === 0
      ? messages.media.fileRequired.description
      : !page
        ? messages.media.pageRequired.description
        : null;
  const count = queue.toSend.length;

  return (
    <section aria-labelledby="library-upload-heading">
      <h2 id="library-upload-heading" className="text-2xl font-bold">
        Upload to the Media Library
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Photos (JPEG, PNG, WebP, GIF, AVIF) and videos (MP4, WebM, MOV) up to 500MB each. Location
        and camera details are removed from every photo before it is stored.
      </p>
      <form
        ref={formElement}
        onSubmit={upload}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        noValidate
      >
        <div className="sm:col-span-2">
          <FileDropZone
            label="Files"
            hint="Choose one or more, or drag them here. Each one gets its own alt text below."
            accept={libraryAccept}
            disabled={sending}
            onPick={pick}
          />
        </div>
        <SelectField
          label="Page"
          name="page"
          required
          value={page}
          onChange={(event) => {
            setPage(event.currentTarget.value);
            setSection("");
          }}
          disabled={sending}
          placeholder="Choose a page"
          groups={pageAssignmentGroups}
          hint={describeWholeSectionReach(page)}
        />
        <SelectField
          label="Section (optional)"
          name="section"
          value={section}
          onChange={(event) => setSection(event.currentTarget.value)}
          disabled={sending}
          placeholder="No particular section"
          options={(placeableSections[page] ?? []).map((value) => ({
            value,
            label: formatVocabularyLabel(value),
          }))}
        />
        <UploadCategoryField value={category.value} onChange={category.choose} disabled={sending} />
        <div className="sm:col-span-2">
          <UploadDecisionPanel
            decision={decision}
            fileDecisions={queue.toSend.map((item) => item.decision)}
            placing={page !== ""}
            disabled={sending}
          />
        </div>
        <div className="sm:col-span-2">
          <UploadQueueList
            items={queue.items}
            sending={sending}
            uploadedText={messages.media.uploaded.description}
            onEdit={queue.edit}
            onRemove={queue.remove}
            batchDecision={decision.decision}
            onReused={reuse}
            onUploadAnyway={uploadAnyway}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton busy={sending} busyLabel="Uploading..." disabled={missing !== null}>
            <Upload aria-hidden="true" className="size-5" />
            {count > 1 ? `Upload ${count} files` : "Upload"}
          </SubmitButton>
          {missing && !sending ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{missing}</p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
