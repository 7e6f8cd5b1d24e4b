import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "~/features/media";
import { openDatabase } from "~/shared/db/database.server";
import type { ServerConfig } from "~/shared/lib/config.server";
import {
  makeFilePrivate,
  makePrivateFolder,
  privateFileMode,
} from "~/shared/lib/private-files.server";
import { BackupError, type BackupManifest, backupFiles } from "./backup-manifest";
import { checksumFile, checksumStream } from "./file-checksum.server";
import { snapshotPostgres, snapshotSqlite } from "./snapshot-database.server";
import { listFolder } from "./target-folder.server";

/**
 * Writes a backup into `target` (which must be empty or new): a consistent copy of the database,
 * the media objects its rows name, and manifest.json with row counts and checksums, written last.
 * The auth secret lives in the database, so it is in the copy; nothing else in the data folder
 * is needed (uploads in progress and the first-run setup code are temporary). The folder and
 * everything in it are the operator's alone (0700 and 0600), whatever the umask: they hold the
 * auth secret, password hashes and people's data.
 */
export async function backUpSite({
  target,
  config,
  storage,
}: {
  target: string;
  config: ServerConfig;
  storage: MediaStorage;
}): Promise<BackupManifest> {
  const folder = path.resolve(target);
  if ((await listFolder(folder)).length > 0) {
    throw new BackupError(`The backup folder ${folder} is not empty: give a new or empty folder.`);
  }
  await makePrivateFolder(folder);
  try {
    return await writeBackup(folder, config, storage);
  } catch (error) {
    // The folder was empty: everything in it is this unfinished backup's.
    for (const entry of await listFolder(folder)) {
      await rm(path.join(folder, entry), { recursive: true, force: true });
    }
    throw error;
  }
}

/** SQLite is copied from its file: opening it as the site does would create a missing one. */
async function snapshotDatabase(folder: string, config: ServerConfig) {
  if (!config.databaseUrl) return snapshotSqlite(config.dataDir, folder);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await snapshotPostgres(database, {
      databaseUrl: config.databaseUrl,
      dumpPath: config.postgresTools.dumpPath,
      target: folder,
    });
  } finally {
    await database.db.destroy();
  }
}

async function writeBackup(folder: string, config: ServerConfig, storage: MediaStorage) {
  const snapshot = await snapshotDatabase(folder, config);
  // SQLite makes its copy 0644 and pg_dump its dump as the umask allows.
  await makeFilePrivate(snapshot.file);
  const objects: BackupManifest["objects"] = [];
  for (const { key, contentType } of snapshot.objects) {
    const body = await storage.read(key).catch((error: Error) => {
      // Rows are inserted after their objects, so only a delete or withdrawal since the copy
      // was taken can cause this: the next run will not see the row.
      throw new BackupError(
        `Media object ${key} is named by the database copy but could not be read (${error.message}); ` +
          "it may have been deleted during the backup. Run the backup again.",
      );
    });
    const checksum = await checksumStream(body, path.join(folder, backupFiles.media, key));
    objects.push({ key, contentType, ...checksum });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: {
      kind: snapshot.kind,
      file: backupFiles[snapshot.kind],
      ...(await checksumFile(snapshot.file)),
      lastMigration: snapshot.lastMigration,
      rowCounts: snapshot.rowCounts,
    },
    objects,
  };
  await writeFile(
    path.join(folder, backupFiles.manifest),
    `${JSON.stringify(manifest, null, 2)}\n`,
    { flag: "wx", mode: privateFileMode },
  );
  return manifest;
}
