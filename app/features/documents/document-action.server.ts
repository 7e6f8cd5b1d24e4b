import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { getMediaStorage, removeObjects } from "~/features/media/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { logger } from "~/shared/lib/logger.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { documentDetailsSchema } from "./document-schema";
import { deleteDocumentRow, findDocumentRow, updateDocumentDetails } from "./documents.server";
import { documentMessages } from "./messages";

const idSchema = z.object({ id: z.string().min(1).max(64) });

/** Editors and admins change a document's title, description and kind, or delete it. */
export async function documentAction({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const failure =
    form.intent === "delete"
      ? documentMessages.documents.deleteFailed
      : documentMessages.documents.updateFailed;
  const access = await authorizeStaffAction(request, { role: "editor" }, failure.title);
  if (!access.ok) return access.response;
  const ids = idSchema.safeParse(form);
  if (!ids.success) return actionFailure(400, failure);
  const { db } = getDatabase();
  const notFound = () =>
    actionFailure(404, { ...failure, description: documentMessages.documents.notFound });
  const audit = (action: "document-changed" | "document-deleted", title: string) =>
    recordAudit(db, {
      action,
      actor: access.user,
      target: title,
      ip: context.get(requestFacts).clientIp,
    });

  switch (form.intent) {
    case "update": {
      const parsed = documentDetailsSchema.safeParse(form);
      if (!parsed.success) return actionFailure(400, failure, toFieldErrors(parsed.error));
      if (!(await updateDocumentDetails(db, ids.data.id, parsed.data))) return notFound();
      await audit("document-changed", parsed.data.title);
      return actionSuccess(documentMessages.documents.updated);
    }
    case "delete": {
      const row = await findDocumentRow(db, ids.data.id);
      if (!row) return notFound();
      // The footer of every page links it: it stays until Settings choose another.
      const { safeguarding } = await loadSiteSettings(db);
      if (safeguarding.policyDocumentId === row.id) {
        return actionFailure(409, {
          ...failure,
          description: documentMessages.documents.isSafeguardingPolicy,
        });
      }
      // The object first: if it cannot be removed the row stays, and deleting again finishes.
      if (!(await removeObjects(getMediaStorage(), [row.storage_key]))) {
        logger.error("a document was not deleted: its stored file could not be removed", {
          documentId: row.id,
        });
        return actionFailure(502, failure);
      }
      await deleteDocumentRow(db, row.id);
      await audit("document-deleted", row.title);
      return actionSuccess(documentMessages.documents.deleted);
    }
    default:
      return actionFailure(400, failure);
  }
}
