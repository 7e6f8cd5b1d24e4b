import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import type { ToastMessage } from "~/shared/site/messages";
import type { UploadFailure } from "../describe-upload-failure";
import { describeKind, uploadAnywayField } from "../duplicate-upload";
import type { MediaFile } from "../media-file";
import { UploadFailed, type UploadProgress } from "../send-upload";
import { toastUploadResults } from "./toast-upload-results";
import { queuedResultId } from "./upload-queue-list";
import { useUploadDecision } from "./use-upload-decision";
import { type QueuedFile, useUploadQueue } from "./use-upload-queue";

/** Moves focus to what happened to one file of the queue, shown beside it. */
export function focusQueuedResult(key: string) {
  document.getElementById(queuedResultId(key))?.focus();
}

type QueuedUploadFormOptions = {
  /** Why a picked file is refused before it joins the queue (too large, not an image). */
  findPickProblem: (file: File) => ToastMessage | null;
  /** Why the form cannot be sent yet (no file to send, no page). */
  findRefusal: (toSend: QueuedFile[]) => ToastMessage | null;
  /** The form's own fields, sent with every file ahead of the file's own. */
  fields: Record<string, string>;
  /** The form's route, and how it answers: streamed progress, or once with the saved file. */
  url: string;
  send: (
    url: string,
    body: FormData,
    uploadKey: string,
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<MediaFile>;
  describeFailure: (failure: UploadFailure) => string;
  /** The success toast for one file saved, and its text for several. */
  uploaded: { one: ToastMessage; many: (count: number) => string };
  /**
   * After a batch that saved at least one file: the newest, and whether focus may go to the
   * result (nothing failed, nothing waits as a duplicate).
   */
  onSaved: (newest: { key: string; file: MediaFile }, focusResult: boolean) => void;
  /** Staff used the library's own copy of a duplicate instead: placed as if just uploaded. */
  onReused: (key: string, file: MediaFile) => void;
};

/**
 * The submit flow of a multi-file upload form (the library's, and a page section's): picks join
 * the queue, the form's checks run, then each file goes in turn with the batch's consent
 * decision; one toast says how it went and focus moves to the result.
 */
export function useQueuedUploadForm(options: QueuedUploadFormOptions) {
  const queue = useUploadQueue();
  const decision = useUploadDecision();
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();

  function pick(files: File[]) {
    const accepted = files.filter((file) => {
      const refusal = options.findPickProblem(file);
      if (refusal) toast.error(refusal.title, { description: refusal.description });
      return !refusal;
    });
    queue.add(accepted);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const refusal = options.findRefusal(queue.toSend);
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
        for (const [name, value] of Object.entries(options.fields)) body.set(name, value);
        body.set("altText", item.altText.trim());
        body.set("caption", item.caption.trim());
        body.set("namesAcknowledged", String(item.namesAcknowledged));
        decision.write(body, form, item.decision);
        if (item.uploadAnyway) body.set(uploadAnywayField, "true");
        body.set("file", item.file);
        return options.send(options.url, body, item.uploadKey, onProgress);
      },
      (error) => options.describeFailure(error instanceof UploadFailed ? error.failure : {}),
      chosen,
    );
    setSending(false);
    toastUploadResults(results, options.uploaded);
    const [firstFailure] = results.failed;
    const newest = results.uploaded.at(-1);
    // Focus goes to the result: what went wrong first, else what was saved (`onSaved`). What the
    // library already had took focus as it was shown, and keeps it.
    if (firstFailure) focusQueuedResult(firstFailure.key);
    if (newest) {
      // What shows the saved files reloads. React Router reports the outcome in its state and
      // data, not through this promise.
      void revalidator.revalidate();
      options.onSaved(newest, !firstFailure && results.duplicates.length === 0);
    }
  }

  /** "Upload it anyway": the duplicate is sent again, to be stored as a new file (ADR 0035). */
  function uploadAnyway(key: string) {
    const item = queue.items.find((queued) => queued.key === key);
    if (item && formElement.current)
      void sendFiles(formElement.current, [{ ...item, uploadAnyway: true }]);
  }

  /** "Use the existing one" (ADR 0035). */
  function reuse(key: string, file: MediaFile) {
    queue.reuse(key, describeKind(file.fileType));
    options.onReused(key, file);
  }

  /** The queue list's files and choices; the form adds what a saved file says. */
  const queueList = {
    items: queue.items,
    sending,
    onEdit: queue.edit,
    onRemove: queue.remove,
    batchDecision: decision.decision,
    onReused: reuse,
    onUploadAnyway: uploadAnyway,
  };

  return { queue, decision, sending, formElement, pick, submit, queueList };
}
