/**
 * Every public media object, original or copy, on either driver: kept five minutes, then
 * revalidated (a cheap 304), so a withdrawn photo stops being served within minutes
 * (docs/decisions/0009-media-caching-and-withdrawal.md).
 */
export const publicMediaCacheControl = "public, max-age=300, must-revalidate";

/** One stored file: a server-made key (§7 path shapes) and its type. */
export type MediaObject = {
  key: string;
  /** A finished file on local disk; the caller deletes it afterwards. */
  filePath: string;
  contentType: string;
};

/** How to answer a request for an object. */
export type MediaLocation = { type: "file"; path: string } | { type: "redirect"; url: string };

/** Where media files live. Every driver refuses to replace an object that already exists. */
export interface MediaStorage {
  readonly driver: "local" | "s3";
  put(object: MediaObject): Promise<void>;
  /** Removing an object that is already gone succeeds. */
  remove(key: string): Promise<void>;
  /**
   * Re-keys an object, so its old URL answers 404 everywhere (a withdrawn file's objects move to
   * new random keys). Rejects if the old key does not exist or the new one does.
   */
  move(fromKey: string, toKey: string): Promise<void>;
  locate(key: string): MediaLocation;
}

/** Keys are made by the server; this refuses anything else (no "..", no absolute paths). */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/.test(key) || key.includes("..")) {
    throw new Error(`Unsafe media key: ${key}`);
  }
}
