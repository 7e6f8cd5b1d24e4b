import type { ActionFunctionArgs } from "react-router";
import { recordAudit } from "~/auth/audit-log.server";
import { messages } from "~/content/messages";
import { footerWordingKeys, retentionFields, socialNetworks } from "~/content/site-settings";
import { saveSiteSettings } from "~/content/site-settings.server";
import { siteSettingsSchema } from "~/content/site-settings-schema";
import { getDatabase } from "~/db/database.server";
import { toFieldErrors } from "~/lib/field-errors";
import { actionFailure, actionSuccess, authorizeStaffAction } from "./action-response.server";

/** Admins change the charity's public details; what changed goes into the audit log. */
export async function settingsAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = messages.settings.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;

  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const parsed = siteSettingsSchema.safeParse({
    charityName: text("charityName"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    socials: Object.fromEntries(
      Object.keys(socialNetworks).map((network) => [network, text(`socials.${network}`)]),
    ),
    mapEmbedUrl: text("mapEmbedUrl"),
    donationUrl: text("donationUrl"),
    retention: Object.fromEntries(
      retentionFields.map(({ key }) => [key, text(`retention.${key}`)]),
    ),
    ...Object.fromEntries(footerWordingKeys.map((key) => [key, text(key)])),
  });
  if (!parsed.success) {
    return actionFailure(
      400,
      { title: failedTitle, description: messages.settings.invalid },
      toFieldErrors(parsed.error),
    );
  }
  const { db } = getDatabase();
  const changed = await saveSiteSettings(db, parsed.data, access.user.id);
  if (changed.length > 0) {
    await recordAudit(db, {
      action: "settings-changed",
      actor: access.user,
      detail: changed.join(", "),
      ip: context.clientIp,
    });
  }
  return actionSuccess(messages.settings.saved);
}
