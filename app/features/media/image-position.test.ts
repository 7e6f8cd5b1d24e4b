import { expect, test } from "vitest";
import { findImagePosition } from "./image-position";

const plan = { mainImageSection: "content" as const };

test("the hero, galleries and pictures in sections each have their position", () => {
  expect(findImagePosition("hero", plan, "hero-content")).toBe("hero");
  expect(findImagePosition("team", plan, "text-only")).toBe("gallery");
  expect(findImagePosition("gallery", plan, "image-left")).toBe("gallery");
  expect(findImagePosition("highlights", plan, "image-left")).toBe("inline");
});

test("the picture beside the text is the sidebar only in the layouts that put it there", () => {
  expect(findImagePosition("content", plan, "image-left")).toBe("sidebar");
  expect(findImagePosition("content", plan, "image-right")).toBe("sidebar");
  expect(findImagePosition("content", plan, "text-only")).toBe("inline");
  expect(findImagePosition("content", plan, "gallery")).toBe("inline");
});
