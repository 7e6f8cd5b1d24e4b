import { constants } from "node:fs";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaStorage } from "~/features/media";
import { openDatabase } from "~/shared/db/database.server";
import { appMigrations } from "~/shared/db/migrate.server";
import type { ServerConfig } from "~/shared/lib/config.server";
import { makeFilePrivate, makePrivateFolder } from "~/shared/lib/private-files.server";
import { BackupError, type BackupManifest, backupFiles } from "./backup-manifest";
import { describeDifference, findBackupDifferences, readManifest } from "./check-backup.server";
import { countRows, listTables } from "./database-contents.server";
import { checksumStream } from "./file-checksum.server";
import { restorePostgres } from "./postgres-tools.server";
import { listFolder } from "./target-folder.server";

function refuse(problems: string[], heading: string) {
  if (problems.length > 0) throw new BackupError(`${heading}\n  ${problems.join("\n  ")}`);
}

/** The backup must fit this site: same kind of database, migrations this version knows. */
function checkFits(manifest: BackupManifest, config: ServerConfig) {
  const kind = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `The backup holds a ${manifest.database.kind} database but the site is configured for ${kind} ` +
        "(DATABASE_URL): restore it with the configuration it was made with.",
    );
  }
  if (!(manifest.database.lastMigration in appMigrations)) {
    throw new BackupError(
      `The backup was made by a newer version of the site (migration ${manifest.database.lastMigration}): ` +
        "install that version first.",
    );
  }
}

/** Nothing may be overwritten: the data folder, the database and the storage must be empty. */
async function checkTargetEmpty(config: ServerConfig, storage: MediaStorage) {
  if (!config.databaseUrl || storage.driver === "local") {
    const entries = await listFolder(config.dataDir);
    if (entries.length > 0) {
      throw new BackupError(
        `The data folder ${config.dataDir} is not empty (${entries.join(", ")}): restore only into an empty one.`,
      );
    }
  }
  if (!(await storage.isEmpty())) {
    throw new BackupError("The media bucket is not empty: restore only into an empty one.");
  }
  if (config.databaseUrl) {
    const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const tables = await listTables(database.db, "postgres");
      if (tables.length > 0) {
        throw new BackupError(
          `The database already has tables (${tables.join(", ")}): restore only into an empty one.`,
        );
      }
    } finally {
      await database.db.destroy();
    }
  }
}

async function restoreDatabase(folder: string, manifest: BackupManifest, config: ServerConfig) {
  const file = path.join(folder, manifest.database.file);
  if (config.databaseUrl) {
    await restorePostgres({
      restorePath: config.postgresTools.restorePath,
      databaseUrl: config.databaseUrl,
      file,
    });
  } else {
    const target = path.join(config.dataDir, "site.db");
    // The copy takes the backup file's mode, which an older backup left readable by all.
    await copyFile(file, target, constants.COPYFILE_EXCL);
    await makeFilePrivate(target);
  }
}

/** Copies go through a temporary file: local storage links what it is given, never the backup. */
async function restoreObjects(folder: string, manifest: BackupManifest, storage: MediaStorage) {
  const temp = await mkdtemp(path.join(tmpdir(), "charity-restore-"));
  try {
    for (const object of manifest.objects) {
      const filePath = path.join(temp, "object");
      await copyFile(path.join(folder, backupFiles.media, object.key), filePath);
      await storage.put({ key: object.key, filePath, contentType: object.contentType });
      await rm(filePath, { force: true });
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** What was restored against the manifest: every table's row count, every object's checksum. */
async function findRestoreDifferences(
  manifest: BackupManifest,
  config: ServerConfig,
  storage: MediaStorage,
) {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const differences: string[] = [];
  try {
    const counts = await countRows(database.db, database.dialect);
    const tables = new Set([...Object.keys(counts), ...Object.keys(manifest.database.rowCounts)]);
    for (const table of [...tables].sort()) {
      const expected = manifest.database.rowCounts[table];
      if (counts[table] !== expected) {
        differences.push(
          `table ${table}: ${counts[table] ?? "missing"} rows, expected ${expected ?? "none"}`,
        );
      }
    }
  } finally {
    await database.db.destroy();
  }
  for (const object of manifest.objects) {
    const found = await storage
      .read(object.key)
      .then((body) => checksumStream(body))
      .catch(() => undefined);
    const difference = describeDifference(`media ${object.key}`, object, found);
    if (difference) differences.push(difference);
  }
  return differences;
}

/**
 * Restores a backup into an empty data folder or database and empty storage, then checks every
 * table's row count and every object's checksum against the manifest. The backup's own files are
 * checked first, so a damaged backup is refused before anything is written.
 */
export async function restoreSite({
  source,
  config,
  storage,
}: {
  source: string;
  config: ServerConfig;
  storage: MediaStorage;
}) {
  const folder = path.resolve(source);
  const manifest = await readManifest(folder);
  checkFits(manifest, config);
  refuse(
    await findBackupDifferences(folder, manifest),
    "The backup is damaged; nothing was restored:",
  );
  await checkTargetEmpty(config, storage);
  // Made as the site makes it at start: its user's alone (media goes there too on local storage).
  if (!config.databaseUrl || storage.driver === "local") await makePrivateFolder(config.dataDir);
  await restoreDatabase(folder, manifest, config);
  await restoreObjects(folder, manifest, storage);
  refuse(
    await findRestoreDifferences(manifest, config, storage),
    "The restored data differs from the backup's manifest:",
  );
  return manifest;
}
