import { MediaImage, type PageImage } from "~/features/pages";
import { galleryAttributes } from "~/shared/behaviours/gallery-dialog";
import { cn } from "~/shared/lib/class-names";
import { fillPlaceholderText } from "~/shared/lib/placeholders";
import { publicMediaMessages } from "~/shared/site/public-media-messages";
import { GalleryDialog } from "./gallery-dialog";

export type GalleryColumns = 2 | 3 | 4;

/** What a gallery shows: its images, or why it has none yet. */
export type GalleryState =
  | { status: "loading" }
  | { status: "error"; reason: string }
  | { status: "ready"; images: readonly PageImage[] };

type MediaGalleryProps = {
  state: GalleryState;
  /** §9: 2, 3 or 4 columns on wide screens; 3 by default. */
  columns?: GalleryColumns;
  /** §9: at most this many images. */
  maxCount?: number;
  showCaptions?: boolean;
};

const gridColumns: Record<GalleryColumns, string> = {
  2: "grid-cols-2",
  3: "grid-cols-2 md:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
};

const tileSizes: Record<GalleryColumns, string> = {
  2: "(min-width: 1280px) 620px, 50vw",
  3: "(min-width: 1280px) 410px, (min-width: 768px) 33vw, 50vw",
  4: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw",
};

/** What a photo shows, for its link: its alt text, else its caption, else its place. */
function describeImage(image: PageImage, index: number) {
  return (
    image.alt ||
    image.caption ||
    fillPlaceholderText(publicMediaMessages.photo, { number: String(index + 1) })
  );
}

/**
 * A grid of photos, each a link to its large picture: without JavaScript a tap opens the picture
 * itself; with it, the early behaviour app/shared/behaviours/gallery-dialog.ts (ADR 0033) opens it
 * larger in the gallery's dialog at the first tap.
 */
export function MediaGallery({
  state,
  columns = 3,
  maxCount,
  showCaptions = true,
}: MediaGalleryProps) {
  const grid = cn("grid gap-4", gridColumns[columns]);

  if (state.status === "loading") {
    return (
      <ul className={grid} aria-busy="true" aria-label={publicMediaMessages.loading}>
        {Array.from({ length: columns * 2 }, (_, placeholder) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
            key={placeholder}
            data-testid="gallery-placeholder"
            className="aspect-[4/3] animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
          />
        ))}
      </ul>
    );
  }
  if (state.status === "error") {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {publicMediaMessages.imagesFailed} {state.reason}
      </p>
    );
  }
  const images = maxCount === undefined ? state.images : state.images.slice(0, maxCount);
  if (images.length === 0) {
    return (
      <p className="rounded-2xl bg-slate-100 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {publicMediaMessages.noImages}
      </p>
    );
  }
  return (
    <div {...{ [galleryAttributes.gallery]: "" }}>
      <ul className={grid}>
        {images.map((image, index) => (
          <li key={image.id}>
            <figure className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
              <a
                href={image.sources[0]?.src}
                {...{ [galleryAttributes.photo]: image.caption || image.alt }}
                aria-haspopup="dialog"
                // Named by its own words, whether or not the picture inside has arrived.
                aria-label={fillPlaceholderText(publicMediaMessages.openLarger, {
                  words: describeImage(image, index),
                })}
                className="block w-full cursor-zoom-in focus-visible:outline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-amber-400"
              >
                <MediaImage
                  image={image}
                  tapped
                  sizes={tileSizes[columns]}
                  className="aspect-[4/3]"
                />
              </a>
              {showCaptions && image.caption ? (
                <figcaption className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
                  {image.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      <GalleryDialog count={images.length} />
    </div>
  );
}
