import { expect, test } from "vitest";
import { findCandidateOriginalKeys, makeOriginalKey, makeVariantKey } from "./media-keys.server";
import { assertSafeKey } from "./storage/media-storage";

test("keys follow the §7 shapes and never come from the uploader", () => {
  const key = makeOriginalKey("jpg");
  expect(key).toMatch(/^\d{13}-[0-9a-f]{12}\.jpg$/);
  expect(makeOriginalKey("png", "gallery")).toMatch(/^gallery\/\d{13}-[0-9a-f]{12}\.png$/);
  expect(makeOriginalKey("webp", "hero", "hero")).toMatch(/^hero\/hero-\d{13}-[0-9a-f]{12}\.webp$/);
  expect(makeOriginalKey("jpg")).not.toBe(key);
  expect(() => assertSafeKey(key)).not.toThrow();
});

test("a copy's key leads back to its original's possible keys", () => {
  const variant = makeVariantKey("gallery/1700000000000-abcdef012345.jpg", 480);
  expect(variant).toBe("gallery/1700000000000-abcdef012345-w480.webp");
  expect(findCandidateOriginalKeys(variant, ["jpg", "png"])).toEqual([
    variant,
    "gallery/1700000000000-abcdef012345.jpg",
    "gallery/1700000000000-abcdef012345.png",
  ]);
  expect(findCandidateOriginalKeys("1-a.mp4", ["mp4"])).toEqual(["1-a.mp4"]);
});

test.each(["../x.jpg", "a/../../x.jpg", "/etc/passwd", "A.JPG", "a//b.jpg", ".hidden", ""])(
  "refuses the unsafe key %j",
  (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Unsafe media key/);
  },
);
