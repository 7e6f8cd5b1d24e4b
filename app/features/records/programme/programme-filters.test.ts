import { describe, expect, test } from "vitest";
import { filterByAge, filterMessages, readProgrammeFilters } from "./programme-filters";
import type { ProgrammeOccurrence } from "./programme-occurrence";
import { describeFilters } from "./programme-words";

const read = (query: string) => readProgrammeFilters(new URLSearchParams(query));

describe("readProgrammeFilters", () => {
  test("an age and a day from the address", () => {
    expect(read("age=11&day=monday")).toEqual({
      values: { age: "11", day: "monday" },
      errors: {},
      filters: { age: 11, day: "monday" },
    });
    // The form sends empty fields for "any": no filter.
    expect(read("age=&day=").filters).toEqual({ age: null, day: null });
    expect(read("").filters).toEqual({ age: null, day: null });
  });

  test.each([
    ["age=eleven&day=monday", { age: filterMessages.age }, { age: null, day: "monday" }],
    ["age=100", { age: filterMessages.age }, { age: null, day: null }],
    ["age=-1", { age: filterMessages.age }, { age: null, day: null }],
    ["age=11&day=funday", { day: filterMessages.day }, { age: 11, day: null }],
    ["age=11&day=Monday", { day: filterMessages.day }, { age: 11, day: null }],
  ])(
    "%s: the wrong one is named and ignored, the other still applies",
    (query, errors, filters) => {
      const form = read(query);
      expect(form.errors).toEqual(errors);
      expect(form.filters).toEqual(filters);
    },
  );

  test("what was typed is shown again, however long it was, cut short", () => {
    expect(read(`age=${"9".repeat(500)}`).values.age).toHaveLength(20);
  });
});

test("the age filter keeps what welcomes that age, those for all ages included", () => {
  const item = (id: string, ages: ProgrammeOccurrence["ages"]) =>
    ({ id, ages }) as ProgrammeOccurrence;
  const items = [
    item("juniors", { from: 8, to: 12 }),
    item("seniors", { from: 13, to: 18 }),
    item("takeover", { from: 11, to: 18 }),
    item("families", null),
    item("elevens", { from: 11, to: 11 }),
  ];
  expect(filterByAge(items, 11).map((kept) => kept.id)).toEqual([
    "juniors",
    "takeover",
    "families",
    "elevens",
  ]);
  expect(filterByAge(items, null)).toHaveLength(5);
});

test("the filters in a sentence", () => {
  expect(describeFilters({ age: null, day: null })).toBeNull();
  expect(describeFilters({ age: 11, day: null })).toBe("Showing what welcomes age 11.");
  expect(describeFilters({ age: null, day: "monday" })).toBe("Showing Mondays only.");
  expect(describeFilters({ age: 11, day: "monday" })).toBe(
    "Showing what welcomes age 11, on Mondays only.",
  );
});
