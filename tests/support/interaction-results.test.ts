import { describe, expect, test } from "vitest";
import {
  type Control,
  type ControlDescription,
  type ControlResult,
  groupAlike,
  type Moment,
  nameControl,
  parseOptions,
  summarisePage,
  type TapOutcome,
  type TapReport,
  timeTap,
} from "./interaction-results";

const answered: TapReport = {
  lost: false,
  change: "aria-expanded on <button>",
  events: ["pointerdown", "click"],
  undone: false,
};

describe("timeTap", () => {
  test("a tap nothing answered is lost, whatever was timed", () => {
    expect(timeTap({ ...answered, lost: true, change: undefined, eventTiming: 40 })).toEqual({
      kind: "lost",
      undone: false,
    });
  });

  test("an answer hydration took back is lost too", () => {
    expect(timeTap({ ...answered, lost: true, undone: true, eventTiming: 40 })).toEqual({
      kind: "lost",
      undone: true,
    });
  });

  test("takes Event Timing's duration when it has an entry", () => {
    expect(timeTap({ ...answered, eventTiming: 48, nextFrame: 30, answerDrawn: 50 })).toMatchObject(
      { kind: "timed", ms: 48, source: "E" },
    );
  });

  test("falls back on the probe's next frame without an entry of 16 ms or more", () => {
    expect(timeTap({ ...answered, nextFrame: 12, answerDrawn: 14 })).toMatchObject({
      kind: "timed",
      ms: 12,
      source: "F",
    });
  });

  test("times an answer drawn a frame or more after the tap's paint to that frame", () => {
    expect(timeTap({ ...answered, eventTiming: 24, answerDrawn: 640 })).toMatchObject({
      kind: "timed",
      ms: 640,
      source: "A",
    });
  });
});

const timed = (ms: number): TapOutcome => ({ kind: "timed", ms, source: "E", change: "open" });
const lost: TapOutcome = { kind: "lost", undone: false };
const control: Control = {
  path: "html > body:nth-child(2) > button:nth-child(1)",
  role: "button",
  name: "Open menu",
  signature: "button||button||aria-expanded",
  opener: true,
  alike: 1,
};
const result = (load: TapOutcome, later: TapOutcome, idle: TapOutcome): ControlResult => ({
  control,
  outcomes: { load, "500 ms": later, idle } satisfies Record<Moment, TapOutcome>,
});

describe("summarisePage", () => {
  test("meets the goals with no lost tap, p75 <= 100 ms and max <= 200 ms", () => {
    const summary = summarisePage([
      result(timed(40), timed(60), timed(100)),
      result(timed(200), timed(20), timed(30)),
    ]);
    expect(summary).toMatchObject({ taps: 6, lost: 0, p75: 100, max: 200, failures: [] });
  });

  test("misses them on one lost tap, however fast the others", () => {
    const summary = summarisePage([result(lost, timed(20), timed(20))]);
    expect(summary.lost).toBe(1);
    expect(summary.failures).toEqual(["1 lost"]);
  });

  test("misses them when p75 is over 100 ms or max over 200 ms", () => {
    expect(summarisePage([result(timed(101), timed(101), timed(20))]).failures).toEqual([
      "p75 > 100 ms",
    ]);
    const oneSlow = [
      result(timed(201), timed(20), timed(20)),
      result(timed(20), timed(20), timed(20)),
    ];
    expect(summarisePage(oneSlow).failures).toEqual(["max > 200 ms"]);
  });

  test("counts taps not made apart, neither timed nor lost", () => {
    const skipped: TapOutcome = { kind: "skipped", reason: "absent" };
    expect(summarisePage([result(skipped, timed(20), timed(30))])).toMatchObject({
      taps: 2,
      skipped: 1,
      failures: [],
    });
  });
});

describe("groupAlike", () => {
  const subMenuButton = (item: number): ControlDescription => ({
    ...control,
    path: `html > body:nth-child(2) > nav:nth-child(1) > ul:nth-child(1) > li:nth-child(${item}) > button:nth-child(2)`,
    name: `Show item ${item} pages`,
  });

  test("keeps the first of controls built alike side by side, counting the others", () => {
    const groups = groupAlike([subMenuButton(1), subMenuButton(2), subMenuButton(4)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: "Show item 1 pages", alike: 3 });
  });

  test("takes in what is alike to something alike: the same pictures in the next gallery", () => {
    const picture = (section: number, item: number): ControlDescription => ({
      ...control,
      path: `html > body:nth-child(2) > section:nth-child(${section}) > ul:nth-child(1) > li:nth-child(${item}) > button:nth-child(1)`,
    });
    const groups = groupAlike([picture(4, 1), picture(4, 2), picture(5, 1), picture(5, 2)]);
    expect(groups).toEqual([{ ...picture(4, 1), alike: 4 }]);
  });

  test("keeps controls apart that differ in more than one step, their make or their opener", () => {
    const elsewhere = {
      ...subMenuButton(2),
      path: subMenuButton(2).path.replace("ul:nth-child(1)", "ul:nth-child(3)"),
    };
    const otherClasses = { ...subMenuButton(3), signature: "button|rounded||" };
    const otherOpener = { ...subMenuButton(5), parent: control };
    expect(groupAlike([subMenuButton(1), elsewhere, otherClasses, otherOpener])).toHaveLength(4);
  });
});

describe("parseOptions", () => {
  const routes = ["/", "/about", "/donate"];

  test("takes every public page by default", () => {
    expect(parseOptions([], routes)).toEqual({ pages: routes, jsonFile: undefined, every: false });
  });

  test("takes --pages as a comma-separated list, --json and --every", () => {
    expect(
      parseOptions(["--pages", "/, /donate", "--json", "out.json", "--every"], routes),
    ).toEqual({ pages: ["/", "/donate"], jsonFile: "out.json", every: true });
  });

  test("refuses pages that are not public and options it does not know", () => {
    expect(() => parseOptions(["--pages", "/admin"], routes)).toThrow(/Not public pages: \/admin/);
    expect(() => parseOptions(["--runs", "3"], routes)).toThrow();
  });
});

describe("nameControl", () => {
  test("names its role and words, how many it stands for, and its opener, shortened", () => {
    const submenu: Control = {
      ...control,
      name: "Show What We Deliver pages, all nine of them at once",
      alike: 5,
      parent: { ...control, name: "Open the main menu of the site" },
    };
    expect(nameControl(control)).toBe('button "Open menu"');
    expect(nameControl(submenu)).toBe(
      'button "Show What We Deliver pages, all nin…" (1 of 5 alike) in "Open the main menu …"',
    );
  });
});
