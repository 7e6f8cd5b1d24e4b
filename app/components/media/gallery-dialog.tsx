import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { PageImage } from "~/media/page-image";
import { MediaImage } from "./media-image";

type GalleryDialogProps = {
  images: readonly PageImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onChange: (index: number | null) => void;
};

const navButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-3 focus-visible:outline-amber-400 dark:bg-slate-800 dark:text-white";

/**
 * The larger view of a gallery image on <dialog>: the browser traps focus and closes it on
 * Escape; a click outside the picture closes it too, and the arrow keys move between images.
 * Focus goes back to the thumbnail that opened it.
 */
export function GalleryDialog({ images, index, onChange }: GalleryDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const open = index !== null;
  const image = index === null ? undefined : images[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      // The close button is the first stop (the browser would pick "Previous image").
      closeButton.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const step = (by: number) => {
    if (index === null || images.length < 2) return;
    onChange((index + by + images.length) % images.length);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        onChange(null);
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onClick={(event) => {
        // The backdrop counts as the dialog itself; the picture and buttons sit inside a frame.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/80"
    >
      {image ? (
        <figure className="overflow-hidden rounded-2xl bg-white shadow-2xl dark:bg-slate-900">
          <MediaImage
            key={image.id}
            image={image}
            priority
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="max-h-[75dvh] bg-slate-950 [&_img]:max-h-[75dvh] [&_img]:object-contain"
          />
          <figcaption className="flex flex-wrap items-center gap-3 p-4">
            <p id={titleId} className="min-w-0 flex-1 text-base text-slate-800 dark:text-slate-100">
              {image.caption || image.alt}
              {images.length > 1 ? (
                <span className="ml-2 text-sm text-slate-500 dark:text-slate-400">
                  ({(index ?? 0) + 1} of {images.length})
                </span>
              ) : null}
            </p>
            {images.length > 1 ? (
              <>
                <button type="button" onClick={() => step(-1)} className={navButton}>
                  <ChevronLeft aria-hidden="true" className="size-6" />
                  <span className="sr-only">Previous image</span>
                </button>
                <button type="button" onClick={() => step(1)} className={navButton}>
                  <ChevronRight aria-hidden="true" className="size-6" />
                  <span className="sr-only">Next image</span>
                </button>
              </>
            ) : null}
            <button
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              className={navButton}
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close</span>
            </button>
          </figcaption>
        </figure>
      ) : null}
    </dialog>
  );
}
