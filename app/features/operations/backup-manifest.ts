import { z } from "zod";
import { assertSafeKey } from "~/features/media";

/** What a backup folder holds, by name: the database copy, the media objects and the manifest. */
export const backupFiles = {
  sqlite: "database.sqlite",
  postgres: "database.dump",
  media: "media",
  manifest: "manifest.json",
} as const;

function isSafeKey(key: string) {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

const checksummed = { size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

/** manifest.json: written last, so a folder without one is an unfinished backup. */
export const backupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["sqlite", "postgres"]),
    file: z.enum([backupFiles.sqlite, backupFiles.postgres]),
    ...checksummed,
    lastMigration: z.string().min(1),
    rowCounts: z.record(z.string(), z.number().int().min(0)),
  }),
  objects: z.array(
    z.object({ key: z.string().refine(isSafeKey), contentType: z.string(), ...checksummed }),
  ),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A refusal or a failed check, told to the operator as it is (no stack trace). */
export class BackupError extends Error {}
