/**
 * Where a sign-up stands: on the list, waiting for the visitor to follow the emailed link, or
 * waiting for staff (made while the site could not send email, ADR 0027).
 */
export type SubscriberStatus = "subscribed" | "waiting-for-email" | "waiting-for-staff";

/** One person on the newsletter list as the Newsletter tab shows them (listSubscribers). */
export type SubscriberSummary = {
  id: string;
  email: string;
  firstName: string | null;
  status: SubscriberStatus;
  /** When they confirmed; for a pending sign-up, when they asked. */
  since: string;
};
