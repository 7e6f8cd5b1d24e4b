import { randomBytes } from "node:crypto";
import { type Dirent, rmSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/**
 * Each process receives uploads into a folder of its own, named after its host and process id
 * (and a random part, as a restarted container often gets the same id). Several processes may
 * share the data folder, so this is how a restart tells the files of a process that died
 * (removed at once) from those of one still receiving uploads (removed only once they are old).
 */
const separator = "~";
const ownFolderName = [hostname(), process.pid, randomBytes(4).toString("hex")].join(separator);

/** This process's folder for uploads in progress, inside the data folder's `upload-temp`. */
export function findOwnTempDir(tempRoot: string) {
  return path.join(tempRoot, ownFolderName);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether a folder in upload-temp belonged to a process of this host that no longer runs. */
function isDeadProcessFolder(name: string) {
  if (name === ownFolderName) return false;
  const [host, pidText, random] = name.split(separator);
  if (host !== hostname() || !random || !/^\d+$/.test(pidText ?? "")) return false;
  const pid = Number(pidText);
  // Our own id under another random part: this process's previous life.
  return pid === process.pid || !isRunning(pid);
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [] as Dirent[]);
  let count = 0;
  for (const entry of entries) {
    count += entry.isDirectory() ? await countFiles(path.join(folder, entry.name)) : 1;
  }
  return count;
}

/** Removes the entries of `folder` last written more than `maxAgeMs` ago; returns how many. */
async function removeOld(folder: string, now: number, maxAgeMs: number) {
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const entry = path.join(folder, name);
    const info = await stat(entry).catch(() => undefined);
    if (!info || now - info.mtimeMs <= maxAgeMs) continue;
    const files = info.isDirectory() ? await countFiles(entry) : 1;
    await rm(entry, { force: true, recursive: true });
    removed += files;
  }
  return removed;
}

/**
 * Removes upload temp files that no upload will finish: every file of a process that is no longer
 * running on this host, and any other file not written to for `maxAgeMs` (a live upload writes
 * at least every UPLOAD_IDLE_TIMEOUT_SECONDS; processing a video takes minutes, not an hour).
 * Returns how many files went.
 */
export async function cleanUploadTemp(tempRoot: string, maxAgeMs: number, now = Date.now()) {
  let names: string[];
  try {
    names = await readdir(tempRoot);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const entry = path.join(tempRoot, name);
    const info = await stat(entry).catch(() => undefined);
    if (!info) continue;
    if (info.isDirectory() && isDeadProcessFolder(name)) {
      removed += await countFiles(entry);
      await rm(entry, { force: true, recursive: true });
    } else if (info.isDirectory()) {
      removed += await removeOld(entry, now, maxAgeMs);
    } else if (now - info.mtimeMs > maxAgeMs) {
      await rm(entry, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes this process's upload temp folder once its uploads have ended or been cut (shutdown).
 * Synchronous, so that a second signal's immediate exit can still do it.
 */
export function removeProcessUploadTemp(tempRoot: string) {
  rmSync(findOwnTempDir(tempRoot), { force: true, recursive: true });
}
