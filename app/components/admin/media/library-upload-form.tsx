import { CircleCheck, Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { FilePickerField } from "~/components/ui/file-picker-field";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { pageAssignmentGroups } from "~/content/media-assignment";
import { messages } from "~/content/messages";
import { formatVocabularyLabel } from "~/content/vocabulary";
import { describeLibraryUploadFailure } from "~/media/describe-upload-failure";
import { formatFileSize, formatMegabytes, libraryAccept, uploadLimits } from "~/media/media-types";
import { sendLibraryUpload, UploadFailed, type UploadProgress } from "~/media/send-upload";
import type { PlaceableSections } from "./media-place-form";
import { NameWarning } from "./name-warning";
import { UploadProgressBar } from "./upload-progress-bar";
import { usePublicWords } from "./use-public-words";

export const libraryUploadUrl = "/admin/media/upload";

/**
 * §5: the library's upload form, up to 500 MB, images and videos. The section list is the chosen
 * page's own sections only.
 */
export function LibraryUploadForm({ placeableSections }: { placeableSections: PlaceableSections }) {
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [page, setPage] = useState("");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [done, setDone] = useState(false);
  const revalidator = useRevalidator();
  const words = usePublicWords();
  const uploading = progress !== null;

  function pickFile(picked: File | undefined) {
    setDone(false);
    if (picked && picked.size > uploadLimits.libraryBytes) {
      const { title, description } = messages.media.fileTooLarge(formatMegabytes(picked.size));
      toast.error(title, { description });
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      return;
    }
    setFile(picked ?? null);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const refusal = !file
      ? messages.media.fileRequired
      : !page
        ? messages.media.pageRequired
        : null;
    if (!file || refusal) {
      toast.error(refusal?.title, { description: refusal?.description });
      return;
    }
    if (words.check(event.currentTarget, file.name)) return;
    // Text fields first: the server reads them before the file arrives.
    const body = new FormData();
    for (const name of ["page", "section", "altText", "caption", "namesAcknowledged"]) {
      body.set(name, String(fields.get(name) ?? ""));
    }
    body.set("file", file);
    setDone(false);
    try {
      await sendLibraryUpload(libraryUploadUrl, body, setProgress);
      toast.success(messages.media.uploaded.title, {
        description: messages.media.uploaded.description,
      });
      form.current?.reset();
      words.reset();
      setFile(null);
      setPage("");
      setDone(true);
      revalidator.revalidate();
    } catch (error) {
      const failure = error instanceof UploadFailed ? error.failure : {};
      toast.error(messages.media.uploadFailedTitle, {
        description: describeLibraryUploadFailure(failure),
      });
    } finally {
      setProgress(null);
    }
  }

  const missing = !file
    ? messages.media.fileRequired.description
    : !page
      ? messages.media.pageRequired.description
      : null;

  return (
    <section aria-labelledby="library-upload-heading">
      <h2 id="library-upload-heading" className="text-2xl font-bold">
        Upload to the Media Library
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Photos (JPEG, PNG, WebP, GIF, AVIF) and videos (MP4, WebM, MOV) up to 500MB. Location and
        camera details are removed from every photo before it is stored.
      </p>
      <form
        ref={form}
        onSubmit={upload}
        onInput={words.onInput}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        noValidate
      >
        <FilePickerField
          ref={fileInput}
          label="File"
          accept={libraryAccept}
          disabled={uploading}
          onPick={pickFile}
        />
        {file ? (
          <p className="-mt-3 text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            {file.name}: {formatFileSize(file.size)}
          </p>
        ) : null}
        <SelectField
          label="Page"
          name="page"
          required
          value={page}
          onChange={(event) => setPage(event.currentTarget.value)}
          disabled={uploading}
          placeholder="Choose a page"
          groups={pageAssignmentGroups}
        />
        <SelectField
          key={page}
          label="Section (optional)"
          name="section"
          defaultValue=""
          disabled={uploading}
          placeholder="No particular section"
          options={(placeableSections[page] ?? []).map((section) => ({
            value: section,
            label: formatVocabularyLabel(section),
          }))}
        />
        <TextField
          label="Alt text"
          name="altText"
          maxLength={300}
          required
          disabled={uploading}
          hint={messages.publicWords.altTextHint}
          error={words.problem?.field === "altText" ? words.problem.message : undefined}
        />
        <TextField
          label="Caption (optional)"
          name="caption"
          maxLength={1000}
          disabled={uploading}
        />
        <div className="sm:col-span-2">
          <NameWarning
            names={words.names}
            unticked={words.problem?.field === "namesAcknowledged"}
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          {progress ? <UploadProgressBar progress={progress} /> : null}
          {done ? (
            <p
              role="status"
              className="flex items-center gap-2 font-semibold text-green-800 dark:text-green-300"
            >
              <CircleCheck aria-hidden="true" className="size-6" />
              {messages.media.uploaded.description}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={uploading} busyLabel="Uploading..." disabled={missing !== null}>
              <Upload aria-hidden="true" className="size-5" />
              Upload
            </SubmitButton>
            {missing && !uploading ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{missing}</p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
