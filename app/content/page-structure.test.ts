import { expect, test } from "vitest";
import { getPageContent } from "./page-content.server";
import { addMissingStructuralSections, applyBuiltInStructure } from "./page-structure";

test("content saved before the vacancies page listed opportunities gains the list after its intro", () => {
  const builtIn = getPageContent("volunteer-vacancies");
  const savedEarlier = {
    ...builtIn,
    heroTitle: "Roles we need help with",
    sections: [
      {
        type: "cards" as const,
        id: "current-vacancies",
        title: "Current vacancies",
        cards: [{ id: "old-1", title: "Youth Club Helper", body: "Help at youth club." }],
      },
      ...builtIn.sections.filter((section) => section.type === "cta"),
    ],
  };
  const fitted = applyBuiltInStructure(
    builtIn,
    addMissingStructuralSections(builtIn, savedEarlier),
  );
  expect(fitted.ok).toBe(true);
  if (!fitted.ok) return;
  expect(fitted.content.heroTitle).toBe("Roles we need help with");
  expect(fitted.content.sections.map((section) => section.id)).toEqual([
    "open-vacancies",
    "current-vacancies",
    "vacancies-cta",
  ]);
});

test("content that has every structural section is returned unchanged", () => {
  const builtIn = getPageContent("volunteer");
  expect(addMissingStructuralSections(builtIn, builtIn)).toBe(builtIn);
});

test("a structural section goes back after the built-in section it follows", () => {
  const builtIn = getPageContent("volunteer");
  const withoutList = {
    ...builtIn,
    sections: builtIn.sections.filter((section) => section.type !== "opportunities"),
  };
  const restored = addMissingStructuralSections(builtIn, withoutList);
  expect(restored.sections.map((section) => section.id)).toEqual(
    builtIn.sections.map((section) => section.id),
  );
});
