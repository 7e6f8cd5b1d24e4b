import type { PageKey } from "./page-registry";

/**
 * Where every call to action on the site leads. Until the forms of later issues exist, buttons that
 * would submit something open an email to the charity with a clear subject instead of pretending.
 */
export type CallToActionTarget =
  | { kind: "page"; page: PageKey /** A section of that page to scroll to. */; section?: string }
  | { kind: "email"; subject: string }
  | { kind: "donation"; frequency: "once" | "monthly" };

export const callsToAction = {
  "join-us": { label: "Join Us", target: { kind: "page", page: "join-us" } },
  volunteer: { label: "Volunteer", target: { kind: "page", page: "volunteer" } },
  "register-your-child": {
    label: "Register Your Child",
    target: { kind: "page", page: "register-child" },
  },
  "register-now": { label: "Register Now", target: { kind: "page", page: "register-child" } },
  "contact-us": { label: "Contact Us", target: { kind: "page", page: "contact" } },
  "ask-a-question": {
    label: "Ask a Question",
    target: { kind: "email", subject: "A question for the team" },
  },
  "book-a-visit": { label: "Book a Visit", target: { kind: "email", subject: "Booking a visit" } },
  "borrow-a-bike": {
    label: "Borrow a Bike",
    target: { kind: "email", subject: "Borrowing a bike from the Active Travel Hub" },
  },
  "book-free-session": {
    label: "Book Free Session",
    target: { kind: "email", subject: "Booking a free boxing or MMA session" },
  },
  "join-training-session": {
    label: "Join Training Session",
    target: { kind: "email", subject: "Joining a training session" },
  },
  "learn-about-route-one-rovers": {
    label: "Learn About Route One Rovers",
    target: { kind: "page", page: "football-teams" },
  },
  "book-mountain-hike": {
    label: "Book Mountain Hike",
    target: { kind: "email", subject: "Booking a place on a mountain hike" },
  },
  "learn-about-programs": {
    label: "Learn About Programs",
    target: { kind: "page", page: "what-we-deliver" },
  },
  "view-upcoming-events": {
    label: "View Upcoming Events",
    target: { kind: "page", page: "news-events" },
  },
  "join-our-newsletter": {
    label: "Join Our Newsletter",
    target: { kind: "email", subject: "Please add me to the newsletter" },
  },
  "apply-to-volunteer": {
    label: "Apply to Volunteer",
    target: { kind: "page", page: "volunteer-apply" },
  },
  "apply-now": {
    label: "Apply Now",
    target: { kind: "page", page: "volunteer-apply", section: "application-form" },
  },
  "donate-now": { label: "Donate Now", target: { kind: "donation", frequency: "once" } },
  "set-up-monthly-donation": {
    label: "Set Up Monthly Donation",
    target: { kind: "donation", frequency: "monthly" },
  },
} as const satisfies Record<string, { label: string; target: CallToActionTarget }>;

export type CallToActionKey = keyof typeof callsToAction;
