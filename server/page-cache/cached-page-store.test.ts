import { expect, test } from "vitest";
import { type CachedPage, createCachedPageStore } from "./cached-page-store";

/** A page whose three bodies take `bytes` together. */
function pageOf(version: number, bytes: number, marker = "x"): CachedPage {
  const third = Math.floor(bytes / 3);
  return {
    version,
    status: 200,
    headers: [["content-type", "text/html"]],
    etag: `W/"${marker}"`,
    bodies: {
      identity: Buffer.alloc(bytes - 2 * third, marker),
      gzip: Buffer.alloc(third),
      br: Buffer.alloc(third),
    },
  };
}

test("a page is returned only at the version it was rendered at, then dropped", () => {
  const store = createCachedPageStore({ maxBytes: 1000, maxAgeMs: 60_000 });
  store.set("/about", pageOf(3, 90));
  expect(store.get("/about", 3)?.version).toBe(3);
  expect(store.get("/about", 4)).toBeUndefined();
  expect(store.has("/about")).toBe(false);
  expect(store.totalBytes).toBe(0);
});

test("the least recently used pages go first once the bodies pass the byte limit", () => {
  const store = createCachedPageStore({ maxBytes: 300, maxAgeMs: 60_000 });
  store.set("/a", pageOf(1, 100));
  store.set("/b", pageOf(1, 100));
  store.set("/c", pageOf(1, 100));
  store.get("/a", 1);
  store.set("/d", pageOf(1, 100));
  expect(["/a", "/b", "/c", "/d"].filter((key) => store.has(key))).toEqual(["/a", "/c", "/d"]);
  expect(store.totalBytes).toBe(300);
  store.set("/huge", pageOf(1, 301));
  expect(store.has("/huge")).toBe(false);
  expect(store.count).toBe(3);
});

test("a page older than the maximum age is not returned", () => {
  let now = 1_000;
  const store = createCachedPageStore({ maxBytes: 1000, maxAgeMs: 300, now: () => now });
  store.set("/news", pageOf(1, 30));
  now += 299;
  expect(store.get("/news", 1)).toBeDefined();
  now += 1;
  expect(store.get("/news", 1)).toBeUndefined();
});

test("a slow render of an older version does not replace a newer page", () => {
  const store = createCachedPageStore({ maxBytes: 1000, maxAgeMs: 60_000 });
  store.set("/", pageOf(5, 60, "n"));
  store.set("/", pageOf(4, 90, "o"));
  expect(store.get("/", 5)?.etag).toBe('W/"n"');
  expect(store.totalBytes).toBe(60);
  store.set("/", pageOf(6, 30, "m"));
  expect(store.get("/", 6)?.etag).toBe('W/"m"');
  expect(store.totalBytes).toBe(30);
});

test("a page is dropped at the moment its content changes by the clock, before its maximum age", () => {
  let now = 1_000;
  const store = createCachedPageStore({ maxBytes: 1000, maxAgeMs: 300_000, now: () => now });
  store.set("/", pageOf(1, 30), 1_500);
  now = 1_499;
  expect(store.get("/", 1)).toBeDefined();
  now = 1_500;
  expect(store.get("/", 1)).toBeUndefined();
  store.set("/", pageOf(1, 30), 10_000_000);
  now += 299_999;
  expect(store.get("/", 1)).toBeDefined();
  now += 1;
  expect(store.get("/", 1)).toBeUndefined();
});
