import { expect, test } from "vitest";
import { fillFigureTokensEverywhere } from "~/shared/site/figure-tokens";
import { defaultImpactFigures, type ImpactFigures } from "~/shared/site/impact-stats";
import { homePages } from "./home";

const figures: ImpactFigures = {
  ...defaultImpactFigures,
  "children-weekly": { value: 640, suffix: "", label: "young people each week" },
};

test("the home page's sentence reads the shared figure, not a number of its own", () => {
  const filled = fillFigureTokensEverywhere(homePages.homepage, figures);
  expect(filled.mainContent).toContain("Every week 640 children and young people come through");
  expect(JSON.stringify(filled)).not.toMatch(/\{figure/);
});
