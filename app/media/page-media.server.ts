import type { Kysely } from "kysely";
import { messages } from "~/content/messages";
import type { PageMediaPlan } from "~/content/page-media-plan";
import { type GallerySection, isGallerySection } from "~/content/vocabulary";
import type { Database } from "~/db/database-types";
import { logger } from "~/lib/logger.server";
import { listVisiblePageMedia } from "./media-files.server";
import { type PageImage, type PageVideo, toPageImage, toPageVideo } from "./page-image";
import type { PageMediaLists, PageSlotImages } from "./page-media";

/** Enough for any real page; a runaway assignment cannot make a page unbounded. */
const pageMediaLimit = 120;

function describeFailure(error: unknown) {
  logger.error("Error fetching page media", { error: String(error) });
  return messages.publicMedia.fetchFailed;
}

export async function loadPageSlotImages(
  db: Kysely<Database>,
  plan: PageMediaPlan,
): Promise<PageSlotImages> {
  try {
    const placed = await listVisiblePageMedia(db, plan.assignments, pageMediaLimit, {
      fileType: "image",
      sections: plan.singleImageSections,
    });
    const slots: PageSlotImages = {};
    // Files come most recently placed first; the page's own beat its site section's.
    for (const assignment of plan.assignments) {
      for (const { file, placement } of placed) {
        const section = placement.section;
        if (placement.page !== assignment || !section || slots[section]) continue;
        slots[section] = toPageImage(file);
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
    const placed = await listVisiblePageMedia(db, plan.assignments, pageMediaLimit);
    const galleries: Partial<Record<GallerySection, PageImage[]>> = {};
    const footerGallery: PageImage[] = [];
    const videos: PageVideo[] = [];
    // A file placed on the page and on its site section, or twice in the footer's sections,
    // is listed once in each list (where it was placed last).
    const listed = new Set<string>();
    const isNew = (list: string, id: string) =>
      !listed.has(`${list}:${id}`) && !!listed.add(`${list}:${id}`);
    for (const { file, placement } of placed) {
      const section = placement.section;
      if (file.fileType === "video") {
        if (isNew("videos", file.id)) videos.push(toPageVideo(file));
      } else if (isGallerySection(section) && plan.inPageGalleries.includes(section)) {
        if (isNew(section, file.id)) {
          galleries[section] = [...(galleries[section] ?? []), toPageImage(file)];
        }
      } else if (section === null || isGallerySection(section)) {
        if (isNew("footer", file.id)) footerGallery.push(toPageImage(file));
      }
    }
    return { ok: true, galleries, footerGallery, videos };
  } catch (error) {
    return { ok: false, error: describeFailure(error) };
  }
}
