/**
 * What every newsletter shares, in the emails themselves and in the Newsletter tab's preview, so
 * staff see what subscribers will get.
 */

/** Why the reader gets the newsletter and how to stop it: the end of every newsletter. */
export function buildNewsletterFooter(charityName: string, unsubscribeLink: string) {
  return `You are getting this email because you signed up for the ${charityName} newsletter on our website and confirmed your address. To stop getting it, unsubscribe here: ${unsubscribeLink}`;
}

/** Stands for the link in the preview and in a test email: each subscriber gets their own. */
export const sampleUnsubscribeLink = "(each subscriber's own unsubscribe link)";
