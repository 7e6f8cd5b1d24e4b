export const mebibyte = 1024 * 1024;

/** A size for people: "840 KB", "12.3 MB". */
export function formatFileSize(bytes: number) {
  return bytes < mebibyte
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${formatMegabytes(bytes)} MB`;
}

/** Sizes in messages: "12.3" for 12.3 MB. */
export function formatMegabytes(bytes: number) {
  return (bytes / mebibyte).toFixed(1);
}
