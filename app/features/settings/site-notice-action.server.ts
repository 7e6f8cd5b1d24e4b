import type { ActionFunctionArgs } from "react-router";
import { requireRecentConfirmation } from "~/features/accounts/index.server";
import { recordAudit } from "~/shared/auth/audit-log.server";
import { getDatabase } from "~/shared/db/database.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { requestFacts } from "~/shared/lib/request-facts";
import { describeNoticeState, type SiteNotice, siteNoticeIntents } from "~/shared/site/site-notice";
import { saveSiteSettings } from "~/shared/site/site-settings.server";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { settingsMessages } from "./messages";
import { answerStaleSettings, readFormRevision } from "./settings-action.server";
import { type SiteNoticeField, siteNoticeFormSchema } from "./site-notice-schema";

/**
 * Admins set the site-wide notice, or remove it (ADR 0043). It is saved under the settings'
 * revision, so a notice set from a tab opened before another admin's save is refused, not
 * written over theirs.
 */
export async function siteNoticeAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const failedTitle = settingsMessages.siteNotice.failedTitle;
  const access = await authorizeStaffAction(request, { role: "admin" }, failedTitle);
  if (!access.ok) return access.response;
  const unconfirmed = await requireRecentConfirmation(access.user);
  if (unconfirmed) return unconfirmed;

  const now = new Date();
  let notice: SiteNotice | null = null;
  if (form.get("intent") !== siteNoticeIntents.remove) {
    const text = (name: SiteNoticeField) => String(form.get(name) ?? "");
    const parsed = siteNoticeFormSchema(now).safeParse({
      text: text("text"),
      linkUrl: text("linkUrl"),
      linkText: text("linkText"),
      startsAt: text("startsAt"),
      endsAt: text("endsAt"),
      tone: text("tone"),
    } satisfies Record<SiteNoticeField, string>);
    if (!parsed.success) {
      return actionFailure(
        400,
        { title: failedTitle, description: settingsMessages.siteNotice.invalid },
        toFieldErrors(parsed.error),
      );
    }
    notice = parsed.data;
  }

  const { db } = getDatabase();
  const saved = await saveSiteSettings(
    db,
    { siteNotice: notice },
    access.user.id,
    readFormRevision(form),
  );
  if (saved.status === "stale") return answerStaleSettings();
  if (saved.changed.length > 0) {
    await recordAudit(db, {
      action: notice ? "site-notice-saved" : "site-notice-removed",
      actor: access.user,
      detail: notice
        ? `“${notice.text}” from ${notice.startsAt ?? "now"} until ${notice.endsAt ?? "removed"}`
        : undefined,
      ip: context.get(requestFacts).clientIp,
    });
  }
  return actionSuccess(
    notice
      ? settingsMessages.siteNotice.saved(describeNoticeState(notice, now))
      : settingsMessages.siteNotice.removed,
  );
}
