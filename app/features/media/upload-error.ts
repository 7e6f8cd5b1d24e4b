/** A refused or failed upload: the HTTP status and the message staff see. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 429 or 503: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
