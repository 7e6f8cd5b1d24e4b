import { getConfig } from "~/shared/lib/config.server";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { newsletterMessages } from "./messages";
import type { SignupConfirmation } from "./newsletter-vocabulary";

/**
 * Why newsletters cannot go out, in staff's words, or null when they can. Sending needs mail, and
 * the site's public address (SITE_URL): batches are sent by a scheduled job, with no visitor's
 * request to take the address of the unsubscribe links from.
 */
export function findSendingProblem(): string | null {
  if (!isMailConfigured()) return newsletterMessages.newsletter.mailNotSetUp;
  if (!getConfig().siteOrigin) return newsletterMessages.newsletter.siteAddressNotSet;
  return null;
}

/** How a new sign-up is confirmed: by the emailed link when mail is set up, else by staff. */
export function findSignupConfirmation(): SignupConfirmation {
  return isMailConfigured() ? "email" : "staff";
}
