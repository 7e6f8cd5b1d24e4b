/**
 * Each upload form submission carries a random key (issue 15, finding 7): a double click or a
 * retry after a lost answer sends the same key, and the server answers with the file it already
 * saved instead of saving it twice. Made when a file is picked, so every send of that pick shares it.
 */
export const uploadKeyHeader = "Idempotency-Key";

const uploadKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** 128 random bits as hex; getRandomValues works on plain-http pages too, unlike randomUUID. */
export function makeUploadKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function isUploadKey(value: string) {
  return uploadKeyPattern.test(value);
}
