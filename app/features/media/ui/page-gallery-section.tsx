import type { ReactNode } from "react";
import { SectionShell } from "~/features/pages";
import type { PageMediaLists } from "../page-media";
import { AwaitPageMedia } from "./await-page-media";
import { MediaGallery } from "./media-gallery";

type PageGallerySectionProps = {
  /** The page's registry title: the gallery is "<title> gallery". */
  title: string;
  lists: Promise<PageMediaLists> | PageMediaLists;
};

function GalleryShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionShell id="page-gallery" title={`${title} gallery`} tone="tinted">
      {children}
    </SectionShell>
  );
}

/**
 * §2's gallery for a registered page: the photos staff placed on it that no section of its own
 * lays out, at the foot of its content. Nothing while they are on their way or when there are
 * none.
 */
export function PageGallerySection({ title, lists }: PageGallerySectionProps) {
  return (
    <AwaitPageMedia
      lists={lists}
      loading={null}
      failed={(reason) => (
        <GalleryShell title={title}>
          <MediaGallery state={{ status: "error", reason }} />
        </GalleryShell>
      )}
    >
      {(media) =>
        media.footerGallery.length > 0 ? (
          <GalleryShell title={title}>
            <MediaGallery state={{ status: "ready", images: media.footerGallery }} />
          </GalleryShell>
        ) : null
      }
    </AwaitPageMedia>
  );
}
