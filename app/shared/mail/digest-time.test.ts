import { expect, test } from "vitest";
import { findLatestDigestTime } from "./digest-time";

test("in winter the digest time is 8am GMT: today's once it has passed, else yesterday's", () => {
  expect(findLatestDigestTime(new Date("2026-01-15T09:30:00Z")).toISOString()).toBe(
    "2026-01-15T08:00:00.000Z",
  );
  expect(findLatestDigestTime(new Date("2026-01-15T07:59:00Z")).toISOString()).toBe(
    "2026-01-14T08:00:00.000Z",
  );
  expect(findLatestDigestTime(new Date("2026-01-15T08:00:00Z")).toISOString()).toBe(
    "2026-01-15T08:00:00.000Z",
  );
});

test("in summer it is 8am BST, 7am UTC, even just after midnight UK time", () => {
  expect(findLatestDigestTime(new Date("2026-07-01T07:00:00Z")).toISOString()).toBe(
    "2026-07-01T07:00:00.000Z",
  );
  expect(findLatestDigestTime(new Date("2026-07-01T06:59:00Z")).toISOString()).toBe(
    "2026-06-30T07:00:00.000Z",
  );
  // 00:30 BST on 2 July is still 1 July in UTC.
  expect(findLatestDigestTime(new Date("2026-07-01T23:30:00Z")).toISOString()).toBe(
    "2026-07-01T07:00:00.000Z",
  );
});

test("across the change to summer time and a month's end", () => {
  // The clocks went forward at 01:00 UTC on 29 March 2026.
  expect(findLatestDigestTime(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe(
    "2026-03-29T07:00:00.000Z",
  );
  expect(findLatestDigestTime(new Date("2026-03-29T06:00:00Z")).toISOString()).toBe(
    "2026-03-28T08:00:00.000Z",
  );
  expect(findLatestDigestTime(new Date("2026-03-01T05:00:00Z")).toISOString()).toBe(
    "2026-02-28T08:00:00.000Z",
  );
});
