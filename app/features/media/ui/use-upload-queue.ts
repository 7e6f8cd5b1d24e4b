import { useState } from "react";
import type { ConsentDecision } from "../consent-decision";
import type { DuplicateUpload } from "../duplicate-upload";
import { describeConsent } from "../media-consent";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { checkPublicWords, type PublicWordsProblem } from "../public-words";
import { UploadFailed, type UploadProgress } from "../send-upload";
import { makeUploadKey } from "../upload-key";

/** One picked file on its way to the server, with its own words, progress and result. */
export type QueuedFile = {
  key: string;
  file: File;
  /** Sent with every try of this file, so the server saves it once (upload-key.ts). */
  uploadKey: string;
  altText: string;
  caption: string;
  /** This file's own consent decision; "" takes the batch's (ADR 0026). */
  decision: ConsentDecision | "";
  /** "duplicate": the library already has it, and staff choose; "reused": they used that file. */
  status: "waiting" | "sending" | "uploaded" | "failed" | "duplicate" | "reused";
  /** The file already in the library, while staff choose (ADR 0035). */
  duplicate: DuplicateUpload | null;
  /** Sent with "upload it anyway": stored although the library has the same bytes. */
  uploadAnyway: boolean;
  /** The names box as it was when last sent; a duplicate sent again has its fields no more. */
  namesAcknowledged: boolean;
  progress: UploadProgress | null;
  /** What happened to it, in words, once sent (saved but not shown: why). */
  result: string | null;
  /** Why its words cannot be published yet, shown beside the field. */
  problem: PublicWordsProblem | null;
};

/** Each file's fields are named after its key, so one form can hold many. */
export const queuedFieldName = (field: "altText" | "namesAcknowledged", key: string) =>
  `${field}-${key}`;

let nextKey = 0;

function toQueued(file: File): QueuedFile {
  nextKey += 1;
  return {
    key: `file-${nextKey}`,
    file,
    uploadKey: makeUploadKey(),
    altText: "",
    caption: "",
    decision: "",
    status: "waiting",
    duplicate: null,
    uploadAnyway: false,
    namesAcknowledged: false,
    progress: null,
    result: null,
    problem: null,
  };
}

/** Whether a file still has to go: never tried, or failed and may be tried again. */
export const isToSend = (item: QueuedFile) => item.status === "waiting" || item.status === "failed";

/** Whether a file's upload is over: saved, or the library's own copy used instead. */
const isDone = (item: QueuedFile) => item.status === "uploaded" || item.status === "reused";

type SendOne = (
  item: QueuedFile,
  onProgress: (progress: UploadProgress) => void,
) => Promise<MediaFile>;

/**
 * The files of a multi-file upload form. They are sent one after another, never together: the
 * server makes each photo's copies with sharp on a small machine.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const update = (key: string, change: Partial<QueuedFile>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  return {
    items,
    toSend: items.filter(isToSend),
    /** New picks join the files still to send; those already done make way. */
    add: (files: File[]) =>
      setItems((current) => [...current.filter((item) => !isDone(item)), ...files.map(toQueued)]),
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    edit: (key: string, change: Pick<Partial<QueuedFile>, "altText" | "caption" | "decision">) =>
      update(key, { ...change, problem: null }),
    /**
     * The server's checks of every file's words, made before anything is sent: each problem is
     * shown beside its file and the first one's field takes focus. True when all may be sent.
     */
    checkWords: (form: HTMLFormElement) => {
      const fields = new FormData(form);
      const problems = items.filter(isToSend).flatMap((item) => {
        const problem = checkPublicWords({
          altText: item.altText,
          caption: item.caption || null,
          fileName: item.file.name,
          namesAcknowledged: fields.get(queuedFieldName("namesAcknowledged", item.key)) === "true",
        });
        return problem ? [{ key: item.key, problem }] : [];
      });
      setItems((current) =>
        current.map((item) => ({
          ...item,
          problem: problems.find((found) => found.key === item.key)?.problem ?? null,
        })),
      );
      const [first] = problems;
      if (first) {
        form
          .querySelector<HTMLElement>(`[name="${queuedFieldName(first.problem.field, first.key)}"]`)
          ?.focus();
      }
      return problems.length === 0;
    },
    /** Staff used the library's own copy of a duplicate instead (ADR 0035). */
    reuse: (key: string, kind: string) =>
      update(key, {
        status: "reused",
        result: mediaMessages.media.duplicateUsed(kind).description,
      }),
    /**
     * Sends every file still to send (or those given: a duplicate sent again to be stored anyway),
     * in turn; resolves with what was saved, what failed and what the library already had.
     */
    send: async (
      form: HTMLFormElement,
      sendOne: SendOne,
      describeFailure: (error: unknown) => string,
      chosen: QueuedFile[] = items.filter(isToSend),
    ) => {
      const fields = new FormData(form);
      const uploaded: { key: string; file: MediaFile }[] = [];
      const failed: QueuedFile[] = [];
      const duplicates: QueuedFile[] = [];
      for (const item of chosen) {
        const namesAcknowledged = item.uploadAnyway
          ? item.namesAcknowledged
          : fields.get(queuedFieldName("namesAcknowledged", item.key)) === "true";
        const { uploadAnyway } = item;
        update(item.key, { status: "sending", result: null, uploadAnyway, namesAcknowledged });
        try {
          const file = await sendOne({ ...item, namesAcknowledged }, (progress) =>
            update(item.key, { progress }),
          );
          uploaded.push({ key: item.key, file });
          // Saved, but visitors do not see it until someone decides what it shows.
          const result = file.consent.publishable ? null : describeConsent(file.consent).advice;
          update(item.key, { status: "uploaded", progress: null, result, duplicate: null });
        } catch (error) {
          const duplicate = error instanceof UploadFailed ? error.failure.duplicate : undefined;
          if (duplicate) {
            duplicates.push(item);
            update(item.key, { status: "duplicate", progress: null, duplicate });
            continue;
          }
          const result = describeFailure(error);
          failed.push({ ...item, status: "failed", result });
          update(item.key, { status: "failed", progress: null, result, duplicate: null });
        }
      }
      return { uploaded, failed, duplicates };
    },
  };
}
