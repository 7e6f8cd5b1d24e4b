import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

const html = (page: Page) => page.locator("html");

test("system is the default and follows the OS setting live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await expect(html(page)).toHaveAttribute("data-theme", "system");
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test("the toggle cycles system, light, dark and the choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /^Theme: / });
  await expect(toggle).toHaveAccessibleName("Theme: System. Switch to light theme");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Theme: Light. Switch to dark theme");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Theme: Dark. Switch to system theme");
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: /^Theme: / })).toHaveAccessibleName(
    "Theme: Dark. Switch to system theme",
  );
});

test("a light choice wins over a dark OS setting", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await storeThemePreference(page, "light");
  await page.goto("/");
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test("the stored theme is on <html> before the body is parsed (no flash)", async ({ page }) => {
  await storeThemePreference(page, "dark");
  await page.addInitScript(() => {
    const record = window as unknown as { themeAtBody?: string };
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      record.themeAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  const themeAtBody = await page.evaluate(
    () => (window as unknown as { themeAtBody?: string }).themeAtBody,
  );
  expect(themeAtBody).toContain("dark");
});

test("hydration raises no warnings or errors in either theme", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const theme of ["light", "dark"] as const) {
    await storeThemePreference(page, theme);
    await page.goto("/what-we-offer");
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("the logo follows the resolved theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const header = page.locator("header");
  await expect(header.locator('img[data-variant="dark"]')).toBeVisible();
  await expect(header.locator('img[data-variant="light"]')).toBeHidden();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(header.locator('img[data-variant="light"]')).toBeVisible();
  await expect(header.locator('img[data-variant="dark"]')).toBeHidden();
});

test("the light logo stands in when the dark one fails to load", async ({ page }) => {
  await page.route("**/brand/logo-dark.svg", (route) => route.abort());
  await storeThemePreference(page, "dark");
  await page.goto("/");
  const header = page.locator("header");
  await expect(header.locator('img[data-variant="light"]')).toBeVisible();
  await expect(header.locator('img[data-variant="dark"]')).toHaveCount(0);
});

test("on a staff page too the light logo stands in, when the dark one fails after hydration or before", async ({
  page,
}) => {
  await storeThemePreference(page, "dark");
  let failDark = () => {};
  const held = new Promise<void>((resolve) => {
    failDark = resolve;
  });
  await page.route("**/brand/logo-dark.svg", async (route) => {
    await held;
    await route.abort();
  });
  // The page fixture's goto waits for React to have hydrated the staff page.
  await page.goto("/login");
  const header = page.getByRole("banner");
  const dark = header.locator('img[data-variant="dark"]');
  const light = header.locator('img[data-variant="light"]');
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  failDark();
  await expect(light).toBeVisible();
  await expect(dark).toHaveCount(0);

  await page.unroute("**/brand/logo-dark.svg");
  await page.route("**/brand/logo-dark.svg", (route) => route.abort());
  await page.goto("/login");
  await expect(light).toBeVisible();
  await expect(dark).toHaveCount(0);
});
