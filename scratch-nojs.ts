import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";
import { startProductionServer } from "./tests/support/production-server";

const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const js of [false, true]) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`, { waitUntil: "load" });
  const dims = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth, sh: document.documentElement.scrollHeight, vv: visualViewport?.scale }));
  const dot = page.locator('[aria-label^="Show testimonial 3 of"]');
  await dot.scrollIntoViewIfNeeded();
  const after = await page.evaluate(() => ({ y: scrollY, vvTop: visualViewport?.pageTop }));
  const box = await dot.boundingBox();
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 120), { x: (box?.x ?? 0) + 5, y: (box?.y ?? 0) + 5 });
  console.log(JSON.stringify({ js, dims, after, box, hit }));
  await context.close();
}
await browser.close();
await server.stop();
