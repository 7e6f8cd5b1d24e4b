import { writeFile } from "node:fs/promises";
import { setServerClock } from "../support/shifted-clock";
import { expect, test } from "../support/test";

/**
 * What's on and Home's This week list days from today: at UK midnight they move on, even when
 * the page cache holds the page (ADR 0039), here on the night the clocks go back. The clock
 * server's clock is moved, never the browser's, and put back after.
 */

const clockFile = process.env.E2E_CLOCK_FILE ?? "";

test.afterEach(async () => {
  await writeFile(clockFile, "0");
});

/** A signed-out visitor's page, as the page cache keeps it (no query string, no cookie). */
async function visitorHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("What's on and This week show the new day at UK midnight, though the cache held the old one", async ({
  request,
}) => {
  // 23:59:50 on Saturday 24 October 2026 in London (BST).
  await setServerClock(clockFile, new Date("2026-10-24T22:59:50Z"));
  for (const path of ["/whats-on", "/"]) {
    // The second answer comes from the page cache.
    for (let visit = 0; visit < 2; visit += 1) {
      expect(await visitorHtml(request, path)).toContain("Today: Saturday 24 October 2026");
    }
  }

  // 00:00:05 on Sunday 25 October in London, well within the cache's five minutes.
  await setServerClock(clockFile, new Date("2026-10-24T23:00:05Z"));
  for (const path of ["/whats-on", "/"]) {
    const html = await visitorHtml(request, path);
    expect(html).toContain("Today: Sunday 25 October 2026");
    expect(html).not.toContain("Today: Saturday 24 October 2026");
  }
});
