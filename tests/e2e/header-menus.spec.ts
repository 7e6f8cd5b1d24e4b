import type { Page } from "@playwright/test";
import { listSectionLinks, mainNavigation } from "../../app/features/pages/navigation";
import { headerMessages } from "../../app/shared/site/header-messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * The header's menus as visitors use them (issue 34): with JavaScript off, by keyboard on a
 * laptop, and on a phone. How fast a tap is answered is timed in header-taps.spec.ts.
 */

const banner = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page) =>
  banner(page).getByRole("button", { name: headerMessages.menu, exact: true });
const phoneMenu = (page: Page) => page.locator("#site-menu");
const desktopMenu = (page: Page) =>
  banner(page).getByRole("navigation", { name: "Main" }).filter({ visible: true });
/** A section's summary: a button to the browser, but no role of its own in Playwright's eyes. */
const summary = (page: Page, scope: "#site-menu" | "[data-disclosure-nav]", label: string) =>
  page.locator(`${scope} summary`, { hasText: label });
const overview = (label: string) => headerMessages.sectionOverview(label);

const phone = { width: 375, height: 812 };
const laptop = { width: 1280, height: 800 };

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false, hydrateEarly: false });

  test("the phone menu opens, a section opens and its link is followed", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await expect(phoneMenu(page)).toBeVisible();
    const mission = phoneMenu(page).getByRole("link", { name: "Our Mission" });
    await expect(mission).toBeHidden();
    await summary(page, "#site-menu", "About Us").click();
    await mission.click();
    await expect(page).toHaveURL("/about/mission");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mission");
  });

  test("a wide screen's dropdown opens and its link is followed", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const haf = desktopMenu(page).getByRole("link", { name: "HAF Healthy Holidays" });
    await expect(haf).toBeHidden();
    await summary(page, "[data-disclosure-nav]", "What We Deliver").click();
    await haf.click();
    await expect(page).toHaveURL("/what-we-deliver/haf");
  });
});

test.describe("the keyboard on a laptop", () => {
  test.use({ viewport: laptop });

  test("Tab reaches the header's Donate in at most 18 presses from the top", async ({ page }) => {
    await page.goto("/");
    let presses = 0;
    const donateFocused = () =>
      page.evaluate(() => document.activeElement?.matches('header a[href="/donate"]') ?? false);
    while (presses < 40 && !(await donateFocused())) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    console.info(`Tab presses to the header's Donate: ${presses}`);
    expect(await donateFocused()).toBe(true);
    expect(presses).toBeLessThanOrEqual(18);
  });

  test("a section opens with Enter or Space, its links join the Tab order, Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const about = summary(page, "[data-disclosure-nav]", "About Us");
    const deliver = summary(page, "[data-disclosure-nav]", "What We Deliver");
    const aboutOverview = desktopMenu(page).getByRole("link", { name: overview("About Us") });
    await desktopMenu(page).getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(about).toBeFocused();
    // Closed, its links are not in the Tab order: the next Tab goes to the next section.
    await page.keyboard.press("Tab");
    await expect(deliver).toBeFocused();
    await page.keyboard.press("Shift+Tab");

    await page.keyboard.press("Enter");
    await expect(aboutOverview).toBeVisible();
    await expect(page).toHaveURL("/");
    await page.keyboard.press("Tab");
    await expect(aboutOverview).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(desktopMenu(page).getByRole("link", { name: "Our Mission" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(aboutOverview).toBeHidden();
    await expect(about).toBeFocused();

    await page.keyboard.press("Space");
    await expect(aboutOverview).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(aboutOverview).toBeHidden();
    await expect(about).toBeFocused();
  });

  test("opening one section closes the other; a click outside or focus leaving closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const aboutOverview = desktopMenu(page).getByRole("link", { name: overview("About Us") });
    const deliverOverview = desktopMenu(page).getByRole("link", {
      name: overview("What We Deliver"),
    });
    await summary(page, "[data-disclosure-nav]", "About Us").click();
    await expect(aboutOverview).toBeVisible();
    await summary(page, "[data-disclosure-nav]", "What We Deliver").click();
    await expect(deliverOverview).toBeVisible();
    await expect(aboutOverview).toBeHidden();

    await page.mouse.click(640, 600);
    await expect(deliverOverview).toBeHidden();

    await summary(page, "[data-disclosure-nav]", "Contact Us").click();
    const contact = desktopMenu(page).getByRole("link", { name: overview("Contact Us") });
    await expect(contact).toBeVisible();
    // Tab through its links and on, out of the menu: the section closes behind.
    const contactSection = mainNavigation.find((item) => item.label === "Contact Us");
    if (!contactSection) throw new Error("The menu has no Contact Us section");
    const links = listSectionLinks(contactSection);
    for (let press = 0; press <= links.length; press += 1) await page.keyboard.press("Tab");
    await expect(contact).toBeHidden();
  });
});

test.describe("the phone header", () => {
  test.use({ viewport: phone });

  test("shows Donate beside the menu button without opening the menu", async ({ page }) => {
    await page.goto("/");
    const donate = banner(page).getByRole("link", { name: "Donate", exact: true });
    await expect(donate.filter({ visible: true })).toHaveCount(1);
    await expect(donate.filter({ visible: true })).toBeInViewport();
    const box = await donate.filter({ visible: true }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  test("a link chosen in the menu closes it, and Back brings the page back with it shut", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await phoneMenu(page).getByRole("link", { name: "News & Events" }).click();
    await expect(page).toHaveURL("/news");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(phoneMenu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing serious with the menus open, ${theme} theme`, async ({ page }) => {
    await storeThemePreference(page, theme);
    await page.setViewportSize(phone);
    await page.goto("/about/mission");
    await menuButton(page).click();
    await summary(page, "#site-menu", "About Us").click();
    await expect(phoneMenu(page).getByRole("link", { name: "Our Mission" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize(laptop);
    await page.goto("/about/mission");
    await summary(page, "[data-disclosure-nav]", "About Us").click();
    await expect(desktopMenu(page).getByRole("link", { name: "Our Mission" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
