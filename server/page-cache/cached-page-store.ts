/** A rendered answer, kept compressed both ways so a visit costs no rendering and no compressing. */
export type CachedPage = {
  /** The content version it was rendered at (app/features/pages/content-version.server.ts). */
  version: number;
  status: number;
  /** Every header of the fresh answer except the request's own id, as they were sent. */
  headers: readonly (readonly [string, string])[];
  etag: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
};

export type CachedPageStore = ReturnType<typeof createCachedPageStore>;

function sizeOf(page: CachedPage) {
  const { identity, gzip, br } = page.bodies;
  return identity.length + gzip.length + br.length;
}

/**
 * Rendered pages by key, least recently used first out once their bodies pass `maxBytes`.
 * A page rendered at another content version, older than `maxAgeMs`, or past the moment its
 * loaders said it changes by the clock (app/shared/lib/request-facts.ts), is never returned.
 */
export function createCachedPageStore({
  maxBytes,
  maxAgeMs,
  now = Date.now,
}: {
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
}) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const pages = new Map<string, { page: CachedPage; expiresAt: number }>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    totalBytes -= sizeOf(entry.page);
  }

  return {
    /** Cheap: whether a lookup is worth reading the content version for. */
    has: (key: string) => pages.has(key),
    get(key: string, version: number) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (entry.page.version !== version || now() >= entry.expiresAt) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    /**
     * `changesAt`: when the page's content changes with the clock alone (a notice starting, an
     * event ending); it is dropped then rather than at its maximum age.
     */
    set(key: string, page: CachedPage, changesAt?: number) {
      // A slow render of an older version must not replace a newer one.
      if ((pages.get(key)?.page.version ?? Number.NEGATIVE_INFINITY) > page.version) return;
      remove(key);
      const size = sizeOf(page);
      if (size > maxBytes) return;
      pages.set(key, { page, expiresAt: Math.min(now() + maxAgeMs, changesAt ?? Infinity) });
      totalBytes += size;
      for (const oldest of pages.keys()) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get totalBytes() {
      return totalBytes;
    },
    get count() {
      return pages.size;
    },
  };
}
