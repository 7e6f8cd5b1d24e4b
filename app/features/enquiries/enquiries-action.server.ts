import type { ActionFunctionArgs, data } from "react-router";
import { z } from "zod";
import { requireRecentConfirmation } from "~/features/accounts/index.server";
import { optionalText } from "~/features/records";
import { type AuditEntry, recordAudit } from "~/shared/auth/audit-log.server";
import type { Role } from "~/shared/auth/roles";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { requestFacts } from "~/shared/lib/request-facts";
import {
  type EnquiryKind,
  enquiryFieldLimits,
  enquiryKindLabels,
  enquiryStatuses,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { changeEnquiry, deleteEnquiry } from "./enquiries.server";
import { enquiryMessages } from "./messages";
import { erasePerson, findPerson } from "./person-requests.server";
import type { EnquiriesAnswer } from "./personal-data";

export type EnquiryActionContext = {
  form: Record<string, FormDataEntryValue>;
  actor: SessionUser;
  /** Audits as the signed-in user, from their address. */
  audit: (entry: Omit<AuditEntry, "actor" | "ip">) => Promise<void>;
};

const ref = z.object({ id: z.string().min(1).max(64) });
const changeSchema = ref.extend({
  version: z.coerce.number().int().min(1),
  status: z.enum(enquiryStatuses, "Choose a status."),
  notes: optionalText(enquiryFieldLimits.notes),
});

/** How the audit log names an enquiry: its kind and when it came, never the sender. */
function describeEnquiry(row: Database["enquiries"]) {
  return `${enquiryKindLabels[row.kind as EnquiryKind]} received ${formatDateTime(row.created_at)}`;
}

async function changeStatus({ form, actor, audit }: EnquiryActionContext) {
  const failedTitle = enquiryMessages.enquiries.failedTitle;
  const parsed = changeSchema.safeParse(form);
  if (!parsed.success) {
    if (!ref.safeParse(form).success) {
      return actionFailure(404, {
        title: failedTitle,
        description: enquiryMessages.enquiries.gone,
      });
    }
    return actionFailure(
      400,
      { title: failedTitle, description: enquiryMessages.enquiries.invalid },
      toFieldErrors(parsed.error),
    );
  }
  const { db } = getDatabase();
  const result = await changeEnquiry(db, parsed.data, actor.email);
  if (result.outcome === "gone") {
    return actionFailure(404, { title: failedTitle, description: enquiryMessages.enquiries.gone });
  }
  if (result.outcome === "stale") {
    return actionFailure(409, {
      title: enquiryMessages.enquiries.conflictTitle,
      description: enquiryMessages.enquiries.conflict,
    });
  }
  await audit({
    action: "enquiry-changed",
    target: describeEnquiry(result.enquiry),
    detail: `Status: ${enquiryStatusLabels[parsed.data.status]}`,
  });
  return actionSuccess(enquiryMessages.enquiries.saved);
}

async function removeEnquiry({ form, audit }: EnquiryActionContext) {
  const parsed = ref.safeParse(form);
  const removed = parsed.success ? await deleteEnquiry(getDatabase().db, parsed.data.id) : null;
  if (!removed) {
    return actionFailure(404, {
      title: enquiryMessages.enquiries.failedTitle,
      description: enquiryMessages.enquiries.gone,
    });
  }
  await audit({ action: "enquiry-deleted", target: describeEnquiry(removed) });
  return actionSuccess(enquiryMessages.enquiries.deleted);
}

/** Each request the tab sends: who may send it, and what a refusal is titled. */
const intents: Record<
  string,
  {
    role: Role;
    failedTitle: string;
    /** Asks for the password or a code again when the session last confirmed long ago. */
    reauthenticate?: true;
    run: (context: EnquiryActionContext) => Promise<ReturnType<typeof data<EnquiriesAnswer>>>;
  }
> = {
  change: { role: "editor", failedTitle: enquiryMessages.enquiries.failedTitle, run: changeStatus },
  delete: {
    role: "editor",
    failedTitle: enquiryMessages.enquiries.failedTitle,
    run: removeEnquiry,
  },
  // Looking up and erasing a person's data across the site is for administrators only.
  "find-person": {
    role: "admin",
    failedTitle: enquiryMessages.enquiries.lookupFailedTitle,
    run: findPerson,
  },
  "erase-person": {
    role: "admin",
    failedTitle: enquiryMessages.enquiries.eraseFailedTitle,
    reauthenticate: true,
    run: erasePerson,
  },
};

/** The Enquiries tab's action: status and notes, delete, and Find a person's look-up and erasure. */
export async function enquiriesAction({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const intent =
    typeof form.intent === "string" && Object.hasOwn(intents, form.intent)
      ? intents[form.intent]
      : undefined;
  const access = await authorizeStaffAction(
    request,
    { role: intent?.role ?? "editor" },
    intent?.failedTitle ?? enquiryMessages.enquiries.failedTitle,
  );
  if (!access.ok) return access.response;
  if (!intent) {
    return actionFailure(400, {
      title: enquiryMessages.enquiries.failedTitle,
      description: "Unknown request.",
    });
  }
  if (intent.reauthenticate) {
    const unconfirmed = await requireRecentConfirmation(access.user);
    if (unconfirmed) return unconfirmed;
  }
  const { db } = getDatabase();
  return intent.run({
    form,
    actor: access.user,
    audit: (entry) =>
      recordAudit(db, { ...entry, actor: access.user, ip: context.get(requestFacts).clientIp }),
  });
}
