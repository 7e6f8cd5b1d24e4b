import { randomBytes } from "node:crypto";

/** "{timestamp}-{random}": unique without asking storage, and nothing from the uploader's name. */
function makeStamp() {
  return `${Date.now()}-${randomBytes(6).toString("hex")}`;
}

/**
 * Object keys in the §7 path shapes: `{stamp}.{ext}` from the library, `{section}/{stamp}.{ext}`
 * from the quick uploader, `{section}/{section}-{stamp}.{ext}` from the page-images uploader.
 */
export function makeOriginalKey(extension: string, folder?: string, namePrefix?: string) {
  const name = `${namePrefix ? `${namePrefix}-` : ""}${makeStamp()}.${extension}`;
  return folder ? `${folder}/${name}` : name;
}

/** A WebP copy's key: the original's, with its width in place of the extension. */
export function makeVariantKey(originalKey: string, width: number) {
  return `${originalKey.replace(/\.[a-z0-9]+$/, "")}-w${width}.webp`;
}

/** The keys a requested key could belong to: itself, or the originals a variant key names. */
export function findCandidateOriginalKeys(requestedKey: string, extensions: readonly string[]) {
  const variant = /^(.+)-w\d+\.webp$/.exec(requestedKey);
  if (!variant) return [requestedKey];
  return [requestedKey, ...extensions.map((extension) => `${variant[1]}.${extension}`)];
}

/**
 * The same key with a new stamp: where a file's objects move when it is withdrawn, so every old
 * URL (a CDN's or the bucket's included) stops working while the file itself is kept.
 */
export function makeReplacementKey(key: string) {
  const match = /^(.*?)\d+-[0-9a-f]{12}(\.[a-z0-9]+)$/.exec(key);
  if (!match) throw new Error(`Not a server-made key: ${key}`);
  return `${match[1]}${makeStamp()}${match[2]}`;
}
