import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { findCatalogueImage } from "~/features/pages";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { logger } from "~/shared/lib/logger.server";
import { requestFacts } from "~/shared/lib/request-facts";
import type { ToastMessage } from "~/shared/site/messages";
import {
  actionDoneWithMoreToDo,
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { readConsentDecision, readDecisionFields } from "./consent-decision";
import { isUndecided, readConsentForm } from "./media-consent";
import { saveConsent, saveConsentForFiles, withdrawConsent } from "./media-consent.server";
import {
  addPlacement,
  deleteMediaRow,
  findMediaFile,
  findMediaRow,
  listObjectKeys,
  removePlacement,
  setMediaActive,
  updateFocalPoint,
  updateMediaDetails,
} from "./media-files.server";
import {
  focalPointSchema,
  libraryPlacementSchema,
  mediaDetailsSchema,
  placementSchema,
} from "./media-schemas";
import { mediaMessages } from "./messages";
import { isPlaceable } from "./placeable-sections.server";
import { formatPlacement } from "./placement-labels";
import { placementMoves } from "./placement-moves";
import { movePlacement } from "./placement-order.server";
import { checkPublicWords, readNamesAcknowledged } from "./public-words";
import { getMediaStorage } from "./storage/get-media-storage.server";
import { removeObjects } from "./store-media.server";

const idSchema = z.object({ id: z.string().min(1) });
const activeSchema = idSchema.extend({ active: z.enum(["true", "false"]) });
const unplaceSchema = idSchema.extend({ placementId: z.string().min(1) });
const moveSchema = unplaceSchema.extend({ move: z.enum(placementMoves) });
/** A built-in picture is named by its catalogue id in place of a file id. */
const builtInSchema = z.object({
  id: z.string().refine((id) => !!findCatalogueImage(id), mediaMessages.media.notFound),
});

function failureFor(intent: FormDataEntryValue | undefined) {
  switch (intent) {
    case "delete":
      return mediaMessages.media.deleteFailed;
    case "apply":
    case "apply-built-in":
    case "place":
      return mediaMessages.placement.applyFailed;
    case "unplace":
    case "unplace-built-in":
      return mediaMessages.placement.removeFailed;
    case "move-placement":
      return mediaMessages.placement.moveFailed;
    case "consent":
      return mediaMessages.consent.saveFailed;
    case "withdraw-consent":
      return mediaMessages.consent.withdrawFailed;
    case "bulk-consent":
      return mediaMessages.consent.bulkFailed;
    case "focal-point":
    case "reset-focal-point":
      return mediaMessages.media.focalPointFailed;
    default:
      return mediaMessages.media.updateFailed;
  }
}

/**
 * A file nobody has decided about may be placed or switched on (visitors still see nothing
 * until a decision is recorded); one recorded as showing children without website consent may not.
 */
function isRefusedByConsent(row: { children: string; publishable: number | string }) {
  return !isUndecided(row) && Number(row.publishable) !== 1;
}

/** The library's selection: one decision for every ticked file (ADR 0026). */
async function recordBulkDecision(
  formData: FormData,
  {
    actor,
    ip,
    failure,
  }: { actor: { id: string; email: string }; ip?: string; failure: ToastMessage },
) {
  const ids = formData.getAll("id").map(String).filter(Boolean);
  if (ids.length === 0) {
    return actionFailure(400, { ...failure, description: mediaMessages.consent.bulkNoneChosen });
  }
  const decision = readConsentDecision(readDecisionFields(formData), { required: true });
  if (!decision.success) return actionFailure(400, failure, decision.fieldErrors);
  if (!decision.consent) return actionFailure(400, failure);
  const { db } = getDatabase();
  const saved = await saveConsentForFiles(db, getMediaStorage(), {
    ids,
    values: decision.consent,
    actor,
    ip,
  });
  if (!saved) return actionFailure(404, { ...failure, description: mediaMessages.media.notFound });
  return actionSuccess(
    saved.publishable === saved.files
      ? mediaMessages.consent.bulkSaved(saved.files)
      : mediaMessages.consent.bulkSavedHidden(saved.files),
  );
}

/**
 * Editors and admins edit a file's details, place it on a page's section or take it off one,
 * record or withdraw consent, switch it on or off, or delete it with its objects.
 */
export async function mediaAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const failure = failureFor(form.intent);
  const access = await authorizeStaffAction(request, { role: "editor" }, failure.title);
  if (!access.ok) return access.response;
  const { db } = getDatabase();
  if (form.intent === "bulk-consent") {
    return recordBulkDecision(formData, {
      actor: access.user,
      ip: context.get(requestFacts).clientIp,
      failure,
    });
  }
  const ids = idSchema.safeParse(form);
  if (!ids.success) return actionFailure(400, failure);
  const notFound = () =>
    actionFailure(404, { ...failure, description: mediaMessages.media.notFound });
  const refuse = (description: string) => actionFailure(409, { ...failure, description });
  const audit = (
    action: Parameters<typeof recordAudit>[1]["action"],
    target: string,
    detail?: string,
  ) =>
    recordAudit(db, {
      action,
      actor: access.user,
      target,
      detail,
      ip: context.get(requestFacts).clientIp,
    });

  switch (form.intent) {
    case "update": {
      const parsed = mediaDetailsSchema.safeParse(form);
      if (!parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      const file = await findMediaFile(db, ids.data.id);
      if (!file) return notFound();
      // A file on a public page keeps words fit to publish.
      const problem =
        file.placements.length > 0
          ? checkPublicWords({
              altText: parsed.data.altText,
              caption: parsed.data.caption,
              fileName: file.originalName,
              namesAcknowledged: readNamesAcknowledged(form.namesAcknowledged),
            })
          : null;
      if (problem) return actionFailure(400, failure, { [problem.field]: problem.message });
      await updateMediaDetails(db, file.id, parsed.data);
      return actionSuccess(mediaMessages.media.updated);
    }
    case "focal-point":
    case "reset-focal-point": {
      const reset = form.intent === "reset-focal-point";
      const parsed = reset ? null : focalPointSchema.safeParse(form);
      if (parsed && !parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      const row = await findMediaRow(db, ids.data.id);
      if (!row) return notFound();
      if (row.file_type !== "image") return refuse(mediaMessages.media.focalPointNotPhoto);
      await updateFocalPoint(db, row.id, parsed?.data ?? null);
      return actionSuccess(
        reset ? mediaMessages.media.focalPointReset : mediaMessages.media.focalPointSaved,
      );
    }
    case "set-active": {
      const parsed = activeSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure);
      const active = parsed.data.active === "true";
      const row = await findMediaRow(db, parsed.data.id);
      if (!row) return notFound();
      if (active && isRefusedByConsent(row)) return refuse(mediaMessages.consent.cannotActivate);
      await setMediaActive(db, row.id, active);
      return actionSuccess(
        active ? mediaMessages.media.activated : mediaMessages.media.deactivated,
      );
    }
    case "apply":
    case "place": {
      // Page Images and Serving Humanity place images in a section; the library any file.
      const parsed = (form.intent === "apply" ? placementSchema : libraryPlacementSchema).safeParse(
        form,
      );
      if (!parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      const { page, section } = parsed.data;
      if (!isPlaceable(page, section)) {
        return actionFailure(400, failure, { section: mediaMessages.placement.sectionNotShown });
      }
      const row = await findMediaRow(db, ids.data.id);
      if (!row) return notFound();
      if (isRefusedByConsent(row)) return refuse(mediaMessages.placement.notPublishable);
      if (Number(row.is_active) !== 1 || (form.intent === "apply" && row.file_type !== "image")) {
        return refuse(mediaMessages.placement.notAnImage);
      }
      const problem = checkPublicWords({
        altText: row.alt_text,
        caption: row.caption,
        fileName: row.original_name,
        namesAcknowledged: readNamesAcknowledged(form.namesAcknowledged),
      });
      if (problem) {
        // The alt text is fixed in the file's Edit form; the names box is ticked here.
        const field = problem.field === "altText" ? "id" : problem.field;
        return actionFailure(
          400,
          { ...failure, description: problem.message },
          {
            [field]: problem.message,
          },
        );
      }
      await addPlacement(db, { mediaId: row.id }, { page, section }, access.user.id);
      await audit("media-placed", row.filename, formatPlacement({ page, section }));
      // Placed, but kept off the page until someone decides what it shows (ADR 0026).
      return Number(row.publishable) === 1
        ? actionSuccess(mediaMessages.placement.applied)
        : actionDoneWithMoreToDo(mediaMessages.placement.appliedHidden);
    }
    case "apply-built-in": {
      const parsed = placementSchema.safeParse(form);
      const image = builtInSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure, toFieldErrors(parsed.error));
      if (!image.success) return notFound();
      if (!isPlaceable(parsed.data.page, parsed.data.section)) {
        return actionFailure(400, failure, { section: mediaMessages.placement.sectionNotShown });
      }
      await addPlacement(db, { builtinImage: image.data.id }, parsed.data, access.user.id);
      await audit("media-placed", image.data.id, formatPlacement(parsed.data));
      return actionSuccess(mediaMessages.placement.applied);
    }
    case "unplace-built-in": {
      const parsed = unplaceSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure);
      const removed = await removePlacement(
        db,
        { builtinImage: parsed.data.id },
        parsed.data.placementId,
      );
      if (!removed) return notFound();
      await audit("media-unplaced", parsed.data.id);
      return actionSuccess(mediaMessages.placement.removed);
    }
    case "move-placement": {
      const parsed = moveSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure);
      const moved = await movePlacement(db, parsed.data.placementId, parsed.data.move);
      if (moved === null) return notFound();
      if (moved === false) {
        return actionFailure(409, { ...failure, description: mediaMessages.placement.cannotMove });
      }
      await audit("media-placement-moved", parsed.data.id, formatPlacement(moved));
      return actionSuccess(mediaMessages.placement.moved);
    }
    case "unplace": {
      const parsed = unplaceSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure);
      const row = await findMediaRow(db, parsed.data.id);
      if (!row || !(await removePlacement(db, { mediaId: row.id }, parsed.data.placementId))) {
        return notFound();
      }
      await audit("media-unplaced", row.filename);
      return actionSuccess(mediaMessages.placement.removed);
    }
    case "consent": {
      const parsed = readConsentForm(formData);
      if (!parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      const saved = await saveConsent(db, getMediaStorage(), {
        id: ids.data.id,
        values: parsed.data,
        actor: access.user,
        ip: context.get(requestFacts).clientIp,
      });
      if (!saved) return notFound();
      return actionSuccess(
        saved.publishable ? mediaMessages.consent.saved : mediaMessages.consent.savedHidden,
      );
    }
    case "withdraw-consent": {
      const withdrawn = await withdrawConsent(db, getMediaStorage(), {
        id: ids.data.id,
        actor: access.user,
        ip: context.get(requestFacts).clientIp,
      });
      if (withdrawn === null) return notFound();
      if (!withdrawn) return refuse(mediaMessages.consent.nothingToWithdraw);
      return actionSuccess(mediaMessages.consent.withdrawn);
    }
    case "delete": {
      const row = await findMediaRow(db, ids.data.id);
      if (!row) return notFound();
      // Objects first: if one cannot be removed the row stays, so nothing is lost track of
      // and deleting again finishes the job.
      if (!(await removeObjects(getMediaStorage(), listObjectKeys(row)))) {
        logger.error("a media file was not deleted: its stored objects could not be removed", {
          mediaId: row.id,
        });
        return actionFailure(502, failure);
      }
      await deleteMediaRow(db, row.id);
      await audit("media-deleted", row.filename, row.original_name);
      return actionSuccess(mediaMessages.media.deleted);
    }
    default:
      return actionFailure(400, failure);
  }
}
