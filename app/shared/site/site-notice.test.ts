import { expect, test } from "vitest";
import { decideNoticeState, describeNoticeState, type SiteNotice } from "./site-notice";

const notice: SiteNotice = {
  text: "Youth club closed tonight",
  link: null,
  startsAt: "2026-12-03T09:00:00.000Z",
  endsAt: "2026-12-03T21:00:00.000Z",
  tone: "important",
};
const at = (iso: string) => new Date(iso);

test("scheduled before its start, live from its start until its end, ended from its end", () => {
  expect(decideNoticeState(notice, at("2026-12-03T08:59:59.999Z"))).toBe("scheduled");
  expect(decideNoticeState(notice, at("2026-12-03T09:00:00.000Z"))).toBe("live");
  expect(decideNoticeState(notice, at("2026-12-03T20:59:59.999Z"))).toBe("live");
  expect(decideNoticeState(notice, at("2026-12-03T21:00:00.000Z"))).toBe("ended");
});

test("with no start it is live at once; with no end it never ends", () => {
  const open = { ...notice, startsAt: null, endsAt: null };
  expect(decideNoticeState(open, at("2000-01-01T00:00:00Z"))).toBe("live");
  expect(decideNoticeState(open, at("2100-01-01T00:00:00Z"))).toBe("live");
});

test("staff are told when visitors see it, in UK time", () => {
  expect(describeNoticeState(notice, at("2026-12-01T00:00:00Z"))).toBe(
    "Visitors see it from 3 Dec 2026, 09:00 (UK time), until 3 Dec 2026, 21:00 (UK time).",
  );
  expect(describeNoticeState(notice, at("2026-12-03T12:00:00Z"))).toBe(
    "Visitors see it now, until 3 Dec 2026, 21:00 (UK time).",
  );
  expect(describeNoticeState({ ...notice, endsAt: null }, at("2026-12-03T12:00:00Z"))).toBe(
    "Visitors see it now, until you remove it.",
  );
  expect(describeNoticeState(notice, at("2026-12-04T00:00:00Z"))).toBe(
    "It ended at 3 Dec 2026, 21:00 (UK time): visitors no longer see it.",
  );
  // Summer: the same instant reads an hour later on UK clocks.
  expect(
    describeNoticeState(
      { ...notice, startsAt: null, endsAt: "2026-07-01T20:00:00.000Z" },
      at("2026-07-01T12:00:00Z"),
    ),
  ).toBe("Visitors see it now, until 1 Jul 2026, 21:00 (UK time).");
});
