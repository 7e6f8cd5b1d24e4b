import { labelOf } from "~/shared/lib/option-label";
import { type ConsentScope, consentScopes, scopeLabel } from "./consent-scopes";

/**
 * The words of contact messages and child registrations, shared by the public forms, the
 * Enquiries tab, its CSV and the emails. Zod-free: public pages import it.
 */
export const enquiryKinds = ["contact", "registration"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
export const enquiryKindLabels: Record<EnquiryKind, string> = {
  contact: "Message",
  registration: "Registration",
};

export const enquiryStatuses = ["new", "in-progress", "done"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  done: "Done",
};

/** What a contact message is about; buttons such as "Book a Visit" open the form on theirs. */
export const contactTopics = [
  { value: "question", label: "A general question" },
  { value: "joining", label: "Joining a session or club" },
  { value: "visit", label: "Booking a visit" },
  { value: "bike", label: "Borrowing a bike" },
  { value: "free-session", label: "A free boxing or MMA session" },
  { value: "training", label: "Joining a training session" },
  { value: "hike", label: "A place on a mountain hike" },
  { value: "volunteering", label: "Volunteering" },
  { value: "giving", label: "Giving and fundraising" },
  { value: "partnership", label: "Working together" },
  { value: "accessibility", label: "A problem using this website" },
] as const;
export type ContactTopic = (typeof contactTopics)[number]["value"];

/** The contact page's query that chooses a topic: `/contact?topic=visit`. */
export const contactTopicParam = "topic";

export function contactTopicLabel(value: string) {
  return labelOf(contactTopics, value);
}

/** The activities a parent can tick when registering a child. */
export const registrationActivities = [
  { value: "youth-club", label: "Youth club evenings" },
  { value: "football", label: "Football and Route One Rovers" },
  { value: "boxing-mma", label: "Boxing and MMA" },
  { value: "bike-rides", label: "Bike rides" },
  { value: "adventure", label: "Hikes and outdoor adventures" },
  { value: "holiday-club", label: "Holiday clubs with free meals" },
  { value: "employability", label: "Skills and job support (16 to 25)" },
  { value: "wellbeing", label: "Health and wellbeing" },
] as const;
export type RegistrationActivity = (typeof registrationActivities)[number]["value"];

export function activityLabel(value: string) {
  return labelOf(registrationActivities, value);
}

/** The photo choices: the media library's consent uses, or none at all. */
export const photoConsentChoices = consentScopes;
export const noPhotosChoice = { value: "none", label: "No photos of my child, please" } as const;

/** "Website, Print" or "No photos": how staff read a parent's choice everywhere. */
export function describePhotoConsent(scopes: readonly ConsentScope[]) {
  if (scopes.length === 0) return "No photos";
  return scopes.map(scopeLabel).join(", ");
}

/** The forms' length limits: the inputs' maxLength and the schemas' rules. */
export const enquiryFieldLimits = {
  name: 100,
  email: 254,
  phone: 40,
  message: 3000,
  childFirstName: 60,
  childAge: 40,
  supportNeeds: 2000,
  emergencyContact: 200,
  notes: 4000,
} as const;
