import { expect, test } from "vitest";
import { optionalText, optionalTextOr } from "./optional-text";

test("trims, and keeps words left out or blank as they came", () => {
  const schema = optionalText(5);
  expect(schema.parse("  hi  ")).toBe("hi");
  expect(schema.parse("   ")).toBe("");
  expect(schema.parse(undefined)).toBeUndefined();
});

test("reads words left out or blank as the store's none", () => {
  expect(optionalTextOr("", 5).parse(undefined)).toBe("");
  expect(optionalTextOr("", 5).parse("  ")).toBe("");
  expect(optionalTextOr(null, 5).parse(undefined)).toBeNull();
  expect(optionalTextOr(null, 5).parse("  ")).toBeNull();
  expect(optionalTextOr(null, 5).parse(" words ")).toBe("words");
});

test("says the limit in the form's own words", () => {
  expect(optionalText(5).safeParse("too long").error?.issues[0]?.message).toBe(
    "Keep this under 5 characters.",
  );
  expect(optionalTextOr(null, 5, "atMost").safeParse("too long").error?.issues[0]?.message).toBe(
    "At most 5 characters.",
  );
});
