import { type ContactTopic, contactTopicParam } from "~/shared/site/enquiry-vocabulary";
import { getPage, type PageKey } from "~/shared/site/page-registry";

type PageTarget = {
  kind: "page";
  page: PageKey;
  /** A section of that page to scroll to. */
  section?: string;
  /** The contact form's topic, chosen for the visitor. */
  topic?: ContactTopic;
};

/**
 * Where every call to action on the site leads: a page, often straight to its form. Buttons that
 * ask for something open the contact form on their topic.
 */
export type CallToActionTarget = PageTarget;

/** A page target's address: `/contact?topic=visit#contact-form`. */
export function pageTargetHref(target: PageTarget) {
  const search = target.topic ? `?${contactTopicParam}=${target.topic}` : "";
  const hash = target.section ? `#${target.section}` : "";
  return `${getPage(target.page).route}${search}${hash}`;
}

/**
 * "Donate Now" and "Set Up Monthly Donation" outside the Donate page lead to its amount chooser,
 * not straight to the giving page: with no amount chosen that page would open with an empty one
 * (`?amount=`), a blank or broken form. The chooser is what a donor expects after pressing
 * Donate: amounts with what they pay for, monthly or once, and Gift Aid, one press from giving.
 * Its own buttons then carry the chosen amount to the giving page.
 */
const donationChooser = { kind: "page", page: "donate", section: "make-a-donation" } as const;

const contactForm = (topic: ContactTopic) =>
  ({ kind: "page", page: "contact", section: "contact-form", topic }) as const;

export const callsToAction = {
  "join-us": { label: "Join Us", target: { kind: "page", page: "join-us" } },
  volunteer: { label: "Volunteer", target: { kind: "page", page: "volunteer" } },
  "register-your-child": {
    label: "Register Your Child",
    target: { kind: "page", page: "register-child", section: "registration-form" },
  },
  "register-now": {
    label: "Register Now",
    target: { kind: "page", page: "register-child", section: "registration-form" },
  },
  "contact-us": {
    label: "Contact Us",
    target: { kind: "page", page: "contact", section: "contact-form" },
  },
  "ask-a-question": { label: "Ask a Question", target: contactForm("question") },
  "book-a-visit": { label: "Book a Visit", target: contactForm("visit") },
  "borrow-a-bike": { label: "Borrow a Bike", target: contactForm("bike") },
  "book-free-session": { label: "Book Free Session", target: contactForm("free-session") },
  "join-training-session": { label: "Join Training Session", target: contactForm("training") },
  "learn-about-route-one-rovers": {
    label: "Learn About Route One Rovers",
    target: { kind: "page", page: "football-teams" },
  },
  "report-an-accessibility-problem": {
    label: "Report a Problem",
    target: contactForm("accessibility"),
  },
  "book-mountain-hike": { label: "Book Mountain Hike", target: contactForm("hike") },
  "learn-about-programs": {
    label: "Learn About Programs",
    target: { kind: "page", page: "what-we-deliver" },
  },
  "see-whats-on": { label: "See What's On", target: { kind: "page", page: "whats-on" } },
  "view-upcoming-events": {
    label: "View Upcoming Events",
    target: { kind: "page", page: "news-events" },
  },
  "join-our-newsletter": {
    label: "Join Our Newsletter",
    target: { kind: "page", page: "news-events", section: "newsletter" },
  },
  "apply-to-volunteer": {
    label: "Apply to Volunteer",
    target: { kind: "page", page: "volunteer-apply" },
  },
  "apply-now": {
    label: "Apply Now",
    target: { kind: "page", page: "volunteer-apply", section: "application-form" },
  },
  "donate-now": { label: "Donate Now", target: donationChooser },
  "set-up-monthly-donation": { label: "Set Up Monthly Donation", target: donationChooser },
} as const satisfies Record<string, { label: string; target: CallToActionTarget }>;

export type CallToActionKey = keyof typeof callsToAction;
