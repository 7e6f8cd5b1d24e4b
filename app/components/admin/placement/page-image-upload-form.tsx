import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { FilePickerField } from "~/components/ui/file-picker-field";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { messages } from "~/content/messages";
import type { MediaCategory, SectionAssignment } from "~/content/vocabulary";
import { cn } from "~/lib/class-names";
import { findImagePickProblem } from "~/media/check-image-pick";
import { describeQuickUploadFailure } from "~/media/describe-upload-failure";
import { imageAccept } from "~/media/media-types";
import { sendQuickUpload, UploadFailed } from "~/media/send-upload";
import { categoryOptions } from "../media/media-options";
import { NameWarning } from "../media/name-warning";
import { usePublicWords } from "../media/use-public-words";

export const pageImageUploadUrl = "/admin/media/page-image-upload";

type PageImageUploadFormProps = {
  page: string;
  section: SectionAssignment;
  /** Stored with every upload; without it staff choose one (Upload New). */
  category?: MediaCategory;
  /** One column for a narrow card; otherwise two from sm up. */
  compact?: boolean;
  onUploaded: () => void;
};

/**
 * Upload New and Direct Upload: one image of up to 10MB straight into a page's section, where it
 * becomes the one visitors see first.
 */
export function PageImageUploadForm({
  page,
  section,
  category,
  compact = false,
  onUploaded,
}: PageImageUploadFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState("");
  const [uploading, setUploading] = useState(false);
  const words = usePublicWords();
  // The picker lists the new image and where it went.
  const revalidator = useRevalidator();

  function clearFile() {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
  }

  function pickFile(picked: File | undefined) {
    const refusal = picked ? findImagePickProblem(picked) : null;
    if (!picked || refusal) {
      if (refusal) toast.error(refusal.title, { description: refusal.description });
      return clearFile();
    }
    setFile(picked);
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || !altText.trim()) {
      toast.error(messages.media.quickMissing.title, {
        description: messages.media.quickMissing.description,
      });
      return;
    }
    if (words.check(event.currentTarget, file.name)) return;
    const fields = new FormData(event.currentTarget);
    // Text fields first: the server reads them before the file arrives.
    const body = new FormData();
    body.set("page", page);
    body.set("section", section);
    body.set("altText", altText.trim());
    body.set("caption", String(fields.get("caption") ?? ""));
    body.set("namesAcknowledged", String(fields.get("namesAcknowledged") ?? ""));
    body.set("category", category ?? String(fields.get("category") ?? "general"));
    body.set("file", file);
    setUploading(true);
    try {
      await sendQuickUpload(pageImageUploadUrl, body);
      toast.success(messages.placement.uploaded.title, {
        description: messages.placement.uploaded.description,
      });
      form.current?.reset();
      words.reset();
      clearFile();
      setAltText("");
      onUploaded();
      revalidator.revalidate();
    } catch (error) {
      const failure = error instanceof UploadFailed ? error.failure : {};
      toast.error(messages.media.uploadFailedTitle, {
        description: describeQuickUploadFailure(failure),
      });
    } finally {
      setUploading(false);
    }
  }

  const wide = compact ? "" : "sm:col-span-2";
  return (
    <form
      ref={form}
      onSubmit={upload}
      onInput={words.onInput}
      noValidate
      className={cn("grid gap-4", !compact && "sm:grid-cols-2 sm:gap-5")}
    >
      {/* The picker spans two columns itself; its wrapper keeps a one-column form one column. */}
      <div className={wide}>
        <FilePickerField
          ref={fileInput}
          label="Image"
          accept={imageAccept}
          disabled={uploading}
          onPick={pickFile}
        />
      </div>
      <TextField
        label="Alt text"
        name="altText"
        required
        maxLength={300}
        value={altText}
        disabled={uploading}
        onChange={(event) => setAltText(event.currentTarget.value)}
        hint={messages.publicWords.altTextHint}
        error={words.problem?.field === "altText" ? words.problem.message : undefined}
        className={wide}
      />
      <TextField label="Caption (optional)" name="caption" maxLength={1000} disabled={uploading} />
      <div className={wide}>
        <NameWarning names={words.names} unticked={words.problem?.field === "namesAcknowledged"} />
      </div>
      {category ? null : (
        <SelectField
          label="Category"
          name="category"
          defaultValue="general"
          disabled={uploading}
          options={categoryOptions}
        />
      )}
      <div className={wide}>
        <SubmitButton
          busy={uploading}
          busyLabel="Uploading..."
          disabled={!file || altText.trim() === ""}
          className="w-full sm:w-auto"
        >
          Upload
        </SubmitButton>
      </div>
    </form>
  );
}
