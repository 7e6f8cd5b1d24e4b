import type { UploadFailure } from "./describe-upload-failure";
import type { DuplicateUpload } from "./duplicate-upload";
import type { MediaFile } from "./media-file";
import { uploadKeyHeader } from "./upload-key";
import type { UploadProgressLine } from "./upload-progress";

/** §4 progress steps: 10 checked here, 20 sending, 30 sent; 60/70/80 from the server; 100 saved. */
export const uploadSteps = { started: 10, sending: 20, sent: 30, saved: 100 } as const;

export type UploadProgress = {
  percent: number;
  /** While sending: bytes sent so far and in all. */
  sentBytes?: number;
  totalBytes?: number;
};

export class UploadFailed extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message ?? "Upload failed");
    this.name = "UploadFailed";
  }
}

function readError(text: string, status: number): UploadFailure {
  try {
    const body = JSON.parse(text) as { error?: string; duplicate?: DuplicateUpload };
    return { status, message: body.error, duplicate: body.duplicate };
  } catch {
    // Not ours (a proxy's error page, say): the status says enough.
    return { status };
  }
}

/** The browser's side of the steps: started, then bytes sent so far, then all sent. */
function reportSending(request: XMLHttpRequest, onProgress: (progress: UploadProgress) => void) {
  onProgress({ percent: uploadSteps.started });
  request.upload.onprogress = (event) => {
    onProgress({ percent: uploadSteps.sending, sentBytes: event.loaded, totalBytes: event.total });
  };
  request.upload.onload = () => onProgress({ percent: uploadSteps.sent });
}

/**
 * Posts a multipart form with XMLHttpRequest (fetch cannot report upload progress) and follows
 * the library's NDJSON answer as it streams in. Resolves with the saved file. `uploadKey`
 * (upload-key.ts) is the same for every send of one pick, so a repeat saves nothing new.
 */
export function sendLibraryUpload(
  url: string,
  form: FormData,
  uploadKey: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let readUpTo = 0;
    let outcome: { file?: MediaFile; failure?: UploadFailure } = {};

    const readLines = () => {
      const text = request.responseText;
      const end = text.lastIndexOf("\n");
      if (end < readUpTo) return;
      for (const line of text.slice(readUpTo, end).split("\n")) {
        if (!line.trim()) continue;
        const parsed = JSON.parse(line) as UploadProgressLine;
        if (parsed.error !== undefined) {
          const { status, error: message, duplicate } = parsed;
          outcome = { failure: { status, message, duplicate } };
        } else if (parsed.file) {
          outcome = { file: parsed.file };
        } else {
          onProgress({ percent: parsed.progress });
        }
      }
      readUpTo = end + 1;
    };

    reportSending(request, onProgress);
    request.onprogress = () => {
      if (request.status === 200) readLines();
    };
    request.onload = () => {
      if (request.status !== 200 && request.status !== 201) {
        reject(new UploadFailed(readError(request.responseText, request.status)));
        return;
      }
      readLines();
      if (outcome.file) {
        onProgress({ percent: uploadSteps.saved });
        resolve(outcome.file);
      } else {
        reject(new UploadFailed(outcome.failure ?? { status: request.status }));
      }
    };
    request.onerror = () => reject(new UploadFailed({ status: 0 }));
    request.ontimeout = () => reject(new UploadFailed({ timedOut: true }));
    request.open("POST", url);
    request.setRequestHeader(uploadKeyHeader, uploadKey);
    request.send(form);
  });
}

/**
 * Posts a multipart form whose route answers once with JSON (the quick uploaders, the documents
 * library), reporting the bytes sent as the library does (XMLHttpRequest again: fetch cannot
 * report them). Resolves with the answer's body; a refusal rejects with its words.
 */
export function sendUploadForJson<T>(
  url: string,
  form: FormData,
  {
    uploadKey,
    onProgress = () => {},
  }: { uploadKey?: string; onProgress?: (progress: UploadProgress) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    reportSending(request, onProgress);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new UploadFailed(readError(request.responseText, request.status)));
        return;
      }
      onProgress({ percent: uploadSteps.saved });
      resolve(JSON.parse(request.responseText) as T);
    };
    request.onerror = () => reject(new UploadFailed({ status: 0 }));
    request.ontimeout = () => reject(new UploadFailed({ timedOut: true }));
    request.open("POST", url);
    if (uploadKey) request.setRequestHeader(uploadKeyHeader, uploadKey);
    request.send(form);
  });
}

/** The quick uploaders' single JSON answer: the saved file. */
export async function sendQuickUpload(
  url: string,
  form: FormData,
  uploadKey: string,
  onProgress: (progress: UploadProgress) => void = () => {},
): Promise<MediaFile> {
  const body = await sendUploadForJson<{ file: MediaFile }>(url, form, { uploadKey, onProgress });
  return body.file;
}
