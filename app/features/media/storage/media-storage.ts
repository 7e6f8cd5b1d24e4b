import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

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

/** An object as listed by its storage: its key and when it was last written. */
export type StoredObject = { key: string; lastModified: Date };

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
  /**
   * Every object stored, a page at a time (the reconciler compares them with the rows). Only keys
   * the site could have made: anything else in the folder or bucket is not the site's to judge.
   */
  list(): AsyncIterable<StoredObject>;
  exists(key: string): Promise<boolean>;
  /** An object's bytes (backups); rejects if it does not exist. */
  read(key: string): Promise<Readable>;
  /** True when the storage holds no object at all (a restore's target must be empty). */
  isEmpty(): Promise<boolean>;
  /**
   * Writes an empty object under a key no upload can have (`probeKeyPrefix`) and deletes it
   * again; rejects when storage cannot be written. Empty, so a full disk still passes: uploads
   * answer that themselves (507) while the site keeps serving pages.
   */
  checkWritable(): Promise<void>;
}

/** Starts readiness probes' keys: `assertSafeKey` refuses it, so no media key can clash. */
export const probeKeyPrefix = ".readiness-probe-";

/** A probe's key, different for every probe: processes sharing the storage probe at once. */
export function makeProbeKey() {
  return `${probeKeyPrefix}${randomBytes(8).toString("hex")}`;
}

/** Keys are made by the server; this refuses anything else (no "..", no absolute paths). */
export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

export function isSafeKey(key: string) {
  return /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/.test(key) && !key.includes("..");
}
