import type { FocalPoint } from "~/shared/lib/focal-point";
import type { MediaCategory, SectionAssignment } from "~/shared/site/vocabulary";
import type { MediaConsent } from "./media-consent";
import type { MediaKind } from "./media-types";

export type MediaVariant = {
  key: string;
  url: string;
  width: number;
  height: number;
  size: number;
};

/** One place a file shows: a page (or a whole site section) and, optionally, a section of it. */
export type MediaPlacement = {
  id: string;
  page: string;
  section: SectionAssignment | null;
  placedAt: string;
};

/** A media file as the dashboard and the public pages see it. */
export type MediaFile = {
  id: string;
  filename: string;
  originalName: string;
  url: string;
  fileType: MediaKind;
  mimeType: string;
  fileSize: number;
  category: MediaCategory;
  altText: string;
  caption: string | null;
  /** Every page and section it is placed on, most recently placed first. */
  placements: MediaPlacement[];
  /** Staff's switch (§3 is_active). Visitors see a file only when it is also publishable. */
  isActive: boolean;
  consent: MediaConsent;
  width: number | null;
  height: number | null;
  /** WebP copies of a photo, or of a video's poster frame, narrowest first. */
  variants: MediaVariant[];
  /** The spot every crop keeps in frame (ADR 0036); null: the centre. */
  focalPoint: FocalPoint | null;
  createdAt: string;
};

/** A file as placed in one spot (its other placements are not loaded). */
export type PlacedMediaFile = { file: MediaFile; placement: MediaPlacement };

/** The smallest copy that still looks sharp in a grid tile: the 480 px WebP, else the original. */
export function findThumbnailUrl(file: Pick<MediaFile, "url" | "variants">) {
  return file.variants[0]?.url ?? file.url;
}
