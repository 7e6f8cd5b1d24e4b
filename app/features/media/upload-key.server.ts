import type { IncomingMessage } from "node:http";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { withPlacements } from "./media-files.server";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";
import { isUploadKey, uploadKeyHeader } from "./upload-key";

/** The submission's key from its header; none is fine (scripts), a malformed one is refused. */
export function readUploadKey(req: IncomingMessage) {
  const value = req.headers[uploadKeyHeader.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== "string" || !isUploadKey(value)) {
    throw new UploadError(400, mediaMessages.media.badUploadKey);
  }
  return value;
}

/** The file this user already saved with this key, if any. */
export async function findUploadByKey(db: Kysely<Database>, userId: string, uploadKey: string) {
  const row = await db
    .selectFrom("media_files")
    .selectAll()
    .where("created_by", "=", userId)
    .where("upload_key", "=", uploadKey)
    .executeTakeFirst();
  return row ? (await withPlacements(db, [row]))[0] : undefined;
}
