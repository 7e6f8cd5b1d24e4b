import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId } from "react";
import { galleryAttributes } from "~/shared/behaviours/gallery-dialog";
import { publicMediaMessages } from "~/shared/site/public-media-messages";

const navButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-3 focus-visible:outline-amber-400 dark:bg-slate-800 dark:text-white";

/**
 * A gallery's larger view, on <dialog>: empty on the server; the early behaviour
 * app/shared/behaviours/gallery-dialog.ts (ADR 0033) puts the chosen photo, its words and its place in
 * it, and answers its buttons and the arrow keys.
 */
export function GalleryDialog({ count }: { count: number }) {
  const titleId = useId();
  return (
    <dialog
      {...{ [galleryAttributes.dialog]: "" }}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/80"
    >
      <figure className="overflow-hidden rounded-2xl bg-white shadow-2xl dark:bg-slate-900">
        <span
          {...{ [galleryAttributes.picture]: "(min-width: 1024px) 1024px, 100vw" }}
          className="block bg-slate-950 [&_img]:block [&_img]:h-auto [&_img]:max-h-[75dvh] [&_img]:w-full [&_img]:object-contain"
        />
        <figcaption className="flex flex-wrap items-center gap-3 p-4">
          <p id={titleId} className="min-w-0 flex-1 text-base text-slate-800 dark:text-slate-100">
            <span {...{ [galleryAttributes.caption]: "" }} />
            {count > 1 ? (
              <span
                {...{ [galleryAttributes.position]: publicMediaMessages.photoPosition }}
                className="ml-2 text-sm text-slate-500 dark:text-slate-400"
              />
            ) : null}
          </p>
          {count > 1 ? (
            <>
              <button type="button" {...{ [galleryAttributes.step]: "-1" }} className={navButton}>
                <ChevronLeft aria-hidden="true" className="size-6" />
                <span className="sr-only">{publicMediaMessages.previousPhoto}</span>
              </button>
              <button type="button" {...{ [galleryAttributes.step]: "1" }} className={navButton}>
                <ChevronRight aria-hidden="true" className="size-6" />
                <span className="sr-only">{publicMediaMessages.nextPhoto}</span>
              </button>
            </>
          ) : null}
          <button type="button" {...{ [galleryAttributes.close]: "" }} className={navButton}>
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{publicMediaMessages.close}</span>
          </button>
        </figcaption>
      </figure>
    </dialog>
  );
}
