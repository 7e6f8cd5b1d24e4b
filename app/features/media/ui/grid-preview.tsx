import { useEffect } from "react";
import { isCatalogueImageId, resolveBuiltInImage } from "~/features/pages";
import { installGalleryDialog } from "~/shared/behaviours/gallery-dialog";
import type { GallerySection } from "~/shared/site/vocabulary";
import { toPageImage } from "../media-file-to-page-image";
import { type GalleryState, MediaGallery } from "./media-gallery";
import { useSectionMedia } from "./use-section-media";

// Staff pages inline no early behaviours (ADR 0033): installed here once, so the preview's
// photos open larger as visitors' do instead of leaving the dashboard for the picture.
let galleryDialogInstalled = false;

/** Grid Preview (§9: three columns): a gallery as visitors see it on its page, captions too. */
export function GridPreview({ page, section }: { page: string; section: GallerySection }) {
  useEffect(() => {
    if (galleryDialogInstalled) return;
    installGalleryDialog(document);
    galleryDialogInstalled = true;
  }, []);
  const media = useSectionMedia(page, section, { activeOnly: true });
  const state: GalleryState =
    media.status === "ready"
      ? {
          status: "ready",
          // Galleries show photos; a video placed here plays in the page's video list instead.
          images: [
            ...media.placed.flatMap(({ file, placement }) =>
              file.fileType === "image" ? [{ placement, image: toPageImage(file) }] : [],
            ),
            ...media.builtIns.flatMap(({ image, placement }) =>
              isCatalogueImageId(image.id)
                ? [{ placement, image: resolveBuiltInImage(image.id) }]
                : [],
            ),
          ]
            .sort((a, b) => b.placement.placedAt.localeCompare(a.placement.placedAt))
            .map(({ image }) => image),
        }
      : media.status === "error"
        ? { status: "error", reason: media.error }
        : { status: "loading" };
  return <MediaGallery state={state} columns={3} showCaptions />;
}
