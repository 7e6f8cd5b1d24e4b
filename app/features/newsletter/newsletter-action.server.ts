import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { type AuditEntry, recordAudit } from "~/shared/auth/audit-log.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { getDatabase } from "~/shared/db/database.server";
import { type FieldErrors, toFieldErrors } from "~/shared/lib/field-errors";
import { requestFacts } from "~/shared/lib/request-facts";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { isMailConfigured, sendMail } from "~/shared/mail/send-mail.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import {
  actionFailure,
  actionSuccess,
  authorizeStaffAction,
} from "~/shared/staff-shell/action-response.server";
import { adminTabs } from "~/shared/staff-shell/admin-tabs";
import { newsletterMessages } from "./messages";
import { sampleUnsubscribeLink } from "./newsletter-content";
import {
  type NewsletterDraft,
  newsletterDraftMessages,
  newsletterDraftSchema,
} from "./newsletter-draft";
import { renderNewsletterMail } from "./newsletter-mail.server";
import type { NewsletterPhoto } from "./newsletter-photo";
import { loadNewsletterPhoto } from "./newsletter-photo.server";
import { findSendingProblem } from "./newsletter-readiness.server";
import { startNewsletter } from "./newsletter-sending.server";
import { confirmSubscriptionByStaff, unsubscribe } from "./subscribers.server";

const newsletterRole = adminTabs.find((tab) => tab.key === "newsletter")?.role ?? "admin";
const subscriberRef = z.object({ id: z.string().min(1).max(64) });
const { failedTitle } = newsletterMessages.newsletter;

type Form = Record<string, FormDataEntryValue>;
type Audit = (entry: Omit<AuditEntry, "actor" | "ip">) => Promise<void>;

/**
 * The Newsletter tab's action, for staff whose role sees the tab: a test to the signed-in user's
 * own address, the real send to every subscriber, and confirming or removing a sign-up. All are
 * audited, with the newsletter's subject and never a subscriber's address.
 */
export async function handleNewsletterAction({ request, context }: ActionFunctionArgs) {
  const access = await authorizeStaffAction(request, { role: newsletterRole }, failedTitle);
  if (!access.ok) return access.response;
  const form = Object.fromEntries(await request.formData());
  const actor = access.user;
  const audit: Audit = (entry) =>
    recordAudit(getDatabase().db, { ...entry, actor, ip: context.get(requestFacts).clientIp });
  switch (form.intent) {
    case "send-test":
      return sendTest(form, actor, audit, getSiteOrigin(request));
    case "send":
      return sendToEveryone(form, actor, audit);
    case "confirm-subscriber":
      return confirmSubscriber(form, audit);
    case "remove-subscriber":
      return removeSubscriber(form, audit);
    default:
      return actionFailure(400, { title: failedTitle, description: "Unknown request." });
  }
}

function refuseDraft(fieldErrors: FieldErrors) {
  return actionFailure(
    400,
    { title: failedTitle, description: newsletterMessages.newsletter.invalid },
    fieldErrors,
  );
}

/**
 * The form's newsletter, checked, and its photo as it may be sent now: one whose consent was
 * withdrawn (or that was switched off) since it was chosen is refused beside the chooser.
 */
async function parseDraft(
  form: Form,
): Promise<
  | { draft: NewsletterDraft; photo: NewsletterPhoto | null; failure?: undefined }
  | { failure: ReturnType<typeof refuseDraft> }
> {
  const parsed = newsletterDraftSchema.safeParse(form);
  if (!parsed.success) return { failure: refuseDraft(toFieldErrors(parsed.error)) };
  const draft = parsed.data;
  if (!draft.photoId) return { draft, photo: null };
  const photo = await loadNewsletterPhoto(getDatabase().db, draft.photoId);
  if (!photo) {
    return { failure: refuseDraft({ photoId: newsletterDraftMessages.photoUnavailable }) };
  }
  return { draft, photo };
}

/** The newsletter as subscribers would get it, to the sender alone; the subject says it is a test. */
async function sendTest(form: Form, actor: SessionUser, audit: Audit, origin: string) {
  const parsed = await parseDraft(form);
  if (parsed.failure) return parsed.failure;
  const { draft, photo } = parsed;
  // A test needs mail only: its unsubscribe link is a stand-in.
  if (!isMailConfigured()) {
    return actionFailure(503, {
      title: failedTitle,
      description: newsletterMessages.newsletter.mailNotSetUp,
    });
  }
  const { charityName } = await loadSiteSettings(getDatabase().db);
  const mail = renderNewsletterMail({
    charityName,
    subject: draft.subject,
    content: draft.content,
    photo,
    origin,
    unsubscribeLink: sampleUnsubscribeLink,
  });
  const { delivered } = await sendMail(
    { ...mail, to: actor.email, subject: `Test: ${draft.subject}` },
    { charityName },
  );
  if (!delivered) {
    return actionFailure(502, {
      title: failedTitle,
      description: newsletterMessages.newsletter.testFailed,
    });
  }
  await audit({ action: "newsletter-test-sent", target: draft.subject });
  return actionSuccess(newsletterMessages.newsletter.testSent(actor.email));
}

/** Starts the real send; the scheduled job sends it in batches. */
async function sendToEveryone(form: Form, actor: SessionUser, audit: Audit) {
  const parsed = await parseDraft(form);
  if (parsed.failure) return parsed.failure;
  const { draft } = parsed;
  const problem = findSendingProblem();
  if (problem) return actionFailure(503, { title: failedTitle, description: problem });
  const start = await startNewsletter(getDatabase(), draft, actor);
  if (start.outcome !== "started") {
    const reason = start.outcome === "busy" ? "busy" : "noSubscribers";
    return actionFailure(409, {
      title: failedTitle,
      description: newsletterMessages.newsletter[reason],
    });
  }
  await audit({
    action: "newsletter-sent",
    target: draft.subject,
    detail: `To ${start.recipients} ${start.recipients === 1 ? "subscriber" : "subscribers"}`,
  });
  return actionSuccess(newsletterMessages.newsletter.started(start.recipients));
}

/** A sign-up made while the site could not email its link: staff add it to the list. */
async function confirmSubscriber(form: Form, audit: Audit) {
  const title = newsletterMessages.newsletter.confirmFailedTitle;
  const ref = subscriberRef.safeParse(form);
  const confirmed =
    ref.success && (await confirmSubscriptionByStaff(getDatabase().db, ref.data.id));
  if (!confirmed) {
    return actionFailure(404, {
      title,
      description: newsletterMessages.newsletter.signupNotWaiting,
    });
  }
  await audit({ action: "subscriber-confirmed", detail: "Confirmed in the Newsletter tab" });
  return actionSuccess(newsletterMessages.newsletter.subscriberConfirmed);
}

async function removeSubscriber(form: Form, audit: Audit) {
  const title = newsletterMessages.newsletter.removeFailedTitle;
  const ref = subscriberRef.safeParse(form);
  const removed = ref.success && (await unsubscribe(getDatabase().db, ref.data.id));
  if (!removed) {
    return actionFailure(404, { title, description: newsletterMessages.newsletter.subscriberGone });
  }
  await audit({ action: "subscriber-removed", detail: "Removed in the Newsletter tab" });
  return actionSuccess(newsletterMessages.newsletter.subscriberRemoved);
}
