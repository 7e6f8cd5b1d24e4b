import { useMatches } from "react-router";
import { SectionShell } from "~/components/content/section-shell";
import type { PageMediaLists } from "~/media/page-media";
import { AwaitPageMedia } from "./await-page-media";
import { MediaGallery } from "./media-gallery";

type PageMediaData = {
  page: { title: string };
  mediaLists: Promise<PageMediaLists> | PageMediaLists;
};

function isPageMediaData(data: unknown): data is PageMediaData {
  return typeof data === "object" && data !== null && "mediaLists" in data && "page" in data;
}

function GalleryShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionShell id="page-gallery" title={`${title} gallery`} tone="tinted">
      {children}
    </SectionShell>
  );
}

/**
 * §2: on a registered page with gallery photos placed on it, the gallery sits above the footer.
 * Other pages (and a page whose photos are still arriving) show nothing here.
 */
export function FooterGallery() {
  const match = useMatches().findLast((candidate) => isPageMediaData(candidate.loaderData));
  if (!match || !isPageMediaData(match.loaderData)) return null;
  const { page, mediaLists } = match.loaderData;
  return (
    <AwaitPageMedia
      lists={mediaLists}
      loading={null}
      failed={(reason) => (
        <GalleryShell title={page.title}>
          <MediaGallery state={{ status: "error", reason }} />
        </GalleryShell>
      )}
    >
      {(media) =>
        media.footerGallery.length > 0 ? (
          <GalleryShell title={page.title}>
            <MediaGallery state={{ status: "ready", images: media.footerGallery }} />
          </GalleryShell>
        ) : null
      }
    </AwaitPageMedia>
  );
}
