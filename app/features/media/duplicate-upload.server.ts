import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { type DuplicateUpload, describeKind } from "./duplicate-upload";
import { type NewPlacement, withPlacements } from "./media-files.server";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";

/** An upload of bytes the library already holds: 409, with the file already there. */
export class DuplicateUploadError extends UploadError {
  constructor(readonly duplicate: DuplicateUpload) {
    super(409, mediaMessages.media.duplicate(describeKind(duplicate.file.fileType)));
    this.name = "DuplicateUploadError";
  }
}

/**
 * The library's file uploaded with these bytes, the first one when staff kept copies; undefined
 * when there is none. A deleted file's row is gone, so it no longer counts.
 */
export async function findDuplicateUpload(db: Kysely<Database>, uploadSha256: string) {
  const row = await db
    .selectFrom("media_files")
    .selectAll()
    .where("upload_sha256", "=", uploadSha256)
    .orderBy("upload_insisted")
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? (await withPlacements(db, [row]))[0] : undefined;
}

/** Refuses an upload of bytes the library already holds, naming where it would have gone. */
export async function refuseDuplicateUpload(
  db: Kysely<Database>,
  uploadSha256: string,
  placement: NewPlacement | null,
) {
  const file = await findDuplicateUpload(db, uploadSha256);
  if (file) throw new DuplicateUploadError({ file, placement });
}
