import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Older than any upload can take (the server allows a request one hour). */
const staleAfterMs = 6 * 60 * 60 * 1000;

/**
 * Removes temp files a crashed process left behind. Only old ones: other processes sharing the
 * data folder may be receiving uploads right now.
 */
export async function cleanUploadTemp(tempDir: string, now = Date.now()) {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > staleAfterMs) {
      await rm(file, { force: true, recursive: true });
      removed += 1;
    }
  }
  return removed;
}
