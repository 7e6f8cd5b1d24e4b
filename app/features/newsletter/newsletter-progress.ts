/** One past newsletter and how far its sending has got (listRecentNewsletters). */
export type NewsletterProgress = {
  id: string;
  subject: string;
  templateLabel: string;
  sending: boolean;
  createdAt: string;
  createdByEmail: string | null;
  finishedAt: string | null;
  sent: number;
  failed: number;
  /** Cut short by a stopped server: perhaps sent, perhaps not. */
  notKnown: number;
  /** Everyone it is going to; fewer than at the start when someone unsubscribed meanwhile. */
  total: number;
};
