import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

export type ScriptWeight = { url: string; gzipBytes: number };

/**
 * Loads a page and measures every JavaScript file it fetched, gzipped at the server's level
 * (compression's default, zlib level 6), once a visitor has started on its form if it has one
 * (the most a page loads, ADR 0033). Returns the files and the total.
 */
export async function measurePageScripts(page: Page, url: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) {
      scripts.set(response.url(), response.body());
    }
  });
  await page.goto(url, { waitUntil: "load" });
  // A form's scripts load once a visitor starts on it (ADR 0033): waitForHydration starts them.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const files: ScriptWeight[] = [];
  for (const [scriptUrl, body] of scripts) {
    files.push({
      url: new URL(scriptUrl).pathname,
      gzipBytes: gzipSync(await body, { level: 6 }).length,
    });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
