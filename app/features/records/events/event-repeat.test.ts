import { expect, test } from "vitest";
import {
  describeEventRepeat,
  eventRepeatChoices,
  toEventRepeat,
  toRepeatChoice,
} from "./event-repeat";

test("a rule reads as a parent would say it", () => {
  expect(describeEventRepeat({ startsOn: "2025-10-07", repeat: null })).toBeNull();
  expect(
    describeEventRepeat({ startsOn: "2025-10-07", repeat: { every: "week", until: null } }),
  ).toBe("Every week on Tuesday");
  expect(
    describeEventRepeat({
      startsOn: "2025-09-06",
      repeat: { every: "month", week: 1, until: null },
    }),
  ).toBe("Every month on the first Saturday");
  expect(
    describeEventRepeat({
      startsOn: "2025-10-31",
      repeat: { every: "month", week: -1, until: "2026-07-31" },
    }),
  ).toBe("Every month on the last Friday until 31 July 2026");
  expect(describeEventRepeat({ startsOn: null, repeat: null })).toBeNull();
});

test("every Repeats choice comes back to itself through the stored rule", () => {
  for (const { value } of eventRepeatChoices) {
    const startsOn = value === "tba" ? null : "2025-10-04";
    const repeat = value === "tba" ? null : toEventRepeat(value, null);
    expect(toRepeatChoice({ startsOn, repeat })).toBe(value);
  }
});
