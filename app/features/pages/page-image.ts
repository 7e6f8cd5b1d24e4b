import type { ImageSource } from "~/shared/behaviours/picture-fallbacks";
import type { FocalPoint } from "~/shared/lib/focal-point";
import { type StockImageCategory, stockImagePath } from "~/shared/site/vocabulary";
import { type CatalogueImageId, findCatalogueImage } from "./image-catalogue";
import type { StockImageKey } from "./page-content-schema";

/**
 * An image as a public page shows it. `sources` are tried in turn when one fails to load (the
 * uploaded file's copies, the file itself, the built-in picture), then the category's stock art.
 */
export type PageImage = {
  id: string;
  sources: ImageSource[];
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  category: StockImageCategory;
  /** An uploaded photo's focal point (ADR 0036); built-in pictures are centred. */
  focalPoint?: FocalPoint;
  /** Its 1200x630 social preview's path, when its consent allows social media (ADR 0036). */
  socialImage?: string;
};

/** Built-in artwork: a catalogue entry's id or `stock:<category>`. */
export type BuiltInImageRef = CatalogueImageId | StockImageKey;

/** The size stock art is drawn at, and an uploaded image's when its own is unknown. */
export const stockImageSize = { width: 800, height: 600 };

export function resolveBuiltInImage(ref: BuiltInImageRef): PageImage {
  if (ref.startsWith("stock:")) {
    const category = ref.slice("stock:".length) as StockImageCategory;
    return {
      id: ref,
      sources: [{ src: stockImagePath(category) }],
      ...stockImageSize,
      alt: "",
      caption: null,
      category,
    };
  }
  const entry = findCatalogueImage(ref);
  if (!entry) throw new Error(`Unknown catalogue image: ${ref}`);
  return {
    id: entry.id,
    sources: [{ src: entry.filename }],
    width: entry.width,
    height: entry.height,
    alt: entry.alt,
    caption: entry.description,
    category: entry.category,
  };
}

/** A record's picture (an event's, an opportunity's): one address, drawn at the record's shape. */
export type RecordImage = Pick<PageImage, "alt" | "focalPoint" | "socialImage"> & { src: string };

/** A record's picture from its photo's page image; null when the photo cannot be shown. */
export function toRecordImage(image: PageImage | undefined): RecordImage | null {
  const src = image?.sources[0]?.src;
  if (!image || !src) return null;
  const { alt, focalPoint, socialImage } = image;
  return {
    src,
    alt,
    ...(focalPoint ? { focalPoint } : {}),
    ...(socialImage ? { socialImage } : {}),
  };
}

/** A video placed on a page (§9: shown with controls, not autoplaying, not muted). */
export type PageVideo = {
  id: string;
  src: string;
  mimeType: string;
  /** A still shown before play (videos stored before posters were made have none). */
  poster: string | undefined;
  width: number | undefined;
  height: number | undefined;
  title: string;
  caption: string | null;
};
