import { expect, test } from "vitest";
import { createRequestContext, readPageChangesAt } from "~/shared/lib/request-facts";
import type { SiteNotice } from "~/shared/site/site-notice";
import { presentLiveNotice } from "./live-site-notice.server";

const notice: SiteNotice = {
  text: "Youth club closed tonight",
  link: { url: "/whats-on", text: "See what's on" },
  startsAt: "2026-12-03T09:00:00.000Z",
  endsAt: "2026-12-03T21:00:00.000Z",
  tone: "important",
};
const newContext = () =>
  createRequestContext({ cspNonce: "n", clientIp: "::1", documentRequest: true });

test("a scheduled notice is not on the page, which the cache drops at its start", () => {
  const context = newContext();
  expect(presentLiveNotice(context, notice, new Date("2026-12-03T08:00:00Z"))).toBeNull();
  expect(readPageChangesAt(context)).toBe(Date.parse(notice.startsAt ?? ""));
});

test("a live notice is on the page without its times, which the cache drops at its end", () => {
  const context = newContext();
  const live = presentLiveNotice(context, notice, new Date("2026-12-03T09:00:00Z"));
  expect(live).toEqual({
    text: notice.text,
    link: notice.link,
    tone: "important",
    key: expect.stringMatching(/^[\w-]{16}$/),
  });
  expect(readPageChangesAt(context)).toBe(Date.parse(notice.endsAt ?? ""));
});

test("a notice with no end, an ended one or none changes nothing by the clock", () => {
  for (const [stored, now] of [
    [{ ...notice, endsAt: null }, "2026-12-03T10:00:00Z"],
    [notice, "2026-12-03T21:00:00Z"],
    [null, "2026-12-03T10:00:00Z"],
  ] as const) {
    const context = newContext();
    presentLiveNotice(context, stored, new Date(now));
    expect(readPageChangesAt(context)).toBeUndefined();
  }
  expect(presentLiveNotice(newContext(), notice, new Date("2026-12-03T21:00:00Z"))).toBeNull();
});

test("its key is the same for the same words and start, and new for new ones", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  const keyOf = (stored: SiteNotice) => presentLiveNotice(newContext(), stored, now)?.key;
  const key = keyOf(notice);
  expect(keyOf({ ...notice, endsAt: null, tone: "information" })).toBe(key);
  expect(keyOf({ ...notice, text: "Youth club closed on Friday" })).not.toBe(key);
  expect(keyOf({ ...notice, startsAt: "2026-12-03T10:00:00.000Z" })).not.toBe(key);
});
