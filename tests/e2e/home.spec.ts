import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/test";

test("the impact counters count up from 0 once the band is in view", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  const counters = page.getByTestId("impact-counter");
  await expect(counters).toHaveText(["0+", "0", "0", "0+"]);
  // From here time moves only when the test says, so a slow machine cannot finish the count
  // between two checks.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("heading", { name: "Our Impact" }).scrollIntoViewIfNeeded();
  // The count starts when the band is seen (an IntersectionObserver, on its own schedule).
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return counters.first().textContent();
    })
    .not.toBe("0+");
  await expect(counters.first()).not.toHaveText("500+");
  await page.clock.runFor(2100);
  await expect(counters).toHaveText(["500+", "150", "15", "10,000+"]);
});

test("visitors who prefer reduced motion see the final figures at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("impact-counter")).toHaveText(["500+", "150", "15", "10,000+"]);
});

test("the testimonial carousel advances every 5 s, wraps, jumps with dots and pauses", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  // From here only the test moves time, so a slow machine cannot let a slide go by unseen.
  await page.clock.pauseAt(Date.now() + 1000);
  const carousel = page.getByRole("group", { name: "What people say" });
  const slide = carousel.locator("figure");
  await expect(slide).toContainText("Parent");
  await page.mouse.move(0, 0);

  await page.clock.runFor(5000);
  await expect(slide).toContainText("Volunteer");
  await page.clock.runFor(5000);
  await expect(slide).toContainText("Community Member");
  await page.clock.runFor(5000);
  await expect(slide).toContainText("Former Participant");
  await page.clock.runFor(5000);
  await expect(slide).toContainText("Parent");

  await carousel.getByRole("button", { name: "Show testimonial 3 of 4" }).click();
  await expect(slide).toContainText("Community Member");
  await expect(carousel.getByRole("button", { name: "Show testimonial 3 of 4" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // Pointing at it (the click left the pointer there) holds it still.
  await page.clock.runFor(12_000);
  await expect(slide).toContainText("Community Member");

  await carousel.getByRole("button", { name: "Pause testimonials" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(12_000);
  await expect(slide).toContainText("Community Member");

  await carousel.getByRole("button", { name: "Play testimonials" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(5000);
  await expect(slide).toContainText("Former Participant");
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
