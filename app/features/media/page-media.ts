import type { PageImage, PageVideo } from "~/features/pages";
import type { GallerySection, SectionAssignment } from "~/shared/site/vocabulary";

/** The newest image of each single-image section (hero, main picture, section pictures). */
export type PageSlotImages = Partial<Record<SectionAssignment, PageImage>>;

/** Galleries and videos: loaded alongside the page, shown with their own loading and error states. */
export type PageMediaLists =
  | {
      ok: true;
      galleries: Partial<Record<GallerySection, PageImage[]>>;
      /** Gallery images (or images placed on the page without a section) not laid out in the page. */
      footerGallery: PageImage[];
      videos: PageVideo[];
    }
  | { ok: false; error: string };

/** Replaces a built-in picture with the one staff placed in its section, keeping it as a fallback. */
export function pickSlotImage(
  slots: PageSlotImages,
  section: SectionAssignment | null | undefined,
  builtIn: PageImage,
): PageImage;
export function pickSlotImage(
  slots: PageSlotImages,
  section: SectionAssignment | null | undefined,
  builtIn?: PageImage,
): PageImage | undefined;
export function pickSlotImage(
  slots: PageSlotImages,
  section: SectionAssignment | null | undefined,
  builtIn?: PageImage,
): PageImage | undefined {
  const placed = section ? slots[section] : undefined;
  if (!placed) return builtIn;
  return builtIn ? { ...placed, sources: [...placed.sources, ...builtIn.sources] } : placed;
}
