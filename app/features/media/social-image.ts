import type { FocalPoint } from "~/shared/lib/focal-point";
import type { MediaConsent } from "./media-consent";

/**
 * Whether a file may be shared as a social media preview (ADR 0036): it is on the site, and
 * either shows no identifiable children or has consent for social media as well.
 */
export function allowsSocialMedia(
  consent: Pick<MediaConsent, "publishable" | "children" | "scope">,
) {
  if (!consent.publishable) return false;
  return consent.children === "none" || consent.scope.includes("social");
}

/** The social preview's size (ADR 0036): what Facebook, LinkedIn and X show large. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** Served by app/features/media/serve-social-image.server.ts; the id is a file's, the extension fixed. */
export const socialImageRoute = "/social-image/:file";

/**
 * Where a photo's social preview is served. The focal point is in the query so that moving it
 * gives a new address: a preview already fetched by a site or a cache is never stale.
 */
export function socialImagePath(file: { id: string; focalPoint: FocalPoint | null }) {
  const focus = file.focalPoint ? `${file.focalPoint.x}-${file.focalPoint.y}` : "centre";
  return `/social-image/${encodeURIComponent(file.id)}.jpg?focus=${focus}`;
}

/** The file id a social preview's path names, or null for anything else. */
export function readSocialImageId(file: string) {
  const match = /^([A-Za-z0-9-]{1,64})\.jpg$/.exec(file);
  return match?.[1] ?? null;
}

/** The og:image tags' facts for a page's main picture, or null when it may not be shared. */
export function toSocialImageMeta(
  image: { socialImage?: string; alt: string } | null | undefined,
  origin: string,
) {
  if (!image?.socialImage) return null;
  return { url: new URL(image.socialImage, origin).href, ...socialImageSize, alt: image.alt };
}
