import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { type AuditEntry, recordAudit } from "~/shared/auth/audit-log.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { requestFacts } from "~/shared/lib/request-facts";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { adminTabs } from "~/shared/staff-shell/admin-tabs";
import { recordMessages } from "./messages";
import { isChoosableImage } from "./record-images.server";
import type { RecordKind } from "./record-kind.server";
import {
  deleteRecord,
  insertRecord,
  moveRecord,
  RecordGone,
  type RecordTable,
  readRecord,
  StaleRecord,
  updateRecord,
} from "./record-store.server";

const recordRef = z.object({ id: z.string().min(1).max(64) });
const versionedRef = recordRef.extend({ version: z.coerce.number().int().min(1) });
const moveRef = recordRef.extend({ direction: z.enum(["up", "down"]) });

/** A record form's fields; a name sent more than once (ticked checkboxes) as the list of its values. */
function readRecordFields(formData: FormData) {
  return Object.fromEntries(
    [...new Set(formData.keys())].map((name) => {
      const values = formData.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
}

type RecordActionAnswer = Promise<ReturnType<typeof actionSuccess>>;

/** What an extra intent of a tab (Approve, Decline…) gets to work with. */
export type RecordActionContext = {
  form: Record<string, FormDataEntryValue>;
  actor: SessionUser;
  audit: (entry: Omit<AuditEntry, "actor" | "ip">) => Promise<void>;
  /** A failed answer, titled for the tab's records unless `title` names what failed. */
  refuse: (status: number, description: string, title?: string) => ReturnType<typeof actionFailure>;
};

/**
 * A record tab's action: add, edit (refused with 409 when someone saved it since the form was
 * opened), delete and move, for staff whose role sees the tab; every change is audited. `extras`
 * handles the tab's own intents.
 */
export async function handleRecordAction<T extends RecordTable, S extends z.ZodType>(
  kind: RecordKind<T, S>,
  { request, context }: ActionFunctionArgs,
  extras: Record<string, (action: RecordActionContext) => RecordActionAnswer> = {},
) {
  const failedTitle = recordMessages.records.failedTitle(kind.noun);
  const role = adminTabs.find((tab) => tab.key === kind.tab)?.role ?? "admin";
  const access = await authorizeStaffAction(request, { role }, failedTitle);
  if (!access.ok) return access.response;
  const { db } = getDatabase();
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  const actor = access.user;
  const audit: RecordActionContext["audit"] = (entry) =>
    recordAudit(db, { ...entry, actor, ip: context.get(requestFacts).clientIp });
  const refuse: RecordActionContext["refuse"] = (status, description, title = failedTitle) =>
    actionFailure(status, { title, description });

  async function parseRecord() {
    const parsed = kind.schema.safeParse(readRecordFields(formData));
    if (!parsed.success) {
      return {
        failure: actionFailure(
          400,
          { title: failedTitle, description: recordMessages.records.invalid },
          toFieldErrors(parsed.error),
        ),
      };
    }
    const input = parsed.data as z.output<S>;
    const imageId = kind.imageField ? (input[kind.imageField] as string | null) : null;
    if (imageId && !(await isChoosableImage(db, imageId))) {
      return {
        failure: actionFailure(
          400,
          { title: failedTitle, description: recordMessages.records.invalid },
          { [kind.imageField as string]: recordMessages.records.imageUnavailable },
        ),
      };
    }
    return { input };
  }

  try {
    switch (form.intent) {
      case "add": {
        const { input, failure } = await parseRecord();
        if (failure) return failure;
        const values = await kind.toColumns(input, null, db);
        await insertRecord(db, kind.table, values, actor.email);
        await audit({
          action: kind.audit.added,
          target: kind.describe(values as Partial<Database[T]>),
        });
        return actionSuccess(recordMessages.records.added(kind.title));
      }
      case "edit": {
        const ref = versionedRef.safeParse(form);
        if (!ref.success) return refuse(400, recordMessages.records.gone);
        const { input, failure } = await parseRecord();
        if (failure) return failure;
        const existing = await readRecord(db, kind.table, ref.data.id);
        const values = await kind.toColumns(input, existing, db);
        await updateRecord(db, kind.table, { ...ref.data, values }, actor.email);
        await audit({
          action: kind.audit.changed,
          target: kind.describe({ ...existing, ...values }),
        });
        return actionSuccess(recordMessages.records.saved(kind.title));
      }
      case "delete": {
        const ref = recordRef.safeParse(form);
        if (!ref.success) return refuse(404, recordMessages.records.gone);
        const removed = await deleteRecord(db, kind.table, ref.data.id);
        await audit({ action: kind.audit.deleted, target: kind.describe(removed) });
        return actionSuccess(recordMessages.records.deleted(kind.title));
      }
      case "move": {
        const ref = moveRef.safeParse(form);
        if (!ref.success) return refuse(404, recordMessages.records.gone);
        const order = await kind.listOrder(db);
        if (!(await moveRecord(db, kind.table, { ...ref.data, order }))) {
          return refuse(409, recordMessages.records.cannotMove);
        }
        const moved = await readRecord(db, kind.table, ref.data.id);
        await audit({
          action: "records-reordered",
          target: kind.describe(moved),
          detail: ref.data.direction === "up" ? "Moved up" : "Moved down",
        });
        return actionSuccess(recordMessages.records.moved);
      }
      default: {
        const extra = typeof form.intent === "string" ? extras[form.intent] : undefined;
        if (!extra) return refuse(400, "Unknown request.");
        return await extra({ form, actor, audit, refuse });
      }
    }
  } catch (error) {
    if (error instanceof RecordGone) return refuse(404, recordMessages.records.gone);
    if (error instanceof StaleRecord) {
      return actionFailure(409, {
        title: recordMessages.records.conflictTitle,
        description: recordMessages.records.conflict,
      });
    }
    throw error;
  }
}
