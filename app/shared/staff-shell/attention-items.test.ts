import { expect, test } from "vitest";
import { type AttentionItem, countAttentionByTab, sortAttentionItems } from "./attention-items";

const item = (overrides: Partial<AttentionItem> & Pick<AttentionItem, "kind">): AttentionItem => ({
  tab: "enquiries",
  count: 1,
  newestAt: null,
  href: "/admin",
  entries: [],
  ...overrides,
});

test("newest arrivals first, what the system needs after them, nothing with a count of zero", () => {
  const sorted = sortAttentionItems([
    item({ kind: "mail-not-set-up", tab: "settings" }),
    item({ kind: "reviews", tab: "reviews", newestAt: "2026-11-01T10:00:00.000Z" }),
    item({ kind: "messages", newestAt: "2026-11-03T10:00:00.000Z" }),
    item({
      kind: "applications",
      tab: "volunteers",
      count: 0,
      newestAt: "2026-11-04T10:00:00.000Z",
    }),
    item({ kind: "example-details", tab: "settings", count: 2 }),
  ]);
  expect(sorted.map((entry) => entry.kind)).toEqual([
    "messages",
    "reviews",
    "mail-not-set-up",
    "example-details",
  ]);
});

test("badges add up every kind dealt with in the same section", () => {
  expect(
    countAttentionByTab([
      item({ kind: "registrations", count: 2 }),
      item({ kind: "messages", count: 3 }),
      item({ kind: "reviews", tab: "reviews", count: 1 }),
    ]),
  ).toEqual({ enquiries: 5, reviews: 1 });
});
