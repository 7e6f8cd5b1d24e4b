import type { ActionFunctionArgs } from "react-router";
import { requireRecentConfirmation } from "~/features/accounts/index.server";
import { documentMessages } from "~/features/documents";
import { findSiteDocument } from "~/features/documents/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import {
  completeDonationUrl,
  describeAddedHttps,
  findDroppedDonationChoices,
} from "~/shared/lib/donation-link";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { requestFacts } from "~/shared/lib/request-facts";
import { impactFigureKeys } from "~/shared/site/impact-stats";
import { footerWordingKeys, retentionFields, socialNetworks } from "~/shared/site/site-settings";
import { saveSiteSettings } from "~/shared/site/site-settings.server";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { settingsMessages } from "./messages";
import { siteSettingsSchema } from "./site-settings-schema";

/**
 * The settings' revision a Settings tab form was opened at; a form without one (opened before
 * this check existed) counts as stale rather than risk overwriting someone's change.
 */
export function readFormRevision(form: FormData) {
  const revision = String(form.get("revision") ?? "");
  return /^\d+$/.test(revision) ? Number(revision) : -1;
}

/** Another admin saved since this form was opened: nothing was saved. */
export function answerStaleSettings() {
  return actionFailure(409, {
    title: settingsMessages.settings.staleTitle,
    description: settingsMessages.settings.stale,
  });
}

/** Admins change the charity's public details; what changed goes into the audit log. */
export async function settingsAction({ request, context }: ActionFunctionArgs) {
  const failedTitle = settingsMessages.settings.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const parsed = siteSettingsSchema.safeParse({
    charityName: text("charityName"),
    shortName: text("shortName"),
    charityNumber: text("charityNumber"),
    companyNumber: text("companyNumber"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    openingHours: text("openingHours"),
    safeguarding: {
      leadName: text("safeguarding.leadName"),
      phone: text("safeguarding.phone"),
      email: text("safeguarding.email"),
      policyUrl: text("safeguarding.policyUrl"),
      policyDocumentId: text("safeguarding.policyDocumentId"),
    },
    trustees: text("trustees"),
    socials: Object.fromEntries(
      Object.keys(socialNetworks).map((network) => [network, text(`socials.${network}`)]),
    ),
    mapEmbedUrl: text("mapEmbedUrl"),
    donationUrl: text("donationUrl"),
    // An unticked checkbox sends nothing.
    giftAid: { enabled: form.get("giftAid.enabled") === "on", text: text("giftAid.text") },
    retention: Object.fromEntries(
      retentionFields.map(({ key }) => [key, text(`retention.${key}`)]),
    ),
    staffNotices: text("staffNotices"),
    impactFigures: Object.fromEntries(
      impactFigureKeys.map((key) => [
        key,
        {
          value: text(`impactFigures.${key}.value`),
          suffix: text(`impactFigures.${key}.suffix`),
          label: text(`impactFigures.${key}.label`),
        },
      ]),
    ),
    ...Object.fromEntries(footerWordingKeys.map((key) => [key, text(key)])),
  });
  if (!parsed.success) {
    return actionFailure(
      400,
      { title: failedTitle, description: settingsMessages.settings.invalid },
      toFieldErrors(parsed.error),
    );
  }
  const { db } = getDatabase();
  const { policyDocumentId } = parsed.data.safeguarding;
  if (policyDocumentId && !(await findSiteDocument(db, policyDocumentId))) {
    return actionFailure(
      400,
      { title: failedTitle, description: settingsMessages.settings.invalid },
      { "safeguarding.policyDocumentId": documentMessages.documents.policyGone },
    );
  }
  const saved = await saveSiteSettings(db, parsed.data, access.user.id, readFormRevision(form));
  if (saved.status === "stale") return answerStaleSettings();
  const { changed } = saved;
  if (changed.length > 0) {
    await recordAudit(db, {
      action: "settings-changed",
      actor: access.user,
      detail: changed.join(", "),
      ip: context.get(requestFacts).clientIp,
    });
  }
  // Saved, but the admin should know when the new link is not quite what they typed or drops
  // a donor's choice; the field says so too, while they type.
  const { title, description } = settingsMessages.settings.saved;
  const donationUrl = parsed.data.donationUrl;
  const notes = changed.includes("donationUrl")
    ? [
        completeDonationUrl(text("donationUrl")).addedHttps
          ? describeAddedHttps(donationUrl)
          : null,
        findDroppedDonationChoices(donationUrl),
      ].filter((note) => note !== null)
    : [];
  return actionSuccess({ title, description: [description, ...notes].join(" ") });
}
