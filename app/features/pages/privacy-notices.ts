import type { PublicFormName } from "~/shared/forms/public-forms";
import type { RetentionSettings } from "~/shared/site/site-settings";

/**
 * What each public form's privacy notice says (UK GDPR Articles 13 and 9): why we ask, our lawful
 * basis and how long we keep it. Who we are, your rights and the ICO are the same for every form
 * (privacy-notice.tsx). Retention periods come from Settings, the same numbers the `retention` job
 * deletes by, so the notice can never promise what the site does not do.
 */
type PrivacyNotice = {
  /** What the form collects, as the privacy policy lists it. */
  label: string;
  why: string;
  basis: string;
  keep: (retention: RetentionSettings) => string;
};

const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

export const privacyNotices: Record<PublicFormName, PrivacyNotice> = {
  contact: {
    label: "Messages you send us",
    why: "To read your message and reply to you. Only our staff can see it.",
    basis: "Legitimate interests: you asked us something and we need your details to answer.",
    keep: (retention) =>
      `${months(retention.enquiryMonths)} after we have finished dealing with your message, then we delete it.`,
  },
  registration: {
    label: "Child registrations",
    why: "To keep your child safe at our sessions, contact you or your emergency contact if we need to, and know which photos of your child we may use.",
    basis:
      "Legitimate interests in running safe sessions. Health or support needs are special category data: we keep them only with your explicit consent, which you can withdraw at any time. Your photo choices are your consent for each use.",
    keep: (retention) =>
      `${months(retention.registrationMonths)} after the registration was last updated, then we delete it.`,
  },
  newsletter: {
    label: "Newsletter sign-ups",
    why: "To send you our newsletter, and nothing else. You are on the list only once your sign-up is confirmed.",
    basis: "Your consent. Every newsletter has a link to unsubscribe in one click.",
    keep: (retention) =>
      `Until you unsubscribe, when we delete your address. If your sign-up is not confirmed within ${days(retention.unconfirmedSignupDays)}, we delete it.`,
  },
  review: {
    label: "Reviews",
    why: "To read your review and, once a member of staff has approved it, show your name, role and words on our website.",
    basis:
      "Your consent, which you can withdraw at any time by asking us to take your review down.",
    keep: () =>
      "While it is shown on our website, or until you ask us to remove it. Your email, if you give it, is never shown.",
  },
  "volunteer-application": {
    label: "Volunteer applications",
    why: "To consider your application, contact you about it and, if you join us, arrange safe volunteering.",
    basis: "Legitimate interests in recruiting volunteers safely.",
    keep: () => "While you volunteer with us. You can ask us to delete it at any time.",
  },
};

/**
 * A notice's heading, naming what it covers ("How we use messages you send us"): each notice is
 * a landmark (an aside), and two forms on one page (Contact's message and review) need landmarks
 * named apart. No field's label is in it, so a field found by its label never finds the notice.
 */
export function namePrivacyNotice(form: PublicFormName) {
  return `How we use ${privacyNotices[form].label.toLowerCase()}`;
}

/** The ICO's own page for complaints about how an organisation handled personal data. */
export const icoComplaintUrl = "https://ico.org.uk/make-a-complaint/";
