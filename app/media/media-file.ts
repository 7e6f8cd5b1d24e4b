import type { MediaCategory, SectionAssignment } from "~/content/vocabulary";
import type { MediaKind } from "./media-types";

export type MediaVariant = {
  key: string;
  url: string;
  width: number;
  height: number;
  size: number;
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
  pageAssignment: string | null;
  sectionAssignment: SectionAssignment | null;
  isActive: boolean;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  createdAt: string;
};

/** The smallest copy that still looks sharp in a grid tile: the 480 px WebP, else the original. */
export function findThumbnailUrl(file: Pick<MediaFile, "url" | "variants">) {
  return file.variants[0]?.url ?? file.url;
}
