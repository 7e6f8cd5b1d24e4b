import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildEventCalendar, buildEventVEvent, eventCalendarFileName } from "./event-calendar";
import type { SiteEvent } from "./event-types";

const pageUrl = "https://www.example.org/news/events/summer-fun-day";

const baseEvent: SiteEvent = {
  id: "5b0c6a1e-8f4e-4c1a-9a55-0d6f3b8c2e11",
  slug: "summer-fun-day",
  title: "Summer Fun Day",
  category: "Community",
  startsOn: "2025-07-05",
  startTime: "18:00",
  endTime: "20:00",
  repeat: null,
  location: "Town Park",
  description: "Games and food.",
  image: null,
  updatedAt: "2025-06-01T09:30:15.123Z",
  ages: null,
  costPence: 0,
  join: { method: "turn-up", link: null },
};

function build(changes: Partial<SiteEvent> = {}) {
  return buildEventCalendar(
    { ...baseEvent, ...changes },
    { pageUrl, siteName: "Example Youth Trust", now: new Date("2025-06-02T10:00:00.456Z") },
  );
}

/** Parses the file as a calendar app would, with the file's own VTIMEZONE in force. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("buildEventCalendar", () => {
  it("is a publishable calendar with one event that has a stable UID", () => {
    const { calendar, vevent, event } = parse(build());
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Example Youth Trust//Events//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.uid).toBe(`${baseEvent.id}@www.example.org`);
    expect(vevent.getFirstPropertyValue("url")).toBe(pageUrl);
    expect(vevent.getFirstPropertyValue("categories")).toBe("Community");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2025-06-02T10:00:00Z");
    expect(String(vevent.getFirstPropertyValue("last-modified"))).toBe("2025-06-01T09:30:15Z");
  });

  it("round-trips commas, semicolons, backslashes, newlines, emoji and long text", () => {
    const title = "Fun, food; games \\ prizes 🎉 for everyone aged 8–25 in the whole town";
    const location = "St Mary's Hall, Church Street; side door";
    const description = `First line, with comma; and semicolon.\nSecond line 🎉🎉🎉\r\n\n${"Långt ord ".repeat(30)}`;
    const { event } = parse(build({ title, location, description }));
    expect(event.summary).toBe(title);
    expect(event.location).toBe(location);
    expect(event.description).toBe(`${description.replace("\r\n", "\n")}\n\n${pageUrl}`);
  });

  it("writes CRLF lines of at most 75 octets, folded between characters", () => {
    const ics = build({
      title: "🎉".repeat(40),
      description: `${"é".repeat(100)}${"x".repeat(3)}${"🎉".repeat(50)}`,
      location: "a".repeat(200),
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const bytes = new TextEncoder().encode(ics);
    const strict = new TextDecoder("utf-8", { fatal: true });
    let lineStart = 0;
    for (let index = 0; index < bytes.length - 1; index += 1) {
      if (bytes[index] !== 0x0d || bytes[index + 1] !== 0x0a) continue;
      const line = bytes.subarray(lineStart, index);
      expect(line.length).toBeLessThanOrEqual(75);
      // A line cut inside a multi-byte character would not decode on its own.
      expect(() => strict.decode(line)).not.toThrow();
      lineStart = index + 2;
    }
    expect(ics.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
  });

  it("puts a July evening in BST and a January evening in GMT", () => {
    const summer = parse(build()).event;
    // The file's own VTIMEZONE, not a floating time read in the machine's zone.
    expect(summer.startDate.zone?.tzid).toBe("Europe/London");
    expect(summer.startDate.toJSDate().toISOString()).toBe("2025-07-05T17:00:00.000Z");
    expect(summer.endDate.toJSDate().toISOString()).toBe("2025-07-05T19:00:00.000Z");

    const winter = parse(build({ startsOn: "2026-01-10" })).event;
    expect(winter.startDate.toJSDate().toISOString()).toBe("2026-01-10T18:00:00.000Z");
    expect(winter.endDate.toJSDate().toISOString()).toBe("2026-01-10T20:00:00.000Z");
  });

  it("gives an event without an end time one hour, past midnight if need be", () => {
    const hour = parse(build({ endTime: null })).event;
    expect(hour.endDate.toJSDate().toISOString()).toBe("2025-07-05T18:00:00.000Z");

    const late = parse(build({ startsOn: "2025-12-31", startTime: "23:30", endTime: null }));
    expect(late.vevent.getFirstProperty("dtend")?.toICALString()).toBe(
      "DTEND;TZID=Europe/London:20260101T003000",
    );
    expect(late.event.endDate.toJSDate().toISOString()).toBe("2026-01-01T00:30:00.000Z");
  });

  it("reads an end time not after the start as the next morning", () => {
    const { event } = parse(build({ startTime: "22:00", endTime: "01:00" }));
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-07-05T21:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2025-07-06T00:00:00.000Z");
  });

  it("follows the clock change on the last Sunday of October", () => {
    // 26 October 2025: BST ends at 01:00 UTC, so 09:00 that morning is 09:00 GMT.
    const { event } = parse(build({ startsOn: "2025-10-26", startTime: "09:00", endTime: null }));
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-10-26T09:00:00.000Z");
    const dayBefore = parse(build({ startsOn: "2025-10-25", startTime: "09:00" })).event;
    expect(dayBefore.startDate.toJSDate().toISOString()).toBe("2025-10-25T08:00:00.000Z");
  });
});

/** The first `count` starts a calendar app works out from the file, as UTC instants. */
function expandStarts(ics: string, count: number) {
  const { event } = parse(ics);
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) {
    starts.push(next.toJSDate().toISOString());
  }
  return starts;
}

