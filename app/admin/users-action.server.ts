import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/auth/audit-log.server";
import { emailAddressSchema } from "~/auth/email-address";
import { findPasswordProblem } from "~/auth/password-rules";
import { findWeakPasswordProblem } from "~/auth/password-strength.server";
import { roleLabels, roles } from "~/auth/roles";
import { getRequestAuth } from "~/auth/session.server";
import {
  changeStaffRole,
  createStaffUser,
  removeStaffUser,
  StaffUserError,
} from "~/auth/staff-users.server";
import { setTwoFactorRequired } from "~/auth/two-factor-policy.server";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { type FieldErrors, toFieldErrors } from "~/lib/field-errors";
import { actionFailure, actionSuccess, authorizeStaffAction } from "./action-response.server";
import { requireRecentConfirmation } from "./recent-confirmation.server";

const addUserSchema = z.object({
  email: emailAddressSchema,
  name: z.string().trim().max(100),
  role: z.enum(roles, "Choose a role."),
  // The rules the form knows, said with the other fields' problems; names and common passwords
  // are checked once the fields are valid.
  password: z.string().superRefine((value, context) => {
    const problem = findPasswordProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});
const changeRoleSchema = z.object({ userId: z.string().min(1), role: z.enum(roles) });
const removeSchema = z.object({ userId: z.string().min(1) });

/**
 * Admins add users, change roles, remove users and require two-factor for all; each change asks
 * for the password again after a while and is written to the audit log.
 */
export async function usersAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = messages.users.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  const form = Object.fromEntries(await request.formData());
  const { user: actor } = access;
  const database = getDatabase();
  const audit = (entry: Omit<Parameters<typeof recordAudit>[1], "actor" | "ip">) =>
    recordAudit(database.db, { ...entry, actor, ip: context.clientIp });
  const refuse = (description: string, fieldErrors?: FieldErrors) =>
    actionFailure(400, { title: failedTitle, description }, fieldErrors);

  try {
    switch (form.intent) {
      case "add": {
        const parsed = addUserSchema.safeParse(form);
        if (!parsed.success) {
          return refuse(
            parsed.error.issues[0]?.message ?? failedTitle,
            toFieldErrors(parsed.error),
          );
        }
        const weak = await findWeakPasswordProblem(database.db, parsed.data.password, parsed.data);
        if (weak) return refuse(weak, { password: weak });
        const created = await createStaffUser(await getRequestAuth(request), {
          ...parsed.data,
          mustChangePassword: true,
        });
        await audit({
          action: "user-added",
          target: created.email,
          detail: roleLabels[parsed.data.role],
        });
        return actionSuccess(messages.users.added);
      }
      case "role": {
        const parsed = changeRoleSchema.safeParse(form);
        if (!parsed.success) return refuse("Choose a role.");
        const change = await changeStaffRole(database, parsed.data.userId, parsed.data.role);
        await audit({
          action: "role-changed",
          target: change.email,
          detail: `${change.from} → ${change.to}`,
        });
        return actionSuccess({
          ...messages.users.roleChanged,
          description: `${change.email} is now ${roleLabels[parsed.data.role].toLowerCase()}.`,
        });
      }
      case "remove": {
        const parsed = removeSchema.safeParse(form);
        if (!parsed.success) return refuse(messages.users.notFound);
        const removed = await removeStaffUser(database, parsed.data.userId, actor.id);
        await audit({ action: "user-removed", target: removed.email });
        return actionSuccess(messages.users.removed);
      }
      case "two-factor-policy": {
        const required = form.required === "on";
        // Requiring it without having it would lock this admin out of every tab but My Account.
        if (required && !actor.twoFactorEnabled)
          return refuse(messages.twoFactor.turnOnYourselfFirst);
        await setTwoFactorRequired(database.db, required, actor.id);
        await audit({
          action: "two-factor-policy-changed",
          detail: required ? "required for all staff" : "each person's choice",
        });
        return actionSuccess(messages.twoFactor.policySaved(required));
      }
      default:
        return refuse("Unknown request.");
    }
  } catch (error) {
    if (error instanceof StaffUserError) return refuse(error.message);
    throw error;
  }
}
