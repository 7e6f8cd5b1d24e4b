import { mebibyte } from "~/shared/lib/format-file-size";
/**
 * The only files the site stores, decided from their bytes (§5: image or video). Anything else,
 * SVG and HTML included, is refused: they can carry script.
 */
export const allowedMediaTypes = [
  { mime: "image/jpeg", extension: "jpg", kind: "image" },
  { mime: "image/png", extension: "png", kind: "image" },
  { mime: "image/webp", extension: "webp", kind: "image" },
  { mime: "image/gif", extension: "gif", kind: "image" },
  { mime: "image/avif", extension: "avif", kind: "image" },
  { mime: "video/mp4", extension: "mp4", kind: "video" },
  { mime: "video/webm", extension: "webm", kind: "video" },
  { mime: "video/quicktime", extension: "mov", kind: "video" },
] as const;

export type AllowedMediaType = (typeof allowedMediaTypes)[number];
export type MediaKind = AllowedMediaType["kind"];

export function findAllowedMediaType(mime: string): AllowedMediaType | undefined {
  return allowedMediaTypes.find((type) => type.mime === mime);
}

/** For file pickers: a hint to the browser, never trusted by the server. */
export const libraryAccept = allowedMediaTypes.map((type) => type.mime).join(",");
export const imageAccept = allowedMediaTypes
  .filter((type) => type.kind === "image")
  .map((type) => type.mime)
  .join(",");

/** §9 limits. */
export const uploadLimits = {
  quickImageBytes: 10 * mebibyte,
  libraryBytes: 500 * mebibyte,
} as const;

/** Pixel-flood guard: bigger images are refused before they are decoded (a 12 MP phone photo is fine). */
export const maxImagePixels = 40_000_000;
