import { expect, test } from "vitest";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { toUkDateTimeLocal } from "~/shared/lib/format-date-time";
import { decideNoticeState } from "~/shared/site/site-notice";
import { noticeMessages, readUkDateTime, siteNoticeFormSchema } from "./site-notice-schema";

const savedAt = new Date("2026-03-01T12:00:00Z");
const form = {
  text: "Youth club closed tonight",
  linkUrl: "",
  linkText: "",
  startsAt: "",
  endsAt: "",
  tone: "important",
};

function parse(fields: Partial<typeof form>, now = savedAt) {
  return siteNoticeFormSchema(now).safeParse({ ...form, ...fields });
}

/** Each field's first message, as the notice form shows it. */
function fieldMessages(fields: Partial<typeof form>, now = savedAt) {
  const parsed = parse(fields, now);
  return parsed.error ? toFieldErrors(parsed.error) : {};
}

test("a notice with no times shows from when it is saved until it is removed", () => {
  expect(parse({}).data).toEqual({
    text: "Youth club closed tonight",
    link: null,
    startsAt: null,
    endsAt: null,
    tone: "important",
  });
});

test("the times typed are UK time: GMT in winter, BST in summer", () => {
  const winter = parse({ startsAt: "2026-12-03T09:00", endsAt: "2026-12-03T21:30" }).data;
  expect(winter?.startsAt).toBe("2026-12-03T09:00:00.000Z");
  expect(winter?.endsAt).toBe("2026-12-03T21:30:00.000Z");
  const summer = parse({ startsAt: "2026-07-15T09:00" }).data;
  expect(summer?.startsAt).toBe("2026-07-15T08:00:00.000Z");
  // The form shows a stored time as it was typed.
  expect(toUkDateTimeLocal("2026-07-15T08:00:00.000Z")).toBe("2026-07-15T09:00");
  expect(toUkDateTimeLocal("2026-12-03T21:30:00.000Z")).toBe("2026-12-03T21:30");
});

