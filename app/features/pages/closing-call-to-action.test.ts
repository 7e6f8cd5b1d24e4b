import { expect, test } from "vitest";
import { findClosingCallToAction } from "./closing-call-to-action";

const types = (...list: string[]) => list.map((type) => ({ type }) as { type: "cta" });

test("the CTA bands a page ends with close it; a CTA in the middle does not", () => {
  expect(findClosingCallToAction(types("text", "gallery", "cta"))).toBe(2);
  expect(findClosingCallToAction(types("text", "cta", "cta"))).toBe(1);
  expect(findClosingCallToAction(types("cta", "text", "gallery"))).toBe(3);
  expect(findClosingCallToAction(types("text"))).toBe(1);
  expect(findClosingCallToAction([])).toBe(0);
});
