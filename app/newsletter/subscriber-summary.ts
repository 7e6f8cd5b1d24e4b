/** One person on the newsletter list as the Newsletter tab shows them (listSubscribers). */
export type SubscriberSummary = {
  id: string;
  email: string;
  firstName: string | null;
  confirmed: boolean;
  /** When they confirmed; for a pending sign-up, when they asked. */
  since: string;
};
