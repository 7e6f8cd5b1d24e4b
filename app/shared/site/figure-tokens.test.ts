import { expect, test } from "vitest";
import {
  figureToken,
  fillFigureTokens,
  fillFigureTokensEverywhere,
  listUnknownFigureTokens,
} from "./figure-tokens";
import { defaultImpactFigures, type ImpactFigures } from "./impact-stats";

const figures: ImpactFigures = {
  ...defaultImpactFigures,
  "children-weekly": { value: 640, suffix: "", label: "young people each week" },
  meals: { value: 12500, suffix: "+", label: "hot meals" },
};

test("a token becomes its figure as the counter band writes it: thousands grouped, suffix after", () => {
  expect(fillFigureTokens("Every week {figure:children-weekly} young people", figures)).toBe(
    "Every week 640 young people",
  );
  expect(fillFigureTokens(`We served ${figureToken("meals")} meals.`, figures)).toBe(
    "We served 12,500+ meals.",
  );
  expect(fillFigureTokens("{figure:volunteers} and {figure:programmes}", figures)).toBe(
    "150 and 15",
  );
});

test("a token naming no figure is left out, so visitors never see curly brackets", () => {
  for (const typo of [
    "{figure:childen-weekly}",
    "{Figure:meals}",
    "{ figure:meals }",
    "{figure:}",
  ]) {
    const filled = fillFigureTokens(`We have ${typo} friends.`, figures);
    expect(filled).toBe("We have  friends.");
    expect(listUnknownFigureTokens(`We have ${typo} friends.`)).toEqual([typo]);
  }
});

test("text without tokens, and other placeholders, are left as typed", () => {
  expect(fillFigureTokens("© {year} {charity}", figures)).toBe("© {year} {charity}");
  expect(listUnknownFigureTokens("© {year} {charity} {figure:meals}")).toEqual([]);
});

test("every string in page content is filled, formatted text's words included", () => {
  const content = {
    heroTitle: "Join {figure:volunteers} volunteers",
    sections: [
      {
        body: {
          type: "doc",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "{figure:meals} meals" }] },
          ],
        },
      },
    ],
    columns: 4,
  };
  expect(fillFigureTokensEverywhere(content, figures)).toEqual({
    heroTitle: "Join 150 volunteers",
    sections: [
      {
        body: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "12,500+ meals" }] }],
        },
      },
    ],
    columns: 4,
  });
});
