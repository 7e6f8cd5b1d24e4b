import { rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { suggestMediaCategory } from "~/features/pages";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { checkStaffAccess } from "~/shared/auth/session.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import { logoLibraryAltText, logoMediaCategory } from "~/shared/site/site-logo";
import type { SectionAssignment } from "~/shared/site/vocabulary";
import { readConsentDecision } from "./consent-decision";
import { uploadAnywayField } from "./duplicate-upload";
import { DuplicateUploadError } from "./duplicate-upload.server";
import { type NodeRequest, toHeadersOnlyRequest } from "./headers-only-request.server";
import { type ConsentFormValues, noIdentifiableChildren, summariseConsent } from "./media-consent";
import type { MediaFile } from "./media-file";
import { libraryUploadSchema, pageImageUploadSchema, quickUploadSchema } from "./media-schemas";
import { uploadLimits } from "./media-types";
import { mediaMessages } from "./messages";
import { findOnlyPageWith, isPlaceable } from "./placeable-sections.server";
import { checkPublicWords, readNamesAcknowledged } from "./public-words";
import { type ReceivedUpload, receiveUpload } from "./receive-upload.server";
import { getMediaStorage, getUploadTempDir } from "./storage/get-media-storage.server";
import { assertStorageRoom } from "./storage-quota.server";
import {
  cleanOriginalName,
  type MediaDetails,
  type StoreStage,
  storeUploadedMedia,
} from "./store-media.server";
import {
  consumeUploadAllowance,
  declaredLength,
  firstIssue,
  lingerThenClose,
  sendJson,
  toUploadError,
} from "./upload-answers.server";
import { UploadError } from "./upload-error";
import { findUploadByKey, readUploadKey } from "./upload-key.server";
import type { UploadProgressLine } from "./upload-progress";

type UploadRoute = {
  maxFileBytes: number;
  /** Checks the form's fields; throws UploadError(400) with the message to show. */
  readDetails: (
    upload: ReceivedUpload,
    user: SessionUser,
  ) => Omit<MediaDetails, "uploadKey" | "consent" | "uploadAnyway">;
  /** What the file shows; by default the uploader's decision for the batch (ADR 0026). */
  readConsent?: (upload: ReceivedUpload) => ConsentFormValues | null;
  accept: "image" | "any";
  /** The library streams its progress as NDJSON lines; the quick uploader answers once. */
  streamsProgress: boolean;
  /** Stores bytes the library already holds without asking (ADR 0035); else staff must insist. */
  keepsCopies?: boolean;
};

function assertPlaceable(page: string, section: SectionAssignment | null) {
  if (!isPlaceable(page, section))
    throw new UploadError(400, mediaMessages.placement.sectionNotShown);
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

/**
 * The batch's decision, sent with each of its files (the scope as one comma-separated field):
 * none made or "Not sure yet" stores the file unpublished; a decision with facts missing is refused.
 */
function readUploadConsent(upload: ReceivedUpload) {
  const field = (name: string) => upload.fields.get(name);
  const result = readConsentDecision({
    consentDecision: field("consentDecision"),
    consentScope: (field("consentScope") ?? "").split(",").filter(Boolean),
    consentGivenBy: field("consentGivenBy"),
    consentGivenOn: field("consentGivenOn"),
    consentExpiresOn: field("consentExpiresOn"),
  });
  if (!result.success) {
    throw new UploadError(
      400,
      Object.values(result.fieldErrors)[0] ?? mediaMessages.media.unexpected,
    );
  }
  return result.consent;
}

function placementOfSection(section: SectionAssignment | null) {
  const page = section ? findOnlyPageWith(section) : null;
  return page ? { page, section } : null;
}

/** The saved file in the route's own answer: the library's last NDJSON line, or one JSON body. */
function sendSaved(route: UploadRoute, req: IncomingMessage, res: ServerResponse, file: MediaFile) {
  if (!route.streamsProgress) return sendJson(req, res, 201, { file });
  if (!res.headersSent) {
    res.statusCode = 200;
    res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    if (!req.complete) lingerThenClose(req, res);
  }
  res.end(`${JSON.stringify({ progress: 100, file })}\n`);
}

async function handleUpload(route: UploadRoute, req: NodeRequest, res: ServerResponse) {
  const access = await checkStaffAccess(toHeadersOnlyRequest(req), { role: "editor" });
  if (!access.ok) return sendJson(req, res, access.status, { error: access.error });

  const { db } = getDatabase();
  let upload: ReceivedUpload | undefined;
  let outcome: { file: MediaFile } | { failure: UploadError };
  try {
    const uploadKey = readUploadKey(req);
    // A repeat of a submission already saved is answered with that file, and its body discarded.
    const saved = uploadKey && (await findUploadByKey(db, access.user.id, uploadKey));
    if (saved) return sendSaved(route, req, res, saved);
    await consumeUploadAllowance(db, access.user);
    await assertStorageRoom(db, declaredLength(req));
    upload = await receiveUpload(req, {
      maxFileBytes: route.maxFileBytes,
      tempDir: getUploadTempDir(),
    });
    const details = {
      ...route.readDetails(upload, access.user),
      consent: (route.readConsent ?? readUploadConsent)(upload),
      uploadKey,
      uploadAnyway: route.keepsCopies === true || upload.fields.get(uploadAnywayField) === "true",
    };
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
    const { file, repeated } = await storeUploadedMedia({
      upload: received,
      accept: route.accept,
      details,
      db,
      storage: getMediaStorage(),
      onStage: (stage) => progress({ progress: stagePercent[stage] }),
    });
    if (!repeated) {
      await recordAudit(db, {
        action: "media-uploaded",
        actor: access.user,
        target: file.filename,
        detail: file.originalName,
        ip: req.ip,
      });
      if (details.consent) {
        await recordAudit(db, {
          action: "media-consent-changed",
          actor: access.user,
          target: file.filename,
          detail: summariseConsent(file.consent),
          ip: req.ip,
        });
      }
    }
    outcome = { file };
  } catch (error) {
    outcome = { failure: toUploadError(error) };
  } finally {
    if (upload) await rm(upload.filePath, { force: true });
  }
  // Answered once the temp file is gone: whoever reads the answer finds nothing left behind.
  if ("file" in outcome) return sendSaved(route, req, res, outcome.file);
  const { failure } = outcome;
  // A duplicate's answer names the file already there (ADR 0035).
  const duplicate = failure instanceof DuplicateUploadError ? failure.duplicate : undefined;
  if (res.headersSent) {
    res.end(`${JSON.stringify({ error: failure.message, status: failure.status, duplicate })}\n`);
  } else {
    const body = { error: failure.message, duplicate };
    sendJson(req, res, failure.status, body, failure.retryAfterSeconds);
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
        const { page, section, altText, caption, category } = parsed.data;
        assertPlaceable(page, section);
        // It goes straight onto a page, so §5's file-name fallback would not describe it.
        assertFitToPublish(upload, altText ?? "", caption);
        return {
          category: category ?? suggestMediaCategory(page),
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
          category: category ?? suggestMediaCategory(page),
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

/**
 * POST /admin/media/logo-upload: Settings' logo upload, an image of up to 10 MB kept in the
 * library as a Branding image on no page; Settings then makes it the light or dark logo.
 */
export function handleLogoUpload(req: NodeRequest, res: ServerResponse) {
  return handleUpload(
    {
      maxFileBytes: uploadLimits.quickImageBytes,
      accept: "image",
      streamsProgress: false,
      // A logo is the charity's mark, never a photo of children: it is cleared as it is stored.
      readConsent: () => noIdentifiableChildren,
      // Settings makes the upload the logo at once and has no way to offer a file already there.
      keepsCopies: true,
      readDetails: (_upload, user) => ({
        folder: logoMediaCategory,
        category: logoMediaCategory,
        altText: logoLibraryAltText,
        caption: null,
        placement: null,
        createdBy: user.id,
      }),
    },
    req,
    res,
  );
}
