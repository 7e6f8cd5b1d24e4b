import { expect, test } from "vitest";
import { focalPointStyle, readFocalPoint, toObjectPosition } from "~/shared/lib/focal-point";
import { focalPointSchema } from "./media-schemas";

test("the stored pair is a point; either half missing is the centre", () => {
  expect(readFocalPoint(12, 88)).toEqual({ x: 12, y: 88 });
  expect(readFocalPoint(null, 88)).toBeNull();
  expect(readFocalPoint(12, null)).toBeNull();
});

test("a point is drawn with object-position; no point keeps CSS's centre", () => {
  expect(toObjectPosition({ x: 10, y: 90 })).toBe("10% 90%");
  expect(focalPointStyle({ x: 0, y: 100 })).toEqual({ objectPosition: "0% 100%" });
  expect(focalPointStyle(null)).toBeUndefined();
  expect(focalPointStyle(undefined)).toBeUndefined();
});

test("the form's number boxes become a point", () => {
  expect(focalPointSchema.parse({ focalX: "0", focalY: "100" })).toEqual({ x: 0, y: 100 });
  expect(focalPointSchema.parse({ focalX: " 37 ", focalY: "5" })).toEqual({ x: 37, y: 5 });
});

test.each([
  ["out of range", { focalX: "101", focalY: "50" }, "focalX"],
  ["negative", { focalX: "50", focalY: "-1" }, "focalY"],
  ["not whole", { focalX: "12.5", focalY: "50" }, "focalX"],
  ["not a number", { focalX: "left", focalY: "50" }, "focalX"],
  ["empty", { focalX: "50", focalY: "" }, "focalY"],
  ["missing", { focalX: "50" }, "focalY"],
])("%s is refused with a message naming the range", (_case, form, field) => {
  const result = focalPointSchema.safeParse(form);
  expect(result.success).toBe(false);
  expect(result.error?.issues).toContainEqual(
    expect.objectContaining({ path: [field], message: "Enter a whole number from 0 to 100." }),
  );
});
