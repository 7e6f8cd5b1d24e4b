import type { AdminTabKey } from "./admin-tabs";

/** What can need a person, in the order used when two arrived at the same moment. */
export const attentionKinds = [
  "registrations",
  "messages",
  "reviews",
  "applications",
  "consent-decisions",
  "approvals",
  "drafts",
  "scheduled",
  "newsletter-sign-ups",
  "mail-failures",
  "mail-not-set-up",
  "example-sessions",
  "example-details",
] as const;

export type AttentionKind = (typeof attentionKinds)[number];

/** One thing waiting, named so staff know which it is before opening it. */
export type AttentionEntry = { label: string; href: string; at: string | null };

/** A kind of thing that needs someone: how many, the newest few, and where to deal with them. */
export type AttentionItem = {
  kind: AttentionKind;
  /** The dashboard section it is dealt in: its badge counts it. */
  tab: AdminTabKey;
  count: number;
  /** When the newest one arrived (ISO); null for what the system needs from an administrator. */
  newestAt: string | null;
  href: string;
  entries: AttentionEntry[];
  /** Plain words on what it means and who can act, where the heading alone would not say. */
  note?: string;
};

/** How many of each kind are named under its heading; the count covers the rest. */
export const attentionEntryLimit = 5;

/**
 * Newest first; what the system needs from an administrator (no arrival time) after the
 * arrivals, in the kinds' order.
 */
export function sortAttentionItems(items: AttentionItem[]) {
  const rank = (item: AttentionItem) => attentionKinds.indexOf(item.kind);
  return items
    .filter((item) => item.count > 0)
    .sort((a, b) => {
      if (a.newestAt && b.newestAt && a.newestAt !== b.newestAt) {
        return a.newestAt < b.newestAt ? 1 : -1;
      }
      if (a.newestAt && !b.newestAt) return -1;
      if (!a.newestAt && b.newestAt) return 1;
      return rank(a) - rank(b);
    });
}

/** The navigation's badges: per section, how many things there need someone. */
export function countAttentionByTab(items: AttentionItem[]) {
  const counts: Partial<Record<AdminTabKey, number>> = {};
  for (const item of items) counts[item.tab] = (counts[item.tab] ?? 0) + item.count;
  return counts;
}
