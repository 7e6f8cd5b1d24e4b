import { expect, test } from "vitest";
import { findOnlyPageWith, isPlaceable, placeableSections } from "./placeable-sections.server";

test("a page offers the sections it really shows, its footer gallery included", () => {
  expect(placeableSections.football).toEqual(["hero", "content", "gallery"]);
  expect(placeableSections.homepage).toEqual([
    "hero",
    "highlights",
    "statistics",
    "testimonials",
    "gallery",
  ]);
  expect(placeableSections.about).toEqual(["hero", "mission", "facilities", "team", "gallery"]);
  expect(placeableSections["serving-humanity"]).toEqual([
    "hero",
    "values",
    "uc3-infographic",
    "humanitarian-gallery",
    "uc3-gallery",
    "impact-gallery",
    "volunteer-gallery",
    "gallery",
  ]);
});

test("a whole site section offers what any of its pages shows", () => {
  expect(placeableSections.deliver).toEqual(["hero", "content", "gallery"]);
  expect(placeableSections.offer).toContain("humanitarian-gallery");
});

test("placing is refused where no visitor would see it", () => {
  expect(isPlaceable("football", "gallery")).toBe(true);
  expect(isPlaceable("football", null)).toBe(true);
  expect(isPlaceable("football", "team")).toBe(false);
  expect(isPlaceable("nowhere", null)).toBe(false);
});

test("a section only one page shows names that page; a common one names none", () => {
  expect(findOnlyPageWith("impact-gallery")).toBe("serving-humanity");
  expect(findOnlyPageWith("team")).toBe("about");
  expect(findOnlyPageWith("hero")).toBeNull();
  expect(findOnlyPageWith("gallery")).toBeNull();
});
