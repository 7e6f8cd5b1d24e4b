import type { Kysely } from "kysely";
import {
  isCatalogueImageId,
  type PageImage,
  type PageMediaPlan,
  type PageVideo,
  resolveBuiltInImage,
} from "~/features/pages";
import type { Database } from "~/shared/db/database-types";
import { logger } from "~/shared/lib/logger.server";
import {
  type GallerySection,
  isGallerySection,
  type SectionAssignment,
} from "~/shared/site/vocabulary";
import type { MediaPlacement } from "./media-file";
import { toPageImage, toPageVideo } from "./media-file-to-page-image";
import { listVisiblePageMedia } from "./media-files.server";
import { mediaMessages } from "./messages";
import type { PageMediaLists, PageSlotImages } from "./page-media";

/** Enough for any real page; a runaway assignment cannot make a page unbounded. */
const pageMediaLimit = 120;

function describeFailure(error: unknown) {
  logger.error("Error fetching page media", { error });
  return mediaMessages.publicMedia.fetchFailed;
}

/** Something placed on the page: an uploaded photo or video, or a built-in picture. */
type PlacedItem = { id: string; placement: MediaPlacement } & (
  | { image: PageImage; video?: never }
  | { video: PageVideo; image?: never }
);

/**
 * Uploads visitors may see and built-in pictures placed on the page (or its site section), most
 * recently placed first, as one list (§7 merges the two).
 */
async function loadPlacedItems(
  db: Kysely<Database>,
  plan: PageMediaPlan,
  only: { imagesOnly?: boolean; sections?: readonly SectionAssignment[] } = {},
) {
  const placed = await listVisiblePageMedia(db, plan.assignments, pageMediaLimit, only);
  return placed.flatMap((entry): PlacedItem[] => {
    if ("imageId" in entry) {
      const { imageId, placement } = entry;
      return isCatalogueImageId(imageId)
        ? [{ id: imageId, placement, image: resolveBuiltInImage(imageId) }]
        : [];
    }
    const { file, placement } = entry;
    return [
      file.fileType === "video"
        ? { id: file.id, placement, video: toPageVideo(file) }
        : { id: file.id, placement, image: toPageImage(file) },
    ];
  });
}

export async function loadPageSlotImages(
  db: Kysely<Database>,
  plan: PageMediaPlan,
): Promise<PageSlotImages> {
  try {
    const placed = await loadPlacedItems(db, plan, {
      imagesOnly: true,
      sections: plan.singleImageSections,
    });
    const slots: PageSlotImages = {};
    // Most recently placed first; the page's own beat its site section's.
    for (const assignment of plan.assignments) {
      for (const { image, placement } of placed) {
        const section = placement.section;
        if (!image || placement.page !== assignment || !section || slots[section]) continue;
        slots[section] = image;
      }
    }
    return slots;
  } catch (error) {
    // The page still renders with its built-in pictures.
    describeFailure(error);
    return {};
  }
}

export async function loadPageMediaLists(
  db: Kysely<Database>,
  plan: PageMediaPlan,
): Promise<PageMediaLists> {
  try {
    const placed = await loadPlacedItems(db, plan);
    const galleries: Partial<Record<GallerySection, PageImage[]>> = {};
    const footerGallery: PageImage[] = [];
    const videos: PageVideo[] = [];
    // A file placed on the page and on its site section, or twice in the footer's sections,
    // is listed once in each list (where it was placed last).
    const listed = new Set<string>();
    const isNew = (list: string, id: string) =>
      !listed.has(`${list}:${id}`) && !!listed.add(`${list}:${id}`);
    for (const { id, image, video, placement } of placed) {
      const section = placement.section;
      if (video) {
        if (isNew("videos", id)) videos.push(video);
      } else if (isGallerySection(section) && plan.inPageGalleries.includes(section)) {
        if (isNew(section, id)) galleries[section] = [...(galleries[section] ?? []), image];
      } else if (section === null || isGallerySection(section)) {
        if (isNew("footer", id)) footerGallery.push(image);
      }
    }
    return { ok: true, galleries, footerGallery, videos };
  } catch (error) {
    return { ok: false, error: describeFailure(error) };
  }
}
