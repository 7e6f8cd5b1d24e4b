import { namePrivacyNotice } from "../../app/features/pages/privacy-notices";
import { axeOn } from "../support/axe";
import { expect, test } from "../support/test";

/**
 * Contact holds two forms, each with its privacy notice as an aside (a complementary landmark).
 * A screen reader's list of landmarks read "How we use your details" twice (issue 39, item 4):
 * each notice is now named for what it covers.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`Contact's landmarks each have a name of their own at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    const asides = page.getByRole("complementary");
    await expect(asides.getByRole("heading", { name: namePrivacyNotice("contact") })).toBeVisible();
    await expect(asides.getByRole("heading", { name: namePrivacyNotice("review") })).toBeAttached();
    const names = await asides.evaluateAll((landmarks) =>
      landmarks.map((landmark) => {
        const heading = document.getElementById(landmark.getAttribute("aria-labelledby") ?? "");
        return heading?.textContent ?? landmark.getAttribute("aria-label") ?? "";
      }),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
    const results = await axeOn(page).withRules(["landmark-unique"]).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
