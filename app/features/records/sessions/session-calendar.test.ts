import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { buildSessionCalendar } from "./session-calendar";
import { makeSession } from "./session-test-fixture";
import type { SiteSession } from "./session-types";

const pageUrl = "https://www.example.org/whats-on#session-0f2b4a8e";
const now = new Date("2026-10-01T10:00:00Z");

function build(changes: Partial<SiteSession> = {}) {
  const ics = buildSessionCalendar(makeSession(changes), {
    pageUrl,
    siteName: "Example Youth Trust",
    now,
  });
  if (!ics) throw new Error("no calendar file");
  return ics;
}

/** Parses the file as a calendar app does, with the file's own VTIMEZONE in force. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { vevent, event: new ICAL.Event(vevent) };
}

/** The series' starts as UTC instants, up to `until`. */
function expand(event: ICAL.Event, until: string) {
  const starts: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const instant = next.toJSDate().toISOString();
    if (instant > until) break;
    starts.push(instant);
  }
  return starts;
}

describe("buildSessionCalendar", () => {
  test("a weekly series on its days whose EXDATEs drop the days off, across the change from BST to GMT", () => {
    // Mondays and Wednesdays 4pm; not on Wednesday 21 October nor Monday 26 October (after the
    // clocks go back on Sunday 25 October 2026).
    const ics = build({
      firstDay: "2026-10-12",
      closures: [
        { from: "2026-10-21", to: "2026-10-21" },
        { from: "2026-10-26", to: "2026-10-26" },
      ],
    });
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n");
    expect(ics).toContain("EXDATE;TZID=Europe/London:20261021T160000\r\n");
    expect(ics).toContain("EXDATE;TZID=Europe/London:20261026T160000\r\n");
    const { event } = parse(ics);
    expect(event.isRecurring()).toBe(true);
    expect(expand(event, "2026-11-05T00:00:00.000Z")).toEqual([
      // BST: 4pm in London is 3pm UTC.
      "2026-10-12T15:00:00.000Z",
      "2026-10-14T15:00:00.000Z",
      "2026-10-19T15:00:00.000Z",
      // GMT from 25 October: 4pm in London is 4pm UTC.
      "2026-10-28T16:00:00.000Z",
      "2026-11-02T16:00:00.000Z",
      "2026-11-04T16:00:00.000Z",
    ]);
    // Each lasts two hours either side of the change.
    expect(event.duration.toSeconds()).toBe(2 * 3600);
  });

  test("a run of days off (half term) leaves out each of the session's days in it", () => {
    const ics = build({
      firstDay: "2026-10-12",
      season: "term-time",
      closures: [{ from: "2026-10-24", to: "2026-11-01" }],
    });
    expect(ics.match(/^EXDATE/gm)).toHaveLength(2);
    const { event, vevent } = parse(ics);
    expect(expand(event, "2026-11-03T00:00:00.000Z")).toEqual([
      "2026-10-12T15:00:00.000Z",
      "2026-10-14T15:00:00.000Z",
      "2026-10-19T15:00:00.000Z",
      "2026-10-21T15:00:00.000Z",
      "2026-11-02T16:00:00.000Z",
    ]);
    expect(vevent.getFirstPropertyValue("description")).toContain("Term time only.");
  });

  test("a holiday club ends on its last day (UNTIL), and starts on its first day it runs", () => {
    const ics = build({
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      firstDay: "2026-10-24",
      lastDay: "2026-10-28",
      closures: [{ from: "2026-10-26", to: "2026-10-26" }],
    });
    // 4pm GMT on the last day, in UTC as RFC 5545 asks beside a DTSTART with a time zone.
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261028T160000Z\r\n");
    const { event, vevent } = parse(ics);
    expect(String(vevent.getFirstPropertyValue("dtstart"))).toBe("2026-10-27T16:00:00");
    expect(expand(event, "2027-01-01T00:00:00.000Z")).toEqual([
      "2026-10-27T16:00:00.000Z",
      "2026-10-28T16:00:00.000Z",
    ]);
  });

  test("without a first day the series starts on the first day it runs after it was added", () => {
    const { vevent } = parse(build({ addedOn: "2026-10-01" }));
    // 1 October 2026 is a Thursday: the first Monday or Wednesday after is Monday 5 October.
    expect(String(vevent.getFirstPropertyValue("dtstart"))).toBe("2026-10-05T16:00:00");
    expect(String(vevent.getFirstPropertyValue("dtend"))).toBe("2026-10-05T18:00:00");
  });

  test("its words, place, link and a UID that stays the same", () => {
    const { event, vevent } = parse(
      build({ name: "Girls' football, under-14s", costPence: 250, audience: "girls" }),
    );
    expect(event.summary).toBe("Girls' football, under-14s");
    expect(event.location).toBe("The Youth Centre");
    expect(event.uid).toBe("session-0f2b4a8e-5c1d-4e7f-9a3b-6d8c2e1f4a5b@www.example.org");
    expect(vevent.getFirstPropertyValue("url")).toBe(pageUrl);
    expect(event.description).toBe(
      `Games, crafts and sport.\n\nAges 8 to 12. Girls only. £2.50. Just turn up.\n\n${pageUrl}`,
    );
  });

  test("a session that never runs again has no file", () => {
    expect(
      buildSessionCalendar(makeSession({ lastDay: "2026-09-30" }), {
        pageUrl,
        siteName: "Example Youth Trust",
        now,
      }),
    ).toBeNull();
  });
});
