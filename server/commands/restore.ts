/** `npm run restore -- <folder>`: a backup into an empty data folder or database, then verified. */

import { getMediaStorage } from "../../app/features/media/storage/get-media-storage.server";
import { BackupError } from "../../app/features/operations/backup-manifest";
import { describeBackup } from "../../app/features/operations/describe-backup";
import { restoreSite } from "../../app/features/operations/restore-site.server";
import { getConfig } from "../../app/shared/lib/config.server";

export async function restoreCommand([source]: string[]) {
  if (!source) {
    console.error("Usage: npm run restore -- <backup folder>");
    return 2;
  }
  try {
    const manifest = await restoreSite({ source, config: getConfig(), storage: getMediaStorage() });
    console.info(
      `Restored from ${source} and verified (every table's row count and every object's checksum ` +
        `match the manifest): ${describeBackup(manifest)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}
