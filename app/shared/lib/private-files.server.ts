import { chmodSync, mkdirSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import { logger } from "./logger.server";

/**
 * Modes for what holds the site's secrets and people's data (the database, backups, the setup
 * code, media not yet published): the site's own user alone may read them. Set explicitly, since
 * a umask only takes permissions away from a mode, SQLite makes a new database 0644 whatever the
 * umask, and a folder or file that already existed keeps the mode it had.
 */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** Codes of a chmod the file system or the owner does not allow (a USB stick, another user's mount). */
const modeRefusedCodes = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP"]);

/**
 * Such a chmod is said in the log rather than stopping the site or a backup: the modes there are
 * the mount's or the owner's to set. Anything else (a missing file) is thrown.
 */
function reportModeRefused(target: string, error: unknown) {
  if (!modeRefusedCodes.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
  logger.warn(
    `${target} could not be made readable by the site's user alone: its file system or owner does not allow it. Keep it where only that user can read it.`,
    { error },
  );
}

/** Makes `folder` (and any parent it needs) if missing, then its owner's alone. */
export async function makePrivateFolder(folder: string) {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  await chmod(folder, privateFolderMode).catch((error) => reportModeRefused(folder, error));
}

/** makePrivateFolder, for callers that cannot wait (opening the SQLite file). */
export function makePrivateFolderSync(folder: string) {
  mkdirSync(folder, { recursive: true, mode: privateFolderMode });
  try {
    chmodSync(folder, privateFolderMode);
  } catch (error) {
    reportModeRefused(folder, error);
  }
}

export async function makeFilePrivate(file: string) {
  await chmod(file, privateFileMode).catch((error) => reportModeRefused(file, error));
}

/** makeFilePrivate for each file that exists: a database's -wal and -shm come and go. */
export function makeFilesPrivateSync(files: string[]) {
  for (const file of files) {
    try {
      chmodSync(file, privateFileMode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") reportModeRefused(file, error);
    }
  }
}
