import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { mayUsePageCache, pageCacheKey } from "./page-cache-key";

const request = (url: string, headers: IncomingMessage["headers"] = {}, method = "GET") =>
  ({ url, headers, method }) as IncomingMessage;

test("visitors' GET and HEAD requests for pages without a query string use the cache", () => {
  expect(mayUsePageCache(request("/about"))).toBe(true);
  expect(mayUsePageCache(request("/", {}, "HEAD"))).toBe(true);
  expect(mayUsePageCache(request("/about", { cookie: "theme=dark" }))).toBe(true);
});

test("signed-in staff, previews, forms and the dashboard never do", () => {
  expect(mayUsePageCache(request("/about", { cookie: "better-auth.session_token=abc" }))).toBe(
    false,
  );
  expect(
    mayUsePageCache(request("/", { cookie: "a=1; __Secure-better-auth.session_token=abc" })),
  ).toBe(false);
  expect(mayUsePageCache(request("/about?preview=rev-1"))).toBe(false);
  expect(mayUsePageCache(request("/contact", {}, "POST"))).toBe(false);
  expect(mayUsePageCache(request("/admin"))).toBe(false);
  expect(mayUsePageCache(request("/login"))).toBe(false);
  expect(mayUsePageCache(request("/Admin/media"))).toBe(false);
});

test("without SITE_URL the host and scheme the links were built from are part of the key", () => {
  const local = request("/about", { host: "localhost:3000" });
  const loopback = request("/about", { host: "127.0.0.1:3000" });
  expect(pageCacheKey(local, {})).not.toBe(pageCacheKey(loopback, {}));
  const forwarded = request("/about", { host: "localhost:3000", "x-forwarded-host": "127.0.0.1" });
  expect(pageCacheKey(forwarded, {})).not.toBe(pageCacheKey(local, {}));
  const site = { siteOrigin: "https://northfold.example.org" };
  expect(pageCacheKey(local, site)).toBe(pageCacheKey(loopback, site));
});
