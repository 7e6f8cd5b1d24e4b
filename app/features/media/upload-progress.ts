import type { DuplicateUpload } from "./duplicate-upload";
import type { MediaFile } from "./media-file";

/**
 * One line of the library upload's NDJSON answer: a progress step (§4: 60 checked, 70 processed,
 * 80 stored), then the saved file (100) or an error (with the file already there, for a duplicate).
 */
export type UploadProgressLine =
  | { progress: number; file?: undefined; error?: undefined }
  | { progress: 100; file: MediaFile; error?: undefined }
  | { error: string; status: number; duplicate?: DuplicateUpload; progress?: undefined };
