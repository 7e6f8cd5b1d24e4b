import { type CatalogueImageId, resolveBuiltInImage, SectionShell } from "~/features/pages";
import type { GallerySection as GallerySectionKey } from "~/shared/site/vocabulary";
import type { PageMediaLists } from "../page-media";
import { AwaitPageMedia } from "./await-page-media";
import { MediaGallery } from "./media-gallery";

type GallerySectionProps = {
  id: string;
  title: string;
  intro?: string;
  images: readonly CatalogueImageId[];
  mediaSection: GallerySectionKey;
  tone?: "plain" | "tinted";
  lists: Promise<PageMediaLists> | PageMediaLists;
};

/**
 * A page's own gallery: what staff placed in its section first (newest placed first), then the
 * page's built-in pictures, which stay until the page's copy drops them.
 */
export function GallerySection({
  id,
  title,
  intro,
  images,
  mediaSection,
  tone,
  lists,
}: GallerySectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <AwaitPageMedia
        lists={lists}
        loading={<MediaGallery state={{ status: "loading" }} />}
        failed={(reason) => <MediaGallery state={{ status: "error", reason }} />}
      >
        {(media) => {
          const placed = media.galleries[mediaSection] ?? [];
          // A built-in picture staff also placed here shows once, where they placed it.
          const builtIns = images
            .filter((id) => !placed.some((image) => image.id === id))
            .map(resolveBuiltInImage);
          return <MediaGallery state={{ status: "ready", images: [...placed, ...builtIns] }} />;
        }}
      </AwaitPageMedia>
    </SectionShell>
  );
}
