import { chmodSync, mkdirSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";

/**
 * Modes for what holds the site's secrets and people's data (the database, backups, the setup
 * code, media not yet published): the site's own user alone may read them. Set explicitly, since
 * a umask only takes permissions away from a mode, SQLite makes a new database 0644 whatever the
 * umask, and a folder or file that already existed keeps the mode it had.
 */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** Makes `folder` (and any parent it needs) if missing, then its owner's alone. */
export async function makePrivateFolder(folder: string) {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  await chmod(folder, privateFolderMode);
}

/** makePrivateFolder, for callers that cannot wait (opening the SQLite file). */
export function makePrivateFolderSync(folder: string) {
  mkdirSync(folder, { recursive: true, mode: privateFolderMode });
  chmodSync(folder, privateFolderMode);
}

export async function makeFilePrivate(file: string) {
  await chmod(file, privateFileMode);
}

/** makeFilePrivate for each file that exists: a database's -wal and -shm come and go. */
export function makeFilesPrivateSync(files: string[]) {
  for (const file of files) {
    try {
      chmodSync(file, privateFileMode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
