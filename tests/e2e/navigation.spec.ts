import { mainNavigation } from "../../app/content/navigation";
import { expect, test } from "../support/test";

test.describe("desktop menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the top-level pages in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const topLinks = nav.locator(":scope > ul > li > a");
    await expect(topLinks).toHaveText(mainNavigation.map((item) => item.label));
  });

  test("opens a dropdown on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const parent = nav.getByRole("link", { name: "What We Deliver" });
    const subLink = nav.getByRole("link", { name: "HAF Healthy Holidays" });
    await expect(subLink).toBeHidden();
    await parent.hover();
    await expect(parent).toHaveAttribute("aria-expanded", "true");
    await expect(subLink).toBeVisible();
    await expect(nav.locator(`#${await parent.getAttribute("aria-controls")} a`)).toHaveCount(9);
    await page.mouse.move(5, 600);
    await expect(subLink).toBeHidden();

    await parent.hover();
    await subLink.click();
    await expect(page).toHaveURL("/what-we-deliver/haf");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("HAF Healthy Holidays");
  });

  test("opens on keyboard focus; arrows and Tab move; Escape closes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "About Us" });
    const mission = nav.getByRole("link", { name: "Our Mission" });

    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(about).toBeFocused();
    await expect(mission).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(mission).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "The Difference We Make" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(mission).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "The Difference We Make" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(about).toBeFocused();
    await expect(mission).toBeHidden();
    await expect(about).toHaveAttribute("aria-expanded", "false");

    // With the menu closed, Tab moves on to the next top-level item and opens that one.
    await page.keyboard.press("Tab");
    const deliver = nav.getByRole("link", { name: "What We Deliver" });
    await expect(deliver).toBeFocused();
    await expect(nav.getByRole("link", { name: "Open Access Youth Provision" })).toBeVisible();
    await expect(mission).toBeHidden();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/what-we-deliver/youth-provision");
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens, expands a parent with +/-, and closes when a sub-item is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "News & Events" })).toBeVisible();

    const mission = menu.getByRole("link", { name: "Our Mission" });
    await expect(mission).toBeHidden();
    await menu.getByRole("button", { name: "Show About Us pages" }).click();
    await expect(mission).toBeVisible();
    await expect(menu.getByRole("button", { name: "Hide About Us pages" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await menu.getByRole("button", { name: "Hide About Us pages" }).click();
    await expect(mission).toBeHidden();
    await menu.getByRole("button", { name: "Show About Us pages" }).click();

    await mission.click();
    await expect(page).toHaveURL("/about/mission");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("choosing a link without sub-items closes the menu", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "News & Events" }).click();
    await expect(page).toHaveURL("/news");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the theme toggle is in the small-screen header too", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: /^Theme: / })).toBeVisible();
  });
});

test.describe("scrolling between pages", () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test("a new page starts at the top; Back restores the old position", async ({ page }) => {
    await page.goto("/");
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    await quickLinks.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(200);

    await quickLinks.getByRole("link", { name: "Volunteer" }).click();
    await expect(page).toHaveURL("/volunteer");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test("the skip link jumps to the main content by its #anchor", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about#main-content");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});
