import type { Page } from "@playwright/test";
import { settingsMessages } from "../../app/features/settings/messages";
import { essentialsServer } from "../support/essentials-server";
import { makePng } from "../support/media-fixtures";
import { saveScreen } from "../support/screens";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * The logo in Settings: an admin uploads their own, every page's header and footer show it, and a
 * visitor downloads only the logo variant they are shown. It changes every page of its server.
 */
test.describe.configure({ mode: "serial" });

const homeLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /, home$/ });
const headerLogo = (page: Page) => homeLink(page).locator("img");

/** Every logo image the page downloaded: built-in marks and uploaded Branding files. */
function recordLogoRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/**
 * The logo images that are really painted (the theme's variant). A lazy footer logo has its box
 * before it has chosen its source, so this waits until every painted one has.
 */
async function shownLogoSources(page: Page) {
  let sources: string[] = [];
  await expect(async () => {
    sources = await page
      .locator("img[data-variant]")
      .evaluateAll((images) =>
        images
          .filter((image) => image.getBoundingClientRect().width > 0)
          .map((image) => (image as HTMLImageElement).currentSrc),
      );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((source) => source !== "")).toBe(true);
  }).toPass({ timeout: 10_000 });
  return sources.map((source) => new URL(source).pathname);
}

const builtInShown = {
  // The light mark in the header and the dark one on the always-dark footer.
  light: ["/brand/logo-dark.svg", "/brand/logo-light.svg"],
  dark: ["/brand/logo-dark.svg"],
};

for (const theme of ["light", "dark"] as const) {
  test(`the built-in logo, ${theme} theme: a visitor downloads only the variant each place shows`, async ({
    page,
  }) => {
    await storeThemePreference(page, theme);
    const requested = recordLogoRequests(page);
    await page.goto(`${essentialsServer.baseUrl}/`);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(headerLogo(page).locator("visible=true")).toHaveJSProperty("complete", true);
    const shown = [...new Set(await shownLogoSources(page))].sort();
    expect(shown).toEqual(builtInShown[theme]);
    const logoRequests = [...new Set(requested.filter((url) => url.startsWith("/brand/")))];
    expect(logoRequests.sort()).toEqual(shown);
  });
}

test("an admin uploads their own logo in Settings and every page shows it, in both themes", async ({
  page,
  browser,
}) => {
  test.slow();
  await openStaffDashboard(page, "settings", essentialsServer);
  const logoSection = page.getByRole("region", { name: "Logo" });
  await logoSection.getByLabel("Upload a new light logo").setInputFiles({
    name: "our-logo.png",
    mimeType: "image/png",
    buffer: await makePng(600, 200),
  });
  await expectToast(page, settingsMessages.logo.saved);
  const lightChoices = logoSection.getByRole("group", { name: "Logo on light backgrounds" });
  await expect(lightChoices.getByRole("radio", { name: "our-logo.png" })).toBeChecked();

  for (const theme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const visitor = await context.newPage();
      await storeThemePreference(visitor, theme);
      const requested = recordLogoRequests(visitor);
      await visitor.goto(`${essentialsServer.baseUrl}/about`);
      const logo = headerLogo(visitor).locator("visible=true");
      await expect(logo).toHaveCount(1);
      await expect(logo).toHaveJSProperty("complete", true);
      // The dark theme has no dark logo of its own yet: the uploaded one stands in.
      expect(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        /\/media\/branding\//,
      );
      const box = await logo.boundingBox();
      // A wide logo keeps its shape at the header's height (40 px).
      expect(box?.height).toBe(40);
      expect(box?.width).toBe(120);
      expect(requested.filter((url) => url.startsWith("/brand/"))).toEqual([]);
      // The charity's name stays beside a wide logo, and the header still fits the screen.
      await expect(homeLink(visitor).locator("span")).toBeVisible();
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await saveScreen(visitor, `site-logo-uploaded`);
      await context.close();
    }
  }

  // Back to the built-in mark, so the page looks as the other tests on this server expect.
  await lightChoices.getByRole("radio", { name: "Built-in logo" }).check({ force: true });
  await logoSection.getByRole("button", { name: "Save logo" }).click();
  await expectToast(page, settingsMessages.logo.saved);
  await page.goto(`${essentialsServer.baseUrl}/`);
  await expect(headerLogo(page).first()).toHaveAttribute("src", "/brand/logo-light.svg");
});
