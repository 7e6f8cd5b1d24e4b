import { rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { recordAudit } from "~/auth/audit-log.server";
import { checkStaffAccess, type SessionUser } from "~/auth/session.server";
import { messages } from "~/content/messages";
import type { SectionAssignment } from "~/content/vocabulary";
import { getDatabase } from "~/db/database.server";
import { type NodeRequest, toHeadersOnlyRequest } from "./headers-only-request.server";
import { libraryUploadSchema, pageImageUploadSchema, quickUploadSchema } from "./media-schemas";
import { uploadLimits } from "./media-types";
import { findOnlyPageWith, isPlaceable } from "./placeable-sections.server";
import { checkPublicWords, readNamesAcknowledged } from "./public-words";
import { type ReceivedUpload, receiveUpload } from "./receive-upload.server";
import { getMediaStorage, getUploadTempDir } from "./storage/get-media-storage.server";
import {
  cleanOriginalName,
  type MediaDetails,
  type StoreStage,
  storeUploadedMedia,
} from "./store-media.server";
import { UploadError } from "./upload-error";
import type { UploadProgressLine } from "./upload-progress";

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (!req.complete) lingerThenClose(req, res);
  res.end(JSON.stringify(body));
}

/** How long a refused upload's remaining bytes are read and thrown away before hanging up. */
const lingerMs = 5_000;

/**
 * Answers a refused upload without storing the rest of it. Hanging up at once makes most
 * clients fail with a broken pipe before they read the answer, so what still arrives is read
 * and thrown away for a few seconds, then the connection is closed if the body hasn't ended
 * (web servers' "lingering close").
 */
function lingerThenClose(req: IncomingMessage, res: ServerResponse) {
  res.on("finish", () => {
    req.unpipe();
    req.resume();
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, lingerMs);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
  });
}

