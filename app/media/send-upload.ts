import type { UploadFailure } from "./describe-upload-failure";
import type { MediaFile } from "./media-file";
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
    const body = JSON.parse(text) as { error?: string };
    return { status, message: body.error };
  } catch {
    // Not ours (a proxy's error page, say): the status says enough.
    return { status };
  }
}

/**
 * Posts a multipart form with XMLHttpRequest (fetch cannot report upload progress) and follows
 * the library's NDJSON answer as it streams in. Resolves with the saved file.
 */
export function sendLibraryUpload(
  url: string,
  form: FormData,
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
          outcome = { failure: { status: parsed.status, message: parsed.error } };
        } else if (parsed.file) {
          outcome = { file: parsed.file };
        } else {
          onProgress({ percent: parsed.progress });
        }
      }
      readUpTo = end + 1;
    };

    onProgress({ percent: uploadSteps.started });
    request.upload.onprogress = (event) => {
      onProgress({
        percent: uploadSteps.sending,
        sentBytes: event.loaded,
        totalBytes: event.total,
      });
    };
    request.upload.onload = () => onProgress({ percent: uploadSteps.sent });
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
    request.send(form);
  });
}

/** The quick uploader's single JSON answer. */
export async function sendQuickUpload(url: string, form: FormData): Promise<MediaFile> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form });
  } catch {
    throw new UploadFailed({ status: 0 });
  }
  const text = await response.text();
  if (!response.ok) throw new UploadFailed(readError(text, response.status));
  return (JSON.parse(text) as { file: MediaFile }).file;
}
