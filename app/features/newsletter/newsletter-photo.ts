import type { MediaFile } from "~/features/media";

/** The library photo a newsletter shows under its subject, as the email and the preview use it. */
export type NewsletterPhoto = {
  id: string;
  /** The library's alt text: one description of the photo, kept where staff edit it. */
  alt: string;
  /** A path of this site (`/media/...`): the email makes it absolute. */
  src: string;
  width: number | null;
  height: number | null;
};

/** Formats every mail program shows; WebP is missing from some Outlook versions, AVIF from many. */
const mailSafeTypes = new Set(["image/jpeg", "image/png", "image/gif"]);

/**
 * The copy a newsletter sends: the stored file itself when it is JPEG, PNG or GIF (re-encoded
 * without metadata at upload, ADR 0007), else its largest WebP copy, which more mail programs show
 * than an AVIF or WebP original.
 */
export function toNewsletterPhoto(
  file: Pick<MediaFile, "id" | "altText" | "url" | "mimeType" | "width" | "height" | "variants">,
): NewsletterPhoto {
  const largest = file.variants.at(-1);
  const source =
    mailSafeTypes.has(file.mimeType) || !largest
      ? { src: file.url, width: file.width, height: file.height }
      : { src: largest.url, width: largest.width, height: largest.height };
  return { id: file.id, alt: file.altText.trim(), ...source };
}
