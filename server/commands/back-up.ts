/** `npm run backup -- <folder>`: a consistent copy of the database and media while the site runs. */

import { getMediaStorage } from "../../app/features/media/storage/get-media-storage.server";
import { backUpSite } from "../../app/features/operations/back-up-site.server";
import { BackupError } from "../../app/features/operations/backup-manifest";
import { describeBackup } from "../../app/features/operations/describe-backup";
import { getConfig } from "../../app/shared/lib/config.server";

export async function backUpCommand([target]: string[]) {
  if (!target) {
    console.error("Usage: npm run backup -- <folder> (a new or empty folder)");
    return 2;
  }
  try {
    const manifest = await backUpSite({ target, config: getConfig(), storage: getMediaStorage() });
    console.info(`Backed up to ${target}: ${describeBackup(manifest)}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}
