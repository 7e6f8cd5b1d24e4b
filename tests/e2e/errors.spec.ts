import { homePages } from "../../app/features/pages/pages/home";
import { expect, test } from "../support/test";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homePages.homepage.heroTitle);
});

test("a nested unknown path under a real section also answers 404", async ({ request }) => {
  const response = await request.get("/about/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});

test("a router error answers with the error page and no stack trace", async ({ request }) => {
  // A page that shows no form takes no POST: a router error (405) in the production build.
  const response = await request.post("/about", { form: { anything: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("Method Not Allowed");
  expect(html).not.toMatch(/\bat \S+ \(/);
  expect(html).not.toContain("node_modules");
});
