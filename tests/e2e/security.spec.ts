import { createHash } from "node:crypto";
import { waitForHydration } from "../support/hydration";
import { expect, test } from "../support/test";

test("every page carries the security headers, and its CSP allows exactly its own inline scripts by hash", async ({
  request,
}) => {
  const first = await request.get("/");
  const headers = first.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain(
    "frame-src https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com",
  );
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-powered-by"]).toBeUndefined();

  // One body serves every visitor (the page cache), so no nonce: each inline script's hash.
  const html = await first.text();
  expect(csp).not.toContain("nonce");
  expect(html).not.toContain("nonce=");
  // Data blocks (the islands' site data, ADR 0025) are never run, so need no hash.
  const inline = [
    ...html.matchAll(
      /<script\b(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(
    ([, content]) =>
      `'sha256-${createHash("sha256")
        .update(content ?? "")
        .digest("base64")}'`,
  );
  expect(inline.length).toBeGreaterThan(0);
  const scriptSrc = csp.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
  expect(scriptSrc).toEqual(["'self'", ...new Set(inline)]);

  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).toBe(csp);
});

test("the 404 page carries the same headers", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("pages load with no Content Security Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  // The first visit renders each page; the second is answered from the page cache.
  for (const path of ["/", "/contact", "/news", "/", "/contact", "/news"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
  }
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About Us");
  expect(violations).toEqual([]);
});

test("HTML is compressed and hashed assets are cached immutably", async ({ request }) => {
  const page = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const html = await page.text();
  const script = html.match(/"(\/assets\/[^" ]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");

  const missing = await request.get("/assets/not-a-real-file.js");
  expect(missing.status()).toBe(404);
});
