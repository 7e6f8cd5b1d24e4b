import { rm } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { UploadError } from "~/features/media";
import {
  assertStorageRoom,
  consumeUploadAllowance,
  declaredLength,
  firstIssue,
  getMediaStorage,
  getUploadTempDir,
  type NodeRequest,
  type ReceivedUpload,
  receiveUpload,
  sendJson,
  toHeadersOnlyRequest,
  toUploadError,
} from "~/features/media/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { getDatabase } from "~/shared/db/database.server";
import { maxDocumentBytes, maxDocumentMegabytes } from "~/shared/site/document-types";
import { documentDetailsSchema } from "./document-schema";
import { documentMessages } from "./messages";
import type { LibraryDocument } from "./site-document";
import { storeUploadedDocument } from "./store-document.server";

/** The form's words; missing ones read as blank, so they get the form's messages. */
function readDetails(upload: ReceivedUpload) {
  const parsed = documentDetailsSchema.safeParse({
    title: upload.fields.get("title") ?? "",
    description: upload.fields.get("description") ?? "",
    category: upload.fields.get("category") ?? "",
  });
  if (!parsed.success) throw new UploadError(400, firstIssue(parsed.error));
  return parsed.data;
}

/**
 * POST /admin/documents/upload: one PDF of up to 20 MB with its title, description and kind,
 * through the media pipeline's pieces (ADR 0042): the session and role first, the uploader's
 * allowance and the quota before a byte is read, the body streamed to a temp file with its
 * hash, then stored by storeUploadedDocument. Answered once the temp file is gone, with the
 * saved document (201) or `{ error }`.
 */
export async function handleDocumentUpload(req: NodeRequest, res: ServerResponse) {
  const access = await checkStaffAccess(toHeadersOnlyRequest(req), { role: "editor" });
  if (!access.ok) return sendJson(req, res, access.status, { error: access.error });

  const { db } = getDatabase();
  let upload: ReceivedUpload | undefined;
  let outcome: { document: LibraryDocument } | { failure: UploadError };
  try {
    await consumeUploadAllowance(db, access.user);
    await assertStorageRoom(db, declaredLength(req));
    upload = await receiveUpload(req, {
      maxFileBytes: maxDocumentBytes,
      tempDir: getUploadTempDir(),
      tooLargeMessage: documentMessages.documents.tooLarge(maxDocumentMegabytes),
    });
    const document = await storeUploadedDocument({
      upload,
      details: readDetails(upload),
      createdBy: access.user.id,
      db,
      storage: getMediaStorage(),
    });
    await recordAudit(db, {
      action: "document-uploaded",
      actor: access.user,
      target: document.title,
      ip: req.ip,
    });
    outcome = { document };
  } catch (error) {
    outcome = { failure: toUploadError(error) };
  } finally {
    if (upload) await rm(upload.filePath, { force: true });
  }
  if ("document" in outcome) return sendJson(req, res, 201, outcome);
  const { failure } = outcome;
  sendJson(req, res, failure.status, { error: failure.message }, failure.retryAfterSeconds);
}