test("around the clock changes: a skipped time is an hour later, a repeated one the second", () => {
  expect(readUkDateTime("2026-03-29T00:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
  // 01:30 never happens on 29 March 2026 (01:00 GMT becomes 02:00 BST): 02:30 BST is meant.
  expect(readUkDateTime("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  expect(readUkDateTime("2026-03-29T02:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  expect(readUkDateTime("2026-10-25T00:30")?.toISOString()).toBe("2026-10-24T23:30:00.000Z");
  // 01:30 happens twice on 25 October 2026: the second time, in GMT.
  expect(readUkDateTime("2026-10-25T01:30")?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
  expect(readUkDateTime("2026-10-25T02:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
});

test("live, scheduled and ended follow UK clocks across the spring change", () => {
  // Saturday 21:00 GMT until Sunday 09:00 BST, which is 08:00 UTC, not 09:00.
  const notice = parse({ startsAt: "2026-03-28T21:00", endsAt: "2026-03-29T09:00" }).data;
  if (!notice) throw new Error("the notice did not parse");
  const stateAt = (iso: string) => decideNoticeState(notice, new Date(iso));
  expect(stateAt("2026-03-28T20:59:59Z")).toBe("scheduled");
  expect(stateAt("2026-03-28T21:00:00Z")).toBe("live");
  expect(stateAt("2026-03-29T07:59:59Z")).toBe("live");
  expect(stateAt("2026-03-29T08:00:00Z")).toBe("ended");
});

test("live, scheduled and ended follow UK clocks across the autumn change", () => {
  // Saturday 18:00 BST (17:00 UTC) until Sunday 18:00 GMT (18:00 UTC): 25 hours.
  const autumnSave = new Date("2026-10-01T12:00:00Z");
  const notice = parse(
    { startsAt: "2026-10-24T18:00", endsAt: "2026-10-25T18:00" },
    autumnSave,
  ).data;
  if (!notice) throw new Error("the notice did not parse");
  const stateAt = (iso: string) => decideNoticeState(notice, new Date(iso));
  expect(stateAt("2026-10-24T16:59:59Z")).toBe("scheduled");
  expect(stateAt("2026-10-24T17:00:00Z")).toBe("live");
  expect(stateAt("2026-10-25T17:30:00Z")).toBe("live");
  expect(stateAt("2026-10-25T18:00:00Z")).toBe("ended");
});

test("the notice's words are required and short enough for a phone", () => {
  expect(fieldMessages({ text: "   " })).toEqual({ text: noticeMessages.text });
  expect(fieldMessages({ text: "x".repeat(201) })).toEqual({ text: noticeMessages.textTooLong });
  expect(noticeMessages.textTooLong).toBe(
    "Keep the notice to 200 characters: it sits above the header, on phones too.",
  );
  expect(parse({ text: `  ${"x".repeat(200)}  ` }).data?.text).toHaveLength(200);
});

test("a link is an https address or a page of this site, and needs its words", () => {
  expect(parse({ linkUrl: "/whats-on", linkText: "See what's on" }).data?.link).toEqual({
    url: "/whats-on",
    text: "See what's on",
  });
  expect(parse({ linkUrl: "https://example.org/closures", linkText: "Why" }).data?.link?.url).toBe(
    "https://example.org/closures",
  );
  for (const linkUrl of [
    "javascript:alert(1)",
    "http://example.org",
    "//evil.example.org/",
    "/\\evil.example.org",
    "example.org",
    "/two words",
  ]) {
    expect(fieldMessages({ linkUrl, linkText: "Go" }), linkUrl).toEqual({
      linkUrl: noticeMessages.linkUrl,
    });
  }
  expect(fieldMessages({ linkUrl: "/contact" })).toEqual({ linkText: noticeMessages.linkText });
  expect(fieldMessages({ linkText: "Read more" })).toEqual({
    linkUrl: noticeMessages.linkTextWithoutUrl,
  });
  expect(fieldMessages({ linkUrl: "/contact", linkText: "x".repeat(61) })).toEqual({
    linkText: noticeMessages.linkTextTooLong,
  });
});

test("times must be real, the end after the start and still to come", () => {
  expect(fieldMessages({ startsAt: "tomorrow", endsAt: "2026-02-30T09:00" })).toEqual({
    startsAt: noticeMessages.startsAt,
    endsAt: noticeMessages.endsAt,
  });
  expect(fieldMessages({ startsAt: "2026-03-05T09:00", endsAt: "2026-03-05T09:00" })).toEqual({
    endsAt: noticeMessages.endBeforeStart,
  });
  expect(fieldMessages({ startsAt: "2026-03-05T09:00", endsAt: "2026-03-04T09:00" })).toEqual({
    endsAt: noticeMessages.endBeforeStart,
  });
  // Saved at 12:00 UTC on 1 March (12:00 GMT): an end at 11:59 has passed, 12:01 has not.
  expect(fieldMessages({ endsAt: "2026-03-01T11:59" })).toEqual({
    endsAt: noticeMessages.endPassed,
  });
  expect(fieldMessages({ endsAt: "2026-03-01T12:01" })).toEqual({});
  // A start in the past is fine: the notice is live at once.
  expect(fieldMessages({ startsAt: "2026-02-01T09:00", endsAt: "2026-03-02T09:00" })).toEqual({});
});

test("the tone is one of the list", () => {
  expect(fieldMessages({ tone: "urgent" })).toEqual({ tone: noticeMessages.tone });
  expect(fieldMessages({ tone: "" })).toEqual({ tone: noticeMessages.tone });
  expect(parse({ tone: "information" }).data?.tone).toBe("information");
});

test("every field's message comes at once, the pairs' too", () => {
  expect(
    fieldMessages({
      text: "",
      linkText: "Read more",
      startsAt: "2026-03-05T09:00",
      endsAt: "2026-03-04T09:00",
      tone: "",
    }),
  ).toEqual({
    text: noticeMessages.text,
    linkUrl: noticeMessages.linkTextWithoutUrl,
    endsAt: noticeMessages.endBeforeStart,
    tone: noticeMessages.tone,
  });
  // A time that does not read gets its own message, not the pair's.
  expect(fieldMessages({ startsAt: "soon", endsAt: "2026-03-04T09:00" })).toEqual({
    startsAt: noticeMessages.startsAt,
  });
});
