import type { FieldErrors } from "../lib/field-errors";

/**
 * The forms visitors send from public pages, each shown by a section of that kind: a form is
 * accepted only by a page that shows it. Isomorphic and zod-free: public pages import it.
 */
export const publicForms = {
  review: { section: "review-form" },
  "volunteer-application": { section: "volunteer-application" },
  contact: { section: "contact-form" },
  registration: { section: "registration-form" },
  newsletter: { section: "newsletter-form" },
} as const;
export type PublicFormName = keyof typeof publicForms;

/** True when a page shows one of the public forms (only then does it take a POST). */
export function showsPublicForm(sections: readonly { type: string }[]) {
  const formSections: readonly string[] = Object.values(publicForms).map((form) => form.section);
  return sections.some((section) => formSections.includes(section.type));
}

/** A field people cannot see or reach; bots that fill every input fill it too. */
export const honeypotField = "website";

/** A form's fields as sent: a field with several ticked boxes holds a list. */
export type PublicFormValues = Record<string, string | string[]>;

export type PublicFormResult =
  | { form: PublicFormName; ok: true; message: string }
  | {
      /** Null when the request named no form this site has. */
      form: PublicFormName | null;
      ok: false;
      message: string;
      fieldErrors?: FieldErrors;
      /** What was sent, so a page rendered without JavaScript can show the form filled in again. */
      values?: PublicFormValues;
      /**
       * Set when nothing was wrong: the visitor changed the form's shape (added or removed a
       * child) without JavaScript. The message is news, and focus goes to the element of this id.
       */
      changedFocusId?: string;
    };

export const publicFormMessages = {
  invalid: "Please check the fields marked below: each one says what to change.",
  rateLimited: (minutes: number) =>
    `You have sent this form several times from your connection recently. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or email us instead.`,
  failed: "Sorry, your form could not be sent just now. Please try again in a minute.",
  busy: "Sorry, the site is very busy and your form was not sent. Please try again in a few seconds.",
  opportunityClosed:
    "Sorry, that role is no longer open. Please choose another one, or get in touch with us.",
  notHere: "This form cannot be sent from this page.",
  // The site cannot send email, so the newsletter form promises none (ADR 0027).
  newsletterNote: {
    email: "We will email you a link to confirm. Nothing is sent until you click it.",
    staff:
      "A member of our team adds you to the list. You will not get an email asking you to confirm.",
  },
  newsletterStaffConfirms:
    "Thank you, we have your sign-up. A member of our team will add you to the newsletter list. You will not get an email to confirm it: there is nothing more for you to do.",
  unreachable:
    "Sorry, your form could not be sent: the connection to our website failed. Please check it and try again.",
} as const;

/**
 * Where a page's form is sent from the browser (routes/send-form.ts): the page's own action,
 * answering with JSON, so a visitor's page needs no router to show the answer (ADR 0025).
 */
export const publicFormSendPath = "/send-form";

export function buildPublicFormSendUrl(pagePath: string) {
  return `${publicFormSendPath}?${new URLSearchParams({ page: pagePath })}`;
}
