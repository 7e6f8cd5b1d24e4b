import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { findPasswordProblem } from "~/shared/auth/password-rules";
import { roleLabels, roles } from "~/shared/auth/roles";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/shared/auth/two-factor-policy.server";
import { getDatabase } from "~/shared/db/database.server";
import { type FieldErrors, toFieldErrors } from "~/shared/lib/field-errors";
import { requestFacts } from "~/shared/lib/request-facts";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import {
  findRecoveryTarget,
  resetTwoFactor,
  sendResetLinkFor,
  setTemporaryPassword,
} from "./account-recovery.server";
import { emailAddressSchema } from "./email-address";
import { accountMessages } from "./messages";
import { findWeakPasswordProblem } from "./password-strength.server";
import { requireRecentConfirmation } from "./recent-confirmation.server";
import {
  changeStaffRole,
  createStaffUser,
  removeStaffUser,
  StaffUserError,
} from "./staff-users.server";

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
const oneUserSchema = z.object({ userId: z.string().min(1) });
const temporaryPasswordSchema = z.object({
  userId: z.string().min(1),
  password: addUserSchema.shape.password,
});

/**
 * Admins add users, change roles, remove users, require two-factor for all, and help someone
 * locked out (a reset link, a temporary password, two-factor reset); each change asks for the
 * password again after a while and is written to the audit log.
 */
export async function usersAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = accountMessages.users.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  const form = Object.fromEntries(await request.formData());
  const { user: actor } = access;
  const database = getDatabase();
  const audit = (entry: Omit<Parameters<typeof recordAudit>[1], "actor" | "ip">) =>
    recordAudit(database.db, { ...entry, actor, ip: context.get(requestFacts).clientIp });
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
        const created = await createStaffUser({
          ...parsed.data,
          mustChangePassword: true,
        });
        await audit({
          action: "user-added",
          target: created.email,
          detail: roleLabels[parsed.data.role],
        });
        return actionSuccess(accountMessages.users.added);
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
          ...accountMessages.users.roleChanged,
          description: `${change.email} is now ${roleLabels[parsed.data.role].toLowerCase()}.`,
        });
      }
      case "remove": {
        const parsed = oneUserSchema.safeParse(form);
        if (!parsed.success) return refuse(accountMessages.users.notFound);
        const removed = await removeStaffUser(database, parsed.data.userId, actor.id);
        await audit({ action: "user-removed", target: removed.email });
        return actionSuccess(accountMessages.users.removed);
      }
      case "two-factor-policy": {
        const required = form.required === "on";
        // Requiring it without having it would lock this admin out of every tab but My Account.
        if (required && !actor.twoFactorEnabled)
          return refuse(accountMessages.twoFactor.turnOnYourselfFirst);
        await setTwoFactorRequired(database.db, required, actor.id);
        await audit({
          action: "two-factor-policy-changed",
          detail: required ? "required for all staff" : "each person's choice",
        });
        return actionSuccess(accountMessages.twoFactor.policySaved(required));
      }
      case "send-reset-link": {
        const parsed = oneUserSchema.safeParse(form);
        if (!parsed.success) return refuse(accountMessages.users.notFound);
        if (!isMailConfigured()) return refuse(accountMessages.accountRecovery.mailNotSetUp);
        const sent = await sendResetLinkFor(database, {
          userId: parsed.data.userId,
          origin: getSiteOrigin(request),
        });
        await audit({
          action: "password-reset-link-sent",
          target: sent.email,
          detail: sent.delivered ? null : "the mail server did not accept it",
        });
        if (!sent.delivered) {
          return actionFailure(502, {
            title: failedTitle,
            description: accountMessages.accountRecovery.linkNotDelivered,
          });
        }
        return actionSuccess(accountMessages.accountRecovery.linkSent(sent.email));
      }
      case "temporary-password": {
        const parsed = temporaryPasswordSchema.safeParse(form);
        if (!parsed.success) {
          return refuse(
            parsed.error.issues[0]?.message ?? failedTitle,
            toFieldErrors(parsed.error),
          );
        }
        const person = await findRecoveryTarget(database, parsed.data.userId, actor.id);
        const weak = await findWeakPasswordProblem(database.db, parsed.data.password, person);
        if (weak) return refuse(weak, { password: weak });
        const changed = await setTemporaryPassword(database, {
          person,
          password: parsed.data.password,
        });
        await audit({ action: "temporary-password-set", target: changed.email });
        return actionSuccess(accountMessages.accountRecovery.temporarySet(changed.email));
      }
      case "reset-two-factor": {
        const parsed = oneUserSchema.safeParse(form);
        if (!parsed.success) return refuse(accountMessages.users.notFound);
        const reset = await resetTwoFactor(database, parsed.data.userId, actor.id);
        const required = await isTwoFactorRequired(database.db);
        await audit({
          action: "two-factor-reset",
          target: reset.email,
          detail: required ? "must set it up again (required for all staff)" : null,
        });
        return actionSuccess(accountMessages.accountRecovery.twoFactorReset(reset.email, required));
      }
      default:
        return refuse("Unknown request.");
    }
  } catch (error) {
    if (error instanceof StaffUserError) return refuse(error.message);
    throw error;
  }
}
