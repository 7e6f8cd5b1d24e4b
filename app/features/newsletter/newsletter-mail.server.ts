import type { RichTextDoc } from "~/features/pages";
import { renderMail } from "~/shared/mail/mail-layout";
import { buildNewsletterFooter } from "./newsletter-content";
import { renderNewsletterBody } from "./newsletter-email-body";
import type { NewsletterPhoto } from "./newsletter-photo";

/**
 * A newsletter as one subscriber gets it: the subject as its heading, its photo and formatted
 * text, their own way out below. `origin` is the site's public address, for the photo and links.
 */
export function renderNewsletterMail({
  charityName,
  subject,
  content,
  photo,
  origin,
  unsubscribeLink,
}: {
  charityName: string;
  subject: string;
  content: RichTextDoc;
  photo: NewsletterPhoto | null;
  origin: string;
  unsubscribeLink: string;
}) {
  return {
    subject,
    ...renderMail({
      charityName,
      heading: subject,
      body: renderNewsletterBody({ doc: content, photo, origin }),
      footer: buildNewsletterFooter(charityName, unsubscribeLink),
    }),
  };
}

/**
 * Mail programs show their own Unsubscribe button from these (RFC 2369), and with the second one
 * unsubscribe by posting to the link at once, with no page to open (RFC 8058).
 */
export function buildUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The email that asks a new subscriber to confirm their address. It names no one in the subject
 * and tells someone whose address was typed by mistake that nothing more will come.
 */
export function renderConfirmationMail({
  charityName,
  firstName,
  confirmUrl,
}: {
  charityName: string;
  firstName: string | null;
  confirmUrl: string;
}) {
  return {
    subject: `Please confirm your subscription to the ${charityName} newsletter`,
    ...renderMail({
      charityName,
      heading: firstName ? `Hello ${firstName},` : "Hello,",
      paragraphs: [
        `Thank you for signing up for the ${charityName} newsletter. To start getting it, please confirm this is your email address: open this link and press Confirm on the page.`,
        confirmUrl,
        "We send nothing until you confirm. Every newsletter ends with a link to unsubscribe whenever you like.",
      ],
      footer:
        "Did not sign up? Someone may have typed your address by mistake. Just ignore this email: you will not get the newsletter, and we will delete your address soon.",
    }),
  };
}
