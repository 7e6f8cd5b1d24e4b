import { mainNavigation } from "../../app/features/pages/navigation";
import { headerMessages } from "../../app/shared/site/header-messages";
import { expect, test } from "../support/test";

const menuButtonName = { name: headerMessages.menu, exact: true };

test.describe("desktop menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the top-level pages in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const topItems = nav.locator(":scope > ul > li > a, :scope > ul > li > details > summary");
    await expect(topItems).toHaveText(mainNavigation.map((item) => item.label));
  });

  test("a click opens a section, its own page first; a click outside closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const section = nav.locator("details", { hasText: "What We Deliver" });
    const subLink = nav.getByRole("link", { name: "HAF Healthy Holidays" });
    await expect(subLink).toBeHidden();
    await section.locator("summary").click();
    await expect(subLink).toBeVisible();
    await expect(section.getByRole("link")).toHaveCount(10);
    await expect(section.getByRole("link").first()).toHaveText(
      headerMessages.sectionOverview("What We Deliver"),
    );
    await page.mouse.click(5, 600);
    await expect(subLink).toBeHidden();

    await section.locator("summary").click();
    await subLink.click();
    await expect(page).toHaveURL("/what-we-deliver/haf");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("HAF Healthy Holidays");
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens, expands a section and closes it, and a sub-item leads to its page", async ({
    page,
  }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", menuButtonName);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
    await expect(menu.getByRole("link", { name: "News & Events" })).toBeVisible();

    const about = menu.locator("summary", { hasText: "About Us" });
    const mission = menu.getByRole("link", { name: "Our Mission" });
    await expect(mission).toBeHidden();
    await about.click();
    await expect(mission).toBeVisible();
    await expect(
      menu.getByRole("link", { name: headerMessages.sectionOverview("About Us") }),
    ).toBeVisible();
    await about.click();
    await expect(mission).toBeHidden();
    await about.click();

    await mission.click();
    await expect(page).toHaveURL("/about/mission");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.getByRole("button", menuButtonName)).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a tap outside the menu closes it", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", menuButtonName).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.mouse.click(5, 40);
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.getByRole("button", menuButtonName)).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", menuButtonName).click();
    await page.locator("#site-menu").getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.getByRole("button", menuButtonName)).toBeFocused();
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
