import type { Browser } from "@playwright/test";
import { staffBaseUrl } from "./staff-server";
import { expect } from "./test";

/** A signed-out visitor's HTML for a page on the staff server, as the server renders it. */
export async function visitorHtml(browser: Browser, route: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${staffBaseUrl}${route}`);
    expect(response?.status()).toBe(200);
    return await page.content();
  } finally {
    await context.close();
  }
}
