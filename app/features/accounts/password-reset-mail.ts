import { renderMail } from "~/shared/mail/mail-layout";

/**
 * The email with a password reset link. Its subject names no one; it says who asked (the person
 * on the sign-in page, or an administrator), how long the link works, and that ignoring it is safe.
 */
export function renderPasswordResetMail({
  charityName,
  resetUrl,
  sentBy,
}: {
  charityName: string;
  resetUrl: string;
  sentBy: "self" | "administrator";
}) {
  return {
    subject: `Choose a new password for the ${charityName} website`,
    ...renderMail({
      charityName,
      heading: "Choose a new password",
      paragraphs: [
        sentBy === "self"
          ? "Someone, hopefully you, asked for a new password for the staff account with this email address on our website."
          : "One of our website's administrators sent you this link to choose a new password for your staff account.",
        "Open this link to choose one. It works once, within an hour of this email:",
        resetUrl,
        "Choosing a new password signs you out everywhere you are signed in. If you use two-factor sign-in, you will still need a code from your app.",
      ],
      footer:
        "Did not ask for this? Just ignore this email: your password stays as it is, and the link stops working in an hour.",
    }),
  };
}
