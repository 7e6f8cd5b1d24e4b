import type { Page } from "@playwright/test";
import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/test";

const realFigures = ["500+", "150", "15", "10,000+"];

/** The figures as drawn: innerText, so what CSS hides (for print, for the screen) is left out. */
const drawnFigures = (page: Page) =>
  page
    .getByRole("region", { name: "Our Impact" })
    .locator('li p[aria-hidden="true"]')
    .evaluateAll((figures) =>
      figures.map(
        // biome-ignore lint/performance/useDomNodeTextContent: the figure drawn, not the one hidden.
        (figure) => (figure as HTMLElement).innerText.split("\n")[0]?.trim() ?? "",
      ),
    );

/** The figure's digits as a number: "10,000+" is 10000. */
const figureValue = (text: string) => Number(text.replace(/\D/g, ""));

test("the impact counters show their real figures until the band scrolls into view, then count up from half", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  const counters = page.getByTestId("impact-counter");
  await expect(counters).toHaveText(realFigures);
  // From here time moves only when the test says, so a slow machine cannot finish the count
  // between two checks.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("heading", { name: "Our Impact" }).scrollIntoViewIfNeeded();
  // The count starts when the band is seen (an IntersectionObserver, on its own schedule).
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return counters.first().textContent();
    })
    .not.toBe("500+");
  for (const [index, text] of (await counters.allTextContents()).entries()) {
    const figure = figureValue(realFigures[index] ?? "");
    expect(figureValue(text)).toBeGreaterThanOrEqual(figure / 2);
    expect(figureValue(text)).toBeLessThan(figure);
  }
  // On paper the figures are the real ones, whatever the count has reached.
  await page.emulateMedia({ media: "print" });
  expect(await drawnFigures(page)).toEqual(realFigures);
  await page.emulateMedia({ media: "screen" });
  await page.clock.runFor(1600);
  await expect(counters).toHaveText(realFigures);
});

test("the impact counters never read 0: not in the server's HTML, nor without JavaScript", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const served = [...html.matchAll(/data-testid="impact-counter"[^>]*>(.*?)<\/span>/g)].map(
    (match) => (match[1] ?? "").replace(/<!-- -->/g, ""),
  );
  expect(served).toEqual(realFigures);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("impact-counter")).toHaveText(realFigures);
  await context.close();
});

test("a quick flick past the band ends the count on the real figures", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1000);
  const counters = page.getByTestId("impact-counter");
  await page.getByRole("heading", { name: "Our Impact" }).scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return counters.first().textContent();
    })
    .not.toBe("500+");
  // Away again before the count is done: the count ends on the figures, with no time passing.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(counters).toHaveText(realFigures);
});

test("a window as tall as the page (a full-page capture) shows the real figures throughout", async ({
  page,
}) => {
  await page.goto("/");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height });
  // A count would take 1.5 s: look at the figures five times over the first second.
  for (let look = 0; look < 5; look += 1) {
    expect(await drawnFigures(page)).toEqual(realFigures);
    await page.waitForTimeout(200);
  }
});

test("visitors who prefer reduced motion see the final figures at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("heading", { name: "Our Impact" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("impact-counter")).toHaveText(realFigures);
});

test("the testimonial carousel advances every 5 s, wraps, jumps with dots and pauses", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  // From here only the test moves time, so a slow machine cannot let a slide go by unseen.
  await page.clock.pauseAt(Date.now() + 1000);
  const carousel = page.getByRole("group", { name: "What people say" });
  const slides = carousel.getByRole("listitem");
  await expect(slides).toHaveCount(4);
  // It is further down the page: a visitor scrolls to it, and its slides then come into view.
  await carousel.scrollIntoViewIfNeeded();
  /** The slide on screen, and the dot that says so. */
  const expectShown = async (number: number) => {
    await expect(slides.nth(number - 1)).toBeInViewport({ ratio: 0.9 });
    await expect(
      carousel.getByRole("link", { name: `Show testimonial ${number} of 4` }),
    ).toHaveAttribute("aria-current", "true");
  };
  await expectShown(1);
  await expect(slides.first()).toContainText("Parent");
  await page.mouse.move(0, 0);

  for (const number of [2, 3, 4, 1]) {
    await page.clock.runFor(5000);
    await expectShown(number);
  }

  await carousel.getByRole("link", { name: "Show testimonial 3 of 4" }).click();
  await expectShown(3);
  await expect(slides.nth(2)).toContainText("Community Member");

  // Pointing at it (the click left the pointer there) holds it still.
  await page.clock.runFor(12_000);
  await expectShown(3);

  await carousel.getByRole("button", { name: "Pause testimonials" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(12_000);
  await expectShown(3);

  await carousel.getByRole("button", { name: "Play testimonials" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(5000);
  await expectShown(4);

  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expectShown(3);
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expectShown(1);
});

test("the home hero's buttons lead to Join Us and Volunteer", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("main section").first();
  await expect(hero.getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/join-us");
  await expect(hero.getByRole("link", { name: "Volunteer" })).toHaveAttribute("href", "/volunteer");
  const highlights = page.getByRole("region", { name: "Find your way in" });
  await expect(highlights.getByRole("link", { name: "Get Involved" })).toHaveAttribute(
    "href",
    "/volunteer",
  );
  await expect(highlights.getByRole("link", { name: "Latest News" })).toHaveAttribute(
    "href",
    "/news",
  );
  await expect(page.getByRole("heading", { name: "Watch Our Latest Update" })).toBeVisible();
});
