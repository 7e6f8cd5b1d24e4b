import type { BackupManifest } from "./backup-manifest";

/** One line about a backup: its database, rows, tables and media objects. */
export function describeBackup(manifest: BackupManifest) {
  const counts = Object.values(manifest.database.rowCounts);
  const rows = counts.reduce((sum, count) => sum + count, 0);
  const bytes = manifest.objects.reduce((sum, object) => sum + object.size, 0);
  return (
    `${manifest.database.kind} database of ${manifest.createdAt} (${rows} rows in ${counts.length} tables, ` +
    `migration ${manifest.database.lastMigration}), ${manifest.objects.length} media objects (${bytes} bytes)`
  );
}
