import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { useStaffToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { FilePickerField } from "~/shared/ui/file-picker-field";
import { SelectField, type SelectOption } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { inputClass } from "~/shared/ui/text-field";
import { findImagePickProblem } from "../check-image-pick";
import { describeQuickUploadFailure } from "../describe-upload-failure";
import { type DuplicateUpload, uploadAnywayField } from "../duplicate-upload";
import { isUndecided } from "../media-consent";
import type { MediaFile } from "../media-file";
import { imageAccept } from "../media-types";
import { mediaMessages } from "../messages";
import { sendQuickUpload, UploadFailed } from "../send-upload";
import { makeUploadKey } from "../upload-key";
import { DuplicateNotice } from "./duplicate-notice";
import { quickCategoryOptions } from "./media-options";
import { MediaThumbnail } from "./media-thumbnail";
import { NameWarning } from "./name-warning";
import { UploadDecisionPanel } from "./upload-decision-panel";
import { useFocusAfterReload } from "./use-focus-after-reload";
import { usePublicWords } from "./use-public-words";
import { useUploadDecision } from "./use-upload-decision";

export const quickUploadUrl = "/admin/media/quick-upload";
const statusUrl = "/admin/media/status";
const recentHeadingId = "recent-uploads-heading";
const headingId = "quick-upload-heading";
const focusUploader = () => document.getElementById(headingId)?.focus();

type Connection = "checking" | "connected" | "error";

/** §4: checking, then connected or error; Retry goes back to checking. */
function useMediaConnection() {
  const [connection, setConnection] = useState<Connection>("checking");
  const toast = useStaffToast();
  const check = useCallback(
    async (announce: boolean) => {
      setConnection("checking");
      let connected = false;
      try {
        const response = await fetch(statusUrl, { headers: { Accept: "application/json" } });
        connected =
          response.ok && ((await response.json()) as { connected?: boolean }).connected === true;
      } catch {
        connected = false;
      }
      setConnection(connected ? "connected" : "error");
      if (!announce) return;
      if (connected) toast.success(mediaMessages.media.connectionRestored.title);
      else
        toast.error(mediaMessages.media.connectionFailed.title, {
          description: mediaMessages.media.connectionFailed.description,
        });
    },
    [toast],
  );
  useEffect(() => {
    void check(false);
  }, [check]);
  return { connection, retry: () => check(true) };
}

/** The default alt text (§5): the file name without its extension, plus " image". */
function suggestAltText(fileName: string) {
  return `${fileName.replace(/\.[^.]+$/, "")} image`;
}

/**
 * §2/§5: a fast way to add one photo, with a connection status and the latest uploads. It is only
 * shown to signed-in staff; a session that expires meanwhile gets the server's 401, shown as
 * "Your session has expired" (§8).
 */
export function QuickImageUploader({
  recent,
  placingSections,
  onUploaded,
}: {
  recent: MediaFile[];
  /** The sections that put the photo on a page straight away (each shown by one page only). */
  placingSections: readonly SelectOption[];
  /** Told of each photo saved, e.g. by a chooser that then chooses it. */
  onUploaded?: (file: MediaFile) => void;
}) {
  const { connection, retry } = useMediaConnection();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altTextId = useId();
  const [file, setFile] = useState<File | null>(null);
  // One key per picked file: a double submit or a retry of it saves the photo once.
  const [uploadKey, setUploadKey] = useState("");
  const [altText, setAltText] = useState("");
  const [uploading, setUploading] = useState(false);
  const [section, setSection] = useState("");
  // The library already had the picked photo (ADR 0035): staff use that one or upload anyway.
  const [duplicate, setDuplicate] = useState<DuplicateUpload | null>(null);
  const toast = useStaffToast();
  const decision = useUploadDecision();
  // Only a section that puts the photo on a page needs words fit to publish.
  const publishes = section !== "";
  const words = usePublicWords();
  const revalidator = useRevalidator();
  const focusAfterReload = useFocusAfterReload(recent);

  function clearFile() {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
    setDuplicate(null);
  }

  function pickFile(picked: File | undefined) {
    if (!picked) return clearFile();
    const problem = findImagePickProblem(picked);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return clearFile();
    }
    setFile(picked);
    setDuplicate(null);
    setUploadKey(makeUploadKey());
    setAltText(suggestAltText(picked.name));
  }

  /**
   * The photo is in the library now, fresh or the library's own copy of it: the form starts again
   * and focus goes to the result.
   */
  function finish() {
    form.current?.reset();
    words.reset();
    decision.reset();
    clearFile();
    setAltText("");
    setSection("");
    // React Router reports the outcome in its state and data, not through this promise.
    void revalidator.revalidate();
    // The result is in the recent uploads (a new photo at their head).
    focusAfterReload(recentHeadingId, focusUploader);
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(event.currentTarget, false);
  }

  /** Checks and sends the form; `uploadAnyway`: stored although the library has it (ADR 0035). */
  async function send(formElement: HTMLFormElement, uploadAnyway: boolean) {
    if (!file || !altText.trim()) {
      toast.error(mediaMessages.media.quickMissing.title, {
        description: mediaMessages.media.quickMissing.description,
      });
      return;
    }
    const problem = publishes ? words.check(formElement, file.name) : null;
    if (problem) {
      toast.error(mediaMessages.media.uploadFailedTitle, { description: problem.message });
      return;
    }
    if (!decision.check(formElement, [decision.effective()])) return;
    const fields = new FormData(formElement);
    const body = new FormData();
    body.set("altText", altText.trim());
    body.set("category", String(fields.get("category") ?? "general"));
    body.set("section", section);
    body.set("namesAcknowledged", String(fields.get("namesAcknowledged") ?? ""));
    decision.write(body, formElement);
    if (uploadAnyway) body.set(uploadAnywayField, "true");
    body.set("file", file);
    setUploading(true);
    try {
      const saved = await sendQuickUpload(quickUploadUrl, body, uploadKey);
      toast.success(mediaMessages.media.quickUploaded.title, {
        description: mediaMessages.media.quickUploaded.description,
      });
      if (isUndecided(saved.consent) && publishes) {
        toast.warning(mediaMessages.consent.undecidedTitle, {
          description: mediaMessages.consent.undecidedOnPage(1),
        });
      }
      finish();
      onUploaded?.(saved);
    } catch (error) {
      const failure = error instanceof UploadFailed ? error.failure : {};
      // Shown below the form, where focus goes: staff choose what happens next.
      if (failure.duplicate) return setDuplicate(failure.duplicate);
      toast.error(mediaMessages.media.uploadFailedTitle, {
        description: describeQuickUploadFailure(failure),
      });
      // Its button was switched off while sending, which lost focus: the form stays to try again.
      focusUploader();
    } finally {
      setUploading(false);
    }
  }

  const canUpload = Boolean(file) && altText.trim() !== "" && connection === "connected";

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold">
          Quick image upload
        </h2>
        <ConnectionStatus connection={connection} onRetry={retry} />
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        One photo up to 10MB, straight into the library.
      </p>
      <form
        ref={form}
        onSubmit={upload}
        onInput={words.onInput}
        className="mt-5 grid gap-5 sm:grid-cols-2"
        noValidate
      >
        <FilePickerField
          ref={fileInput}
          label="Image"
          accept={imageAccept}
          disabled={uploading}
          onPick={pickFile}
        />
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor={altTextId} className="block font-semibold">
            Alt text
          </label>
          <input
            id={altTextId}
            name="altText"
            value={altText}
            maxLength={300}
            required
            disabled={uploading}
            onChange={(event) => setAltText(event.currentTarget.value)}
            className={inputClass}
          />
        </div>
        <SelectField
          label="Category"
          name="category"
          defaultValue="general"
          disabled={uploading}
          options={quickCategoryOptions}
        />
        <SelectField
          label="Section (optional)"
          name="section"
          value={section}
          onChange={(event) => setSection(event.currentTarget.value)}
          disabled={uploading}
          placeholder="None: the library only"
          options={placingSections}
        />
        <div className="sm:col-span-2">
          <UploadDecisionPanel
            decision={decision}
            fileDecisions={file ? [""] : []}
            placing={publishes}
            disabled={uploading}
            question="Does this photo show children who could be identified?"
          />
        </div>
        {publishes ? (
          <div className="sm:col-span-2">
            <NameWarning
              names={words.names}
              unticked={words.problem?.field === "namesAcknowledged"}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton busy={uploading} busyLabel="Uploading..." disabled={!canUpload}>
            Upload image
          </SubmitButton>
        </div>
      </form>
      {duplicate ? (
        <DuplicateNotice
          id={headingId}
          duplicate={duplicate}
          disabled={uploading}
          onUsed={() => {
            finish();
            onUploaded?.(duplicate.file);
          }}
          onUploadAnyway={() => form.current && void send(form.current, true)}
        />
      ) : null}
      <RecentUploads files={recent} />
    </section>
  );
}

function ConnectionStatus({
  connection,
  onRetry,
}: {
  connection: Connection;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="flex items-center gap-3 text-sm font-semibold">
      {connection === "checking" ? (
        <span className="flex items-center gap-1.5 text-slate-700 dark:text-slate-200">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Checking connection...
        </span>
      ) : connection === "connected" ? (
        <span className="flex items-center gap-1.5 text-green-800 dark:text-green-300">
          <CircleCheck aria-hidden="true" className="size-4" /> Connected
        </span>
      ) : (
        <>
          <span className="flex items-center gap-1.5 text-red-800 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-4" /> Not connected
          </span>
          <button
            type="button"
            onClick={onRetry}
            className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </button>
        </>
      )}
    </div>
  );
}

function RecentUploads({ files }: { files: MediaFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 id={recentHeadingId} tabIndex={-1} className="text-lg font-bold">
        Recent uploads
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {files.map((file) => (
          <li key={file.id} className="min-w-0">
            <MediaThumbnail file={file} className="aspect-square w-full rounded-xl" />
            <p className="mt-1 truncate text-sm" title={file.originalName}>
              {file.originalName}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