function toUploadError(error: unknown) {
  if (error instanceof UploadError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new UploadError(507, messages.media.storageFull);
  console.error("Upload failed:", error);
  return new UploadError(500, messages.media.unexpected);
}

type UploadRoute = {
  maxFileBytes: number;
  /** Checks the form's fields; throws UploadError(400) with the message to show. */
  readDetails: (upload: ReceivedUpload, user: SessionUser) => MediaDetails;
  accept: "image" | "any";
  /** The library streams its progress as NDJSON lines; the quick uploader answers once. */
  streamsProgress: boolean;
};

function assertPlaceable(page: string, section: SectionAssignment | null) {
  if (!isPlaceable(page, section)) throw new UploadError(400, messages.placement.sectionNotShown);
}

/** An upload that goes straight onto a page needs words fit to publish (see checkPublicWords). */
function assertFitToPublish(upload: ReceivedUpload, altText: string, caption: string | null) {
  const problem = checkPublicWords({
    altText,
    caption,
    fileName: cleanOriginalName(upload.clientName),
    namesAcknowledged: readNamesAcknowledged(upload.fields.get("namesAcknowledged")),
  });
  if (problem) throw new UploadError(400, problem.message);
}

function placementOfSection(section: SectionAssignment | null) {
  const page = section ? findOnlyPageWith(section) : null;
  return page ? { page, section } : null;
}

function firstIssue(error: { issues: { message: string }[] }) {
  return error.issues[0]?.message ?? messages.media.unexpected;
}

async function handleUpload(route: UploadRoute, req: NodeRequest, res: ServerResponse) {
  const access = await checkStaffAccess(toHeadersOnlyRequest(req), { role: "editor" });
  if (!access.ok) return sendJson(req, res, access.status, { error: access.error });

  let upload: ReceivedUpload | undefined;
  try {
    upload = await receiveUpload(req, {
      maxFileBytes: route.maxFileBytes,
      tempDir: getUploadTempDir(),
    });
    const details = route.readDetails(upload, access.user);
    const { db } = getDatabase();
    const received = upload;
    const progress = (line: UploadProgressLine) => {
      if (!route.streamsProgress || res.destroyed) return;
      if (!res.headersSent) {
        res.statusCode = 200;
        res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
        // Proxies must pass each line on as it comes (nginx buffers unless told not to).
        res.setHeader("Cache-Control", "no-store, no-transform");
        res.setHeader("X-Accel-Buffering", "no");
      }
      res.write(`${JSON.stringify(line)}\n`);
    };
    const stagePercent: Record<StoreStage, number> = { checked: 60, processed: 70, stored: 80 };
    const file = await storeUploadedMedia({
      upload: received,
      accept: route.accept,
      details,
      db,
      storage: getMediaStorage(),
      onStage: (stage) => progress({ progress: stagePercent[stage] }),
    });
    await recordAudit(db, {
      action: "media-uploaded",
      actor: access.user,
      target: file.filename,
      detail: file.originalName,
      ip: req.ip,
    });
    if (res.headersSent) res.end(`${JSON.stringify({ progress: 100, file })}\n`);
    else sendJson(req, res, 201, { file });
  } catch (error) {
    const failure = toUploadError(error);
    if (res.headersSent)
      res.end(`${JSON.stringify({ error: failure.message, status: failure.status })}\n`);
    else sendJson(req, res, failure.status, { error: failure.message });
  } finally {
    if (upload) await rm(upload.filePath, { force: true });
  }
}

/** POST /admin/media/upload: the Media Library's form, up to 500 MB, images and videos. */
export function handleLibraryUpload(req: NodeRequest, res: ServerResponse) {
  return handleUpload(
    {
      maxFileBytes: uploadLimits.libraryBytes,
      accept: "any",
      streamsProgress: true,
      readDetails: (upload, user) => {
        const parsed = libraryUploadSchema.safeParse(Object.fromEntries(upload.fields));
        if (!parsed.success) throw new UploadError(400, firstIssue(parsed.error));
        const { page, section, altText, caption } = parsed.data;
        assertPlaceable(page, section);
        // It goes straight onto a page, so §5's file-name fallback would not describe it.
        assertFitToPublish(upload, altText ?? "", caption);
        return {
          category: "general",
          altText: altText ?? "",
          caption,
          placement: { page, section },
          createdBy: user.id,
        };
      },
    },
    req,
    res,
  );
}

/** POST /admin/media/quick-upload: the quick image uploader, up to 10 MB, images only. */
export function handleQuickUpload(req: NodeRequest, res: ServerResponse) {
  return handleUpload(
    {
      maxFileBytes: uploadLimits.quickImageBytes,
      accept: "image",
      streamsProgress: false,
      readDetails: (upload, user) => {
        const parsed = quickUploadSchema.safeParse({
          altText: upload.fields.get("altText") ?? "",
          category: upload.fields.get("category") ?? "",
          section: upload.fields.get("section") ?? "",
        });
        if (!parsed.success) throw new UploadError(400, firstIssue(parsed.error));
        const { altText, category, section } = parsed.data;
        // §5 names a section but no page: it lands on the one page that shows that section.
        const placement = placementOfSection(section);
        if (placement) assertFitToPublish(upload, altText, null);
        return {
          folder: section ?? "general",
          category,
          altText,
          caption: null,
          placement,
          createdBy: user.id,
        };
      },
    },
    req,
    res,
  );
}

/**
 * POST /admin/media/page-image-upload: Page Images' and Serving Humanity's Upload New, an image
 * of up to 10 MB straight into a page's section (§7 key `{section}/{section}-{stamp}.{ext}`).
 */
export function handlePageImageUpload(req: NodeRequest, res: ServerResponse) {
  return handleUpload(
    {
      maxFileBytes: uploadLimits.quickImageBytes,
      accept: "image",
      streamsProgress: false,
      readDetails: (upload, user) => {
        // Missing fields read as blank, so they get the form's messages rather than zod's.
        const parsed = pageImageUploadSchema.safeParse({
          page: "",
          section: "",
          altText: "",
          ...Object.fromEntries(upload.fields),
        });
        if (!parsed.success) throw new UploadError(400, firstIssue(parsed.error));
        const { page, section, altText, caption, category } = parsed.data;
        assertPlaceable(page, section);
        assertFitToPublish(upload, altText, caption);
        return {
          folder: section,
          namePrefix: section,
          category,
          altText,
          caption,
          placement: { page, section },
          createdBy: user.id,
        };
      },
    },
    req,
    res,
  );
}
