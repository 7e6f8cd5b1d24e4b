import { useState } from "react";
import type { ConsentDecision } from "~/media/consent-decision";
import { describeConsent } from "~/media/media-consent";
import type { MediaFile } from "~/media/media-file";
import { checkPublicWords, type PublicWordsProblem } from "~/media/public-words";
import type { UploadProgress } from "~/media/send-upload";
import { makeUploadKey } from "~/media/upload-key";

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
  status: "waiting" | "sending" | "uploaded" | "failed";
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
    progress: null,
    result: null,
    problem: null,
  };
}

/** Whether a file still has to go: never tried, or failed and may be tried again. */
export const isToSend = (item: QueuedFile) => item.status === "waiting" || item.status === "failed";

type SendOne = (
  item: QueuedFile & { namesAcknowledged: boolean },
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
    /** New picks join the files still to send; those already uploaded make way. */
    add: (files: File[]) =>
      setItems((current) => [
        ...current.filter((item) => item.status !== "uploaded"),
        ...files.map(toQueued),
      ]),
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
    /** Sends every file still to send, in turn; resolves with what was saved and what failed. */
    send: async (
      form: HTMLFormElement,
      sendOne: SendOne,
      describeFailure: (error: unknown) => string,
    ) => {
      const fields = new FormData(form);
      const uploaded: { key: string; file: MediaFile }[] = [];
      const failed: QueuedFile[] = [];
      for (const item of items.filter(isToSend)) {
        update(item.key, { status: "sending", result: null });
        const namesAcknowledged =
          fields.get(queuedFieldName("namesAcknowledged", item.key)) === "true";
        try {
          const file = await sendOne({ ...item, namesAcknowledged }, (progress) =>
            update(item.key, { progress }),
          );
          uploaded.push({ key: item.key, file });
          // Saved, but visitors do not see it until someone decides what it shows.
          const result = file.consent.publishable ? null : describeConsent(file.consent).advice;
          update(item.key, { status: "uploaded", progress: null, result });
        } catch (error) {
          const result = describeFailure(error);
          failed.push({ ...item, status: "failed", result });
          update(item.key, { status: "failed", progress: null, result });
        }
      }
      return { uploaded, failed };
    },
  };
}
