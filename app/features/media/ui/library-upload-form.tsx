import { Upload } from "lucide-react";
import { useState } from "react";
import { describeWholeSectionReach, pageAssignmentGroups } from "~/features/pages";
import { formatMegabytes } from "~/shared/lib/format-file-size";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { describeLibraryUploadFailure } from "../describe-upload-failure";
import type { MediaFile } from "../media-file";
import { libraryAccept, uploadLimits } from "../media-types";
import { mediaMessages } from "../messages";
import { sendLibraryUpload } from "../send-upload";
import { FileDropZone } from "./file-drop-zone";
import type { PlaceableSections } from "./media-place-form";
import { UploadCategoryField } from "./upload-category-field";
import { UploadDecisionPanel } from "./upload-decision-panel";
import { UploadQueueList } from "./upload-queue-list";
import { useCategoryChoice } from "./use-category-choice";
import { focusQueuedResult, useQueuedUploadForm } from "./use-queued-upload-form";
import type { QueuedFile } from "./use-upload-queue";

export const libraryUploadUrl = "/admin/media/upload";

type LibraryUploadFormProps = {
  placeableSections: PlaceableSections;
  /**
   * After a batch in which every file was saved: the newest file, for the library to show and
   * focus, and where focus goes instead if the library's current view does not show it.
   */
  onUploaded: (file: MediaFile, focusElsewhere: () => void) => void;
};

/**
 * §5: the library's upload form, up to 500 MB a file, images and videos, as many at once as staff
 * pick or drop, each with its own words, progress and result. The section list is the chosen
 * page's own sections; page, section and category stay chosen for the next files.
 */
export function LibraryUploadForm({ placeableSections, onUploaded }: LibraryUploadFormProps) {
  const [page, setPage] = useState("");
  const [section, setSection] = useState("");
  const category = useCategoryChoice(page);
  /** Why the form cannot be sent yet: said in a toast on submit, and beside the button. */
  const findRefusal = (toSend: QueuedFile[]) =>
    toSend.length === 0
      ? mediaMessages.media.fileRequired
      : !page
        ? mediaMessages.media.pageRequired
        : null;
  const { queue, decision, sending, formElement, pick, submit, queueList } = useQueuedUploadForm({
    findPickProblem: (file) =>
      file.size <= uploadLimits.libraryBytes
        ? null
        : mediaMessages.media.fileTooLarge(formatMegabytes(file.size)),
    findRefusal,
    fields: { page, section, category: category.value },
    url: libraryUploadUrl,
    send: sendLibraryUpload,
    describeFailure: describeLibraryUploadFailure,
    uploaded: { one: mediaMessages.media.uploaded, many: mediaMessages.media.uploadedCount },
    // What the library already had, or a failure, has focus already.
    onSaved: (newest, focusResult) => {
      if (focusResult) showResult(newest.key, newest.file);
    },
    // Placed where this upload would have gone, as if just uploaded.
    onReused: showResult,
  });

  /** The new file, or the library's own copy used instead, shown and focused in the library. */
  function showResult(key: string, file: MediaFile) {
    onUploaded(file, () => focusQueuedResult(key));
  }

  const missing = findRefusal(queue.toSend)?.description ?? null;
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
        onSubmit={submit}
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
          <UploadQueueList {...queueList} uploadedText={mediaMessages.media.uploaded.description} />
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
