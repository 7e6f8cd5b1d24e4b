import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  mediaMessages,
  sendUploadForJson,
  UploadFailed,
  type UploadProgress,
  UploadProgressBar,
} from "~/features/media";
import { type FieldErrors, toFieldErrors } from "~/shared/lib/field-errors";
import { documentUploadPath } from "~/shared/site/document-path";
import {
  type DocumentCategory,
  documentCategories,
  maxDocumentBytes,
  maxDocumentMegabytes,
  pdfMimeType,
} from "~/shared/site/document-types";
import { useStaffToast } from "~/shared/staff-shell/use-action-toast";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { documentDetailsSchema } from "../document-schema";
import { documentMessages } from "../messages";
import type { LibraryDocument } from "../site-document";
import { describePlaces } from "./document-places";

/** What staff are told when an upload fails: the server's words, or what the browser saw. */
function describeFailure(error: unknown) {
  const failure = error instanceof UploadFailed ? error.failure : {};
  if (failure.message) return failure.message;
  if (failure.status === 413) return documentMessages.documents.tooLarge(maxDocumentMegabytes);
  if (failure.timedOut || failure.status === 408) return mediaMessages.media.timedOut;
  if (failure.status === 503) return mediaMessages.media.siteRestarted;
  return documentMessages.documents.uploadFailedDefault;
}

/** Checks the form as the server will, so most mistakes are named before a byte is sent. */
function checkForm(data: FormData) {
  const errors: FieldErrors = {};
  const file = data.get("file");
  if (!(file instanceof File) || file.size === 0)
    errors.file = documentMessages.documents.fileRequired;
  else if (file.size > maxDocumentBytes) {
    errors.file = documentMessages.documents.tooLarge(maxDocumentMegabytes);
  }
  const details = documentDetailsSchema.safeParse(Object.fromEntries(data));
  if (!details.success) Object.assign(errors, toFieldErrors(details.error));
  return { errors, file: file instanceof File ? file : null, details: details.data };
}

/**
 * One PDF at a time with its title, description and kind. The kind's hint says which pages will
 * list it. After an upload the new document is focused in the list below (`onUploaded`).
 */
export function DocumentUploadForm({
  places,
  onUploaded,
}: {
  places: Record<DocumentCategory, string[]>;
  onUploaded: (id: string) => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [category, setCategory] = useState("");
  const formElement = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const toast = useStaffToast();

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { errors: found, file, details } = checkForm(new FormData(form));
    setErrors(found);
    setFailure(null);
    if (!file || !details) {
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // The words first: the server reads them before the file's bytes arrive.
    const body = new FormData();
    body.set("title", details.title);
    body.set("description", details.description);
    body.set("category", details.category);
    body.set("file", file);
    setProgress({ percent: 10 });
    try {
      const saved = await sendUploadForJson<{ document: LibraryDocument }>(
        documentUploadPath,
        body,
        { onProgress: setProgress },
      );
      toast.success(documentMessages.documents.uploaded.title, {
        description: documentMessages.documents.uploaded.description,
      });
      form.reset();
      setCategory("");
      await revalidator.revalidate();
      onUploaded(saved.document.id);
    } catch (error) {
      const text = describeFailure(error);
      setFailure(text);
      toast.error(documentMessages.documents.uploadFailedTitle, { description: text });
    } finally {
      setProgress(null);
    }
  }

  const sending = progress !== null;
  const kindPlaces = category ? places[category as DocumentCategory] : undefined;
  return (
    <section aria-labelledby="document-upload-heading">
      <h2 id="document-upload-heading" className="text-2xl font-bold">
        Upload a document
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        PDFs up to {maxDocumentMegabytes} MB. The author, the software that made it and any other
        hidden details are removed before it is stored. Visitors download it from the pages that
        list its kind.
      </p>
      <form
        ref={formElement}
        onSubmit={upload}
        noValidate
        className="mt-6 grid max-w-3xl gap-5 sm:grid-cols-2"
      >
        <FileField error={errors.file} disabled={sending} />
        <TextField
          className="sm:col-span-2"
          label="Title"
          hint="What visitors click, like “Annual report 2025”."
          name="title"
          required
          disabled={sending}
          error={errors.title}
        />
        <TextField
          className="sm:col-span-2"
          label="Description"
          hint="A sentence saying what is in it."
          name="description"
          multiline
          required
          error={errors.description}
        />
        <SelectField
          className="sm:col-span-2"
          label="Kind of document"
          name="category"
          required
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
          disabled={sending}
          placeholder="Choose a kind"
          options={documentCategories}
          hint={kindPlaces ? describePlaces(kindPlaces) : "The kind decides which pages list it."}
          error={errors.category}
        />
        {progress ? (
          <div className="sm:col-span-2">
            <UploadProgressBar progress={progress} label="Upload progress" />
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="font-semibold text-red-700 sm:col-span-2 dark:text-red-400">
            {failure}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton busy={sending} busyLabel="Uploading...">
            <Upload aria-hidden="true" className="size-5" />
            Upload document
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** The PDF itself; a hint to the browser's picker only: the server checks the bytes. */
function FileField({ error, disabled }: { error?: string; disabled: boolean }) {
  const errorId = "document-file-error";
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor="document-file" className="block font-semibold">
        PDF file
      </label>
      <input
        id="document-file"
        name="file"
        type="file"
        accept={`${pdfMimeType},.pdf`}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-xl border border-dashed border-slate-400 p-4 text-base file:mr-4 file:rounded-full file:border-0 file:bg-teal-800 file:px-4 file:py-2 file:font-semibold file:text-white dark:border-slate-500"
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
