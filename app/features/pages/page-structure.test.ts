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

test("Funders saved before the documents library gains its governance block and downloads before its call to action", () => {
  const builtIn = getPageContent("funders");
  const savedEarlier = {
    ...builtIn,
    heroTitle: "Our funders, thank you",
    sections: builtIn.sections.filter(
      (section) => section.type !== "governance" && section.type !== "downloads",
    ),
  };
  const fitted = applyBuiltInStructure(
    builtIn,
    addMissingStructuralSections(builtIn, savedEarlier),
  );
  expect(fitted.ok && fitted.content.heroTitle).toBe("Our funders, thank you");
  expect(fitted.ok && fitted.content.sections.map((section) => section.id)).toEqual([
    "funder-types",
    "governance",
    "funders-documents",
    "funders-cta",
  ]);
});

test("the kinds of document a downloads list shows stay as the built-in page has them", () => {
  const builtIn = getPageContent("contact");
  const crafted = {
    ...builtIn,
    sections: builtIn.sections.map((section) =>
      section.type === "downloads"
        ? { ...section, title: "Forms", categories: ["annual-report" as const] }
        : section,
    ),
  };
  const fitted = applyBuiltInStructure(builtIn, crafted);
  const downloads = fitted.ok
    ? fitted.content.sections.find((section) => section.type === "downloads")
    : undefined;
  expect(downloads).toMatchObject({ title: "Forms", categories: ["form"] });
});
