import { z } from "zod";
import { actionFailure, actionSuccess, authorizeStaffAction } from "~/admin/action-response.server";
import { recordAudit } from "~/auth/audit-log.server";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { toFieldErrors } from "~/lib/field-errors";
import {
  assignMedia,
  deleteMediaRow,
  findMediaRow,
  listObjectKeys,
  setMediaActive,
  updateMediaDetails,
} from "~/media/media-files.server";
import { mediaDetailsSchema, placementSchema } from "~/media/media-schemas";
import { getMediaStorage } from "~/media/storage/get-media-storage.server";
import { removeObjects } from "~/media/store-media.server";
import type { Route } from "./+types/admin-media";

const idSchema = z.object({ id: z.string().min(1) });
const activeSchema = idSchema.extend({ active: z.enum(["true", "false"]) });

function failureFor(intent: FormDataEntryValue | undefined) {
  switch (intent) {
    case "delete":
      return messages.media.deleteFailed;
    case "apply":
      return messages.placement.applyFailed;
    case "unassign":
      return messages.placement.removeFailed;
    default:
      return messages.media.updateFailed;
  }
}

/**
 * Editors and admins edit a file's details, place an image on a page's section or take it off,
 * switch a file on or off, or delete it with its objects.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const failure = failureFor(form.intent);
  const access = await authorizeStaffAction(request, { role: "editor" }, failure.title);
  if (!access.ok) return access.response;
  const { db } = getDatabase();
  const ids = idSchema.safeParse(form);
  if (!ids.success) return actionFailure(400, failure);
  const notFound = () => actionFailure(404, { ...failure, description: messages.media.notFound });

  switch (form.intent) {
    case "update": {
      const parsed = mediaDetailsSchema.safeParse(form);
      if (!parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      if (!(await updateMediaDetails(db, ids.data.id, parsed.data))) return notFound();
      return actionSuccess(messages.media.updated);
    }
    case "set-active": {
      const parsed = activeSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure);
      const active = parsed.data.active === "true";
      if (!(await setMediaActive(db, parsed.data.id, active))) return notFound();
      return actionSuccess(active ? messages.media.activated : messages.media.deactivated);
    }
    case "apply": {
      const parsed = placementSchema.safeParse(form);
      if (!parsed.success) {
        return actionFailure(400, failure, toFieldErrors(parsed.error));
      }
      const row = await findMediaRow(db, ids.data.id);
      if (!row) return notFound();
      if (row.file_type !== "image" || Number(row.is_active) !== 1) {
        return actionFailure(409, { ...failure, description: messages.placement.notAnImage });
      }
      await assignMedia(db, row.id, parsed.data);
      return actionSuccess(messages.placement.applied);
    }
    case "unassign":
      if (!(await assignMedia(db, ids.data.id, null))) return notFound();
      return actionSuccess(messages.placement.removed);
    case "delete": {
      const row = await findMediaRow(db, ids.data.id);
      if (!row) return notFound();
      // Objects first: if one cannot be removed the row stays, so nothing is lost track of
      // and deleting again finishes the job.
      if (!(await removeObjects(getMediaStorage(), listObjectKeys(row)))) {
        console.error("Error: Failed to delete media file.", row.id);
        return actionFailure(502, failure);
      }
      await deleteMediaRow(db, row.id);
      await recordAudit(db, {
        action: "media-deleted",
        actor: access.user,
        target: row.filename,
        detail: row.original_name,
        ip: context.clientIp,
      });
      return actionSuccess(messages.media.deleted);
    }
    default:
      return actionFailure(400, failure);
  }
}
