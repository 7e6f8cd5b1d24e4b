import { describe, expect, test } from "vitest";
import { pageCategories, publicPages } from "~/shared/site/page-registry";
import { describeWholeSectionReach, pageAssignmentGroups } from "./media-assignment";

const wholeSections = pageAssignmentGroups[1].options;

describe("whole sections of the site, as staff read them", () => {
  test("are named in the menu's words, never by the category's own name", () => {
    expect(wholeSections.map((option) => option.label)).toContain(
      "Every page under What We Deliver (10 pages)",
    );
    for (const { label } of wholeSections) {
      for (const category of pageCategories)
        expect(label).not.toMatch(new RegExp(`\\b${category}\\b`));
    }
  });

  test("a section with no page heading it lists its pages", () => {
    const legal = wholeSections.find((option) => option.value === "legal");
    expect(legal?.label).toBe(
      "Each of Privacy policy, Accessibility statement, Terms & Conditions",
    );
  });

  test("say which pages a photo placed on them appears on; a single page says nothing", () => {
    const reach = describeWholeSectionReach("offer") ?? "";
    for (const page of publicPages.filter((entry) => entry.category === "offer")) {
      expect(reach).toContain(page.title);
    }
    expect(describeWholeSectionReach("football")).toBeNull();
    expect(describeWholeSectionReach("")).toBeNull();
  });
});
