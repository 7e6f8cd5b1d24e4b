import { mailNotSetUpTitle } from "~/shared/mail/mail-status";
import type { ExampleDetailGroup } from "~/shared/site/example-details";
import type { AttentionKind } from "./attention-items";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each kind's heading, with its count, in the words staff use. */
export const attentionHeadings: Record<AttentionKind, (count: number) => string> = {
  registrations: (n) => `${plural(n, "new registration", "new registrations")} of a child`,
  messages: (n) => plural(n, "new message", "new messages"),
  reviews: (n) => `${plural(n, "review", "reviews")} waiting for approval`,
  applications: (n) => plural(n, "new volunteer application", "new volunteer applications"),
  "consent-decisions": (n) =>
    `${plural(n, "photo or video needs", "photos or videos need")} a consent decision`,
  approvals: (n) => `${plural(n, "page change", "page changes")} waiting for your approval`,
  drafts: (n) => `${plural(n, "page has", "pages have")} changes not yet published`,
  scheduled: (n) => `${plural(n, "page is", "pages are")} scheduled to publish`,
  "newsletter-sign-ups": (n) =>
    `${plural(n, "newsletter sign-up", "newsletter sign-ups")} waiting for you to confirm`,
  "mail-failures": (n) => `${plural(n, "email", "emails")} could not be sent this week`,
  "mail-not-set-up": () => mailNotSetUpTitle,
  "example-sessions": (n) =>
    `${plural(n, "timetable session is", "timetable sessions are")} still ${n === 1 ? "an example" : "examples"}`,
  "example-details": () => "Charity details are still examples",
};

export const attentionCopy = {
  heading: "Needs attention",
  intro: "What is waiting for someone, newest first.",
  nothing:
    "Nothing is waiting for you. New registrations, messages, reviews and applications will show here.",
  openAll: (label: string) => `Open ${label}`,
  more: (count: number) => `and ${count} more`,
  badge: (count: number) => `(${count} waiting)`,
};

export const mailFailuresNote =
  "The email server refused them. The activity log in Users lists each one's subject; whoever runs the website's server or hosting can see why.";

/** "Charity details are still examples": each group still holding a seeded example, by name. */
export const exampleGroupLabels: Record<ExampleDetailGroup, string> = {
  registration: "Charity number",
  contact: "Email, phone and postal address",
  safeguarding: "Safeguarding lead and policy link",
  giving: "Donation link",
  socials: "Social media handles",
  map: "Map embed link",
};

export const exampleSessionsNote =
  "They were added as examples when the website was installed, and visitors see them on What's on. Change each to your own days, times and ages and save it, or delete it.";

export const exampleDetailsNote =
  "They were filled in as examples when the site was installed, and visitors read them as the charity's own (all but the example charity number, which is never shown). Replace them with the charity's own in Settings.";
