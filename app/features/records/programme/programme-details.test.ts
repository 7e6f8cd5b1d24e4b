import { expect, test } from "vitest";
import { z } from "zod";
import {
  checkProgrammeDetails,
  formatAges,
  formatCost,
  programmeDetailsFormValues,
  programmeDetailsShape,
  programmeMessages,
  toProgrammeDetails,
  welcomesAge,
} from "./programme-details";

const schema = z.object(programmeDetailsShape).superRefine(checkProgrammeDetails);

test("a form's ages, cost and way of joining become stored details and back", () => {
  const input = schema.parse({
    agesFrom: "8",
    agesTo: "12",
    cost: "£2.50",
    joinMethod: "link",
    joinLink: "https://example.org/book",
  });
  const details = toProgrammeDetails(input);
  expect(details).toEqual({
    ages: { from: 8, to: 12 },
    costPence: 250,
    join: { method: "link", link: "https://example.org/book" },
  });
  expect(programmeDetailsFormValues(details)).toEqual({
    agesFrom: "8",
    agesTo: "12",
    cost: "2.50",
    joinMethod: "link",
    joinLink: "https://example.org/book",
  });
});

test("empty ages mean all ages, an empty cost is free, and a link is kept only for booking by link", () => {
  const details = toProgrammeDetails(
    schema.parse({ agesFrom: "", agesTo: "", cost: "", joinMethod: "turn-up", joinLink: "x" }),
  );
  expect(details).toEqual({ ages: null, costPence: 0, join: { method: "turn-up", link: null } });
});

test.each([
  [{ agesFrom: "8", agesTo: "" }, "agesTo", programmeMessages.agesIncomplete],
  [{ agesFrom: "14", agesTo: "11" }, "agesTo", programmeMessages.agesOrder],
  [{ agesFrom: "eight", agesTo: "12" }, "agesFrom", programmeMessages.agesRange],
  [{ cost: "two pounds" }, "cost", programmeMessages.costFormat],
  [
    { joinMethod: "link", joinLink: "javascript:alert(1)" },
    "joinLink",
    programmeMessages.linkMissing,
  ],
])("%o is refused on %s", (fields, path, message) => {
  const result = schema.safeParse({ joinMethod: "turn-up", ...fields });
  expect(result.success).toBe(false);
  expect(result.error?.issues.find((issue) => issue.path[0] === path)?.message).toBe(message);
});

test("ages, costs and the age filter read as a parent expects", () => {
  expect(formatAges(null)).toBe("All ages");
  expect(formatAges({ from: 11, to: 11 })).toBe("Age 11");
  expect(formatAges({ from: 8, to: 12 })).toBe("Ages 8 to 12");
  expect(formatCost(0)).toBe("Free");
  expect(formatCost(200)).toBe("£2");
  expect(formatCost(250)).toBe("£2.50");
  expect(welcomesAge({ from: 8, to: 12 }, 11)).toBe(true);
  expect(welcomesAge({ from: 8, to: 12 }, 13)).toBe(false);
  expect(welcomesAge(null, 25)).toBe(true);
});
