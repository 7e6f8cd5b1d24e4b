import { createHash, randomUUID } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import type { Kysely } from "kysely";
import { type MediaStorage, mediaMessages, UploadError } from "~/features/media";
import {
  cleanOriginalName,
  describeStorageFailure,
  getMediaProcessingQueue,
  makeOriginalKey,
  type ReceivedUpload,
  removeObjects,
  reserveStorageRoom,
} from "~/features/media/index.server";
import { isDatabaseBusy } from "~/shared/db/database-busy";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import { privateFileMode } from "~/shared/lib/private-files.server";
import { pdfMimeType } from "~/shared/site/document-types";
import { cleanPdf } from "./clean-pdf.server";
import type { DocumentDetails } from "./document-schema";
import { findDocumentByUpload, insertDocumentRow } from "./documents.server";
import { documentMessages } from "./messages";
import { toLibraryDocument } from "./site-document";

/** The folder of every document's object in media storage. */
export const documentKeyFolder = "documents";

/** Refuses bytes the library already holds, naming the document they are. */
async function refuseDuplicate(db: Kysely<Database>, uploadSha256: string) {
  const existing = await findDocumentByUpload(db, uploadSha256);
  if (existing) throw new UploadError(409, documentMessages.documents.duplicate(existing.title));
}

/** The type from the bytes, as every upload's (ADR 0007): the name and the browser's claim are ignored. */
async function assertPdfBytes(filePath: string) {
  const detected = await fileTypeFromFile(filePath);
  if (detected?.mime !== pdfMimeType) throw new UploadError(415, documentMessages.documents.notPdf);
}

/**
 * The documents library's pipeline after the bytes are on disk (ADR 0042): refuse bytes already
 * in the library, check from the bytes that it is a PDF, re-write it without its metadata (in the
 * process's media queue: a large PDF takes a second or two of CPU), check the storage quota,
 * store the cleaned file under a server-made key, then insert the row last. Any failure removes
 * the stored object and the cleaned file; the caller removes the upload itself.
 */
export async function storeUploadedDocument({
  upload,
  details,
  createdBy,
  db,
  storage,
}: {
  upload: ReceivedUpload;
  details: DocumentDetails;
  createdBy: string;
  db: Kysely<Database>;
  storage: MediaStorage;
}) {
  await refuseDuplicate(db, upload.sha256);
  await assertPdfBytes(upload.filePath);
  const cleanedPath = upload.filePath.replace(/\.part$/, ".pdf");
  const stored: string[] = [];
  let releaseRoom = () => {};
  try {
    const cleaned = await getMediaProcessingQueue().run(async () =>
      cleanPdf(await readFile(upload.filePath)),
    );
    await writeFile(cleanedPath, cleaned, { flag: "wx", mode: privateFileMode });
    releaseRoom = await reserveStorageRoom(db, cleaned.length);
    const key = makeOriginalKey("pdf", documentKeyFolder);
    try {
      await storage.put({ key, filePath: cleanedPath, contentType: pdfMimeType });
    } catch (error) {
      throw describeStorageFailure(error);
    }
    stored.push(key);

    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      ...details,
      storage_key: key,
      file_size: cleaned.length,
      sha256: createHash("sha256").update(cleaned).digest("hex"),
      upload_sha256: upload.sha256,
      original_name: cleanOriginalName(upload.clientName),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    };
    try {
      await insertDocumentRow(db, row);
    } catch (error) {
      if (isDatabaseBusy(error)) throw error;
      // The same bytes, uploaded by someone else at the same moment, went in first.
      await refuseDuplicate(db, upload.sha256);
      logger.error("a document's row could not be saved", { error });
      throw new UploadError(500, mediaMessages.media.databaseFailed);
    }
    return toLibraryDocument(row);
  } catch (error) {
    await removeObjects(storage, stored);
    throw error;
  } finally {
    releaseRoom();
    await rm(cleanedPath, { force: true });
  }
}
