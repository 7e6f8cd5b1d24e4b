import { expect } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";

/** One line of the library uploader's answer: progress, then the saved file or an error. */
export type UploadProgressLine = {
  progress?: number;
  file?: MediaFile;
  error?: string;
  status?: number;
};

/** The library uploader answers 200 with NDJSON progress lines once the file is received. */
export async function readUploadProgress(response: Response): Promise<UploadProgressLine[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as UploadProgressLine);
}
