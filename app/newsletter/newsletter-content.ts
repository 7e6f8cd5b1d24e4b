/**
 * How a newsletter's plain text becomes an email, shared by the emails themselves and the
 * Newsletter tab's preview, so staff see what subscribers will get.
 */

/** Paragraphs are separated by a blank line; single line breaks stay inside a paragraph. */
export function splitParagraphs(content: string) {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Why the reader gets the newsletter and how to stop it: the end of every newsletter. */
export function buildNewsletterFooter(charityName: string, unsubscribeLink: string) {
  return `You are getting this email because you signed up for the ${charityName} newsletter on our website and confirmed your address. To stop getting it, unsubscribe here: ${unsubscribeLink}`;
}

/** Stands for the link in the preview and in a test email: each subscriber gets their own. */
export const sampleUnsubscribeLink = "(each subscriber's own unsubscribe link)";
