/** A full disk as tools that report it in words say it (libvips, ffmpeg): ENOSPC and EDQUOT. */
const diskFullWords = /No space left on device|Disk quota exceeded/i;

/**
 * Whether a failure was the disk (or the account's disk quota) being full: ENOSPC or EDQUOT as
 * an error code, or in the text of a tool's error.
 */
export function isDiskFull(failure: unknown) {
  const code = (failure as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOSPC" || code === "EDQUOT") return true;
  const text = failure instanceof Error ? failure.message : String(failure);
  return diskFullWords.test(text);
}