describe("a repeating event's calendar file", () => {
  it("repeats weekly on its weekday at 6pm UK time, before and after the October change", () => {
    const ics = build({
      startsOn: "2025-10-07",
      startTime: "18:00",
      endTime: "19:30",
      repeat: { every: "week", until: null },
    });
    const { vevent } = parse(ics);
    expect(vevent.getFirstProperty("rrule")?.toICALString()).toBe("RRULE:FREQ=WEEKLY;BYDAY=TU");
    expect(expandStarts(ics, 5)).toEqual([
      "2025-10-07T17:00:00.000Z",
      "2025-10-14T17:00:00.000Z",
      "2025-10-21T17:00:00.000Z",
      // GMT from 26 October: 6pm is 18:00 UTC.
      "2025-10-28T18:00:00.000Z",
      "2025-11-04T18:00:00.000Z",
    ]);
  });

  it("repeats monthly on the first Saturday", () => {
    const ics = build({
      startsOn: "2025-09-06",
      startTime: "17:00",
      endTime: "20:00",
      repeat: { every: "month", week: 1, until: null },
    });
    expect(parse(ics).vevent.getFirstProperty("rrule")?.toICALString()).toBe(
      "RRULE:FREQ=MONTHLY;BYDAY=1SA",
    );
    expect(expandStarts(ics, 4)).toEqual([
      "2025-09-06T16:00:00.000Z",
      "2025-10-04T16:00:00.000Z",
      "2025-11-01T17:00:00.000Z",
      "2025-12-06T17:00:00.000Z",
    ]);
  });

  it("stops after the last Friday on or before its end date, that day included", () => {
    const ics = build({
      startsOn: "2025-10-31",
      startTime: "18:00",
      endTime: null,
      repeat: { every: "month", week: -1, until: "2026-01-30" },
    });
    expect(parse(ics).vevent.getFirstProperty("rrule")?.toICALString()).toBe(
      "RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20260130T180000Z",
    );
    expect(expandStarts(ics, 10)).toEqual([
      "2025-10-31T18:00:00.000Z",
      "2025-11-28T18:00:00.000Z",
      "2025-12-26T18:00:00.000Z",
      "2026-01-30T18:00:00.000Z",
    ]);
  });

  it("gives no VEVENT while the date is to be announced", () => {
    expect(
      buildEventVEvent(
        { ...baseEvent, startsOn: null },
        { pageUrl, siteName: "Example Youth Trust" },
      ),
    ).toEqual([]);
  });
});

describe("eventCalendarFileName", () => {
  it("names the file after the event's page", () => {
    expect(eventCalendarFileName(baseEvent)).toBe("summer-fun-day.ics");
  });
});
