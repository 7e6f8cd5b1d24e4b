import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  BackupError,
  type BackupManifest,
  backupFiles,
  backupManifestSchema,
} from "./backup-manifest";
import { type Checksum, checksumFile } from "./file-checksum.server";

/** Reads and validates a backup folder's manifest. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, backupFiles.manifest);
  const text = await readFile(file, "utf8").catch(() => {
    throw new BackupError(`${file} is missing: not a backup folder, or an unfinished backup.`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON.`);
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupError(`${file} is not a backup manifest.`);
  return manifest.data;
}

/** A difference between what the manifest says and what was found, in words. */
export function describeDifference(what: string, expected: Checksum, found: Checksum | undefined) {
  if (!found) return `${what}: missing`;
  if (found.size !== expected.size)
    return `${what}: ${found.size} bytes, expected ${expected.size}`;
  if (found.sha256 !== expected.sha256) return `${what}: checksum differs from the manifest`;
  return undefined;
}

const checksumIfPresent = (file: string) => checksumFile(file).catch(() => undefined);

/** Every file of the backup against its manifest, before anything is restored from it. */
export async function findBackupDifferences(folder: string, manifest: BackupManifest) {
  const differences = [
    describeDifference(
      `backup ${manifest.database.file}`,
      manifest.database,
      await checksumIfPresent(path.join(folder, manifest.database.file)),
    ),
  ];
  for (const object of manifest.objects) {
    differences.push(
      describeDifference(
        `backup media/${object.key}`,
        object,
        await checksumIfPresent(path.join(folder, backupFiles.media, object.key)),
      ),
    );
  }
  return differences.filter((difference) => difference !== undefined);
}
