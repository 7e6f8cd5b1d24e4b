import type { Page } from "@playwright/test";
import { axeOn } from "./axe";
import { expect } from "./test";

export type ShownHeading = { level: number; text: string };

/** The headings a reader meets, in order: those hidden (display, closed details) are left out. */
export function shownHeadings(page: Page): Promise<ShownHeading[]> {
  return page.locator("h1, h2, h3, h4, h5, h6, [role='heading']").evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility() && !element.closest("[aria-hidden='true']"))
      .map((element) => ({
        level: Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)),
        text: (element.textContent ?? "").trim(),
      })),
  );
}

/**
 * One h1 first and no level skipped on the way down. axe reports `heading-order` as moderate,
 * below what expectNoSeriousAxeViolations fails on, so it is run on its own here as well.
 */
export async function expectHeadingOrder(page: Page) {
  const headings = await shownHeadings(page);
  const outline = headings.map(({ level, text }) => `h${level} ${text}`);
  expect(
    headings.filter(({ level }) => level === 1),
    outline.join("\n"),
  ).toHaveLength(1);
  expect(headings[0]?.level, outline.join("\n")).toBe(1);
  headings.forEach(({ level }, index) => {
    const before = headings[index - 1]?.level ?? 0;
    expect(level, `${outline[index]} after h${before}:\n${outline.join("\n")}`).toBeLessThanOrEqual(
      before + 1,
    );
  });
  const results = await axeOn(page).withRules(["heading-order"]).analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
  ).toEqual([]);
}
