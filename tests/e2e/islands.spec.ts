import { listIslands } from "../../scripts/islands-bundle";
import { expect, test } from "../support/test";

/** Pages that between them show every island (ADR 0025). */
const pages = [
  "/",
  "/contact",
  "/contact/register-child",
  "/donate",
  "/about",
  "/volunteer/apply",
  "/news",
];

test("visitors' pages load React and their islands only, and hydrate them without a warning", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const shown = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    for (const name of await page
      .locator("[data-island]")
      .evaluateAll((wrappers) => wrappers.map((wrapper) => wrapper.getAttribute("data-island")))) {
      if (name) shown.add(name);
    }
    // No router in the page: no route modules, no hydration data.
    expect(
      await page.evaluate(
        () => "__reactRouterContext" in window || "__reactRouterRouteModules" in window,
      ),
    ).toBe(false);
  }
  const expected = listIslands().islands.map((island) => island.name);
  expect([...shown].sort()).toEqual(expected.sort());
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.startsWith("/assets/islands/"))).toEqual([]);
  expect(problems).toEqual([]);
});

test("a staff page is still hydrated by React Router", async ({ page }) => {
  await page.goto("/login");
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await expect(page.locator("[data-island]")).toHaveCount(0);
});

test("a form sent from an island gets the action's answer without leaving the page", async ({
  page,
}) => {
  await page.goto("/news");
  const sent = page.waitForResponse((response) => response.url().includes("/send-form?page="));
  const form = page.locator("form", { has: page.getByRole("button", { name: "Sign me up" }) });
  await form.getByRole("button", { name: "Sign me up" }).click();
  const response = await sent;
  expect(response.status()).toBe(400);
  expect(response.headers()["content-type"]).toContain("application/json");
  await expect(form.getByRole("textbox", { name: /^Your email address/ })).toBeFocused();
  expect(page.url()).toMatch(/\/news$/);
});
