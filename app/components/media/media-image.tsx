import { useEffect, useRef, useState } from "react";
import { publicMediaMessages } from "~/content/public-media-messages";
import { stockImagePath } from "~/content/vocabulary";
import { cn } from "~/lib/class-names";
import type { ImageSource, PageImage } from "~/media/page-image";

type MediaImageProps = {
  image: PageImage;
  /** Decorative images get empty alt text. */
  decorative?: boolean;
  /** Above the fold (a hero): loaded at once with high priority, never faded in. */
  priority?: boolean;
  /** How wide the image is drawn, for choosing from the srcset. */
  sizes?: string;
  /** Sizing, rounding and shadow of the frame; the image fills it. */
  className?: string;
};

type LoadState = "server" | "loading" | "loaded";

/**
 * An image that reserves its space (width and height), shows a "Loading..." skeleton until it
 * arrives, fades in, and on a failed load tries its next source, then its category's stock art.
 */
export function MediaImage({
  image,
  decorative = false,
  priority = false,
  sizes,
  className,
}: MediaImageProps) {
  const sources: ImageSource[] = [...image.sources, { src: stockImagePath(image.category) }];
  const [attempt, setAttempt] = useState(0);
  // Rendered on the server as plainly visible: without JavaScript the image still shows.
  const [state, setState] = useState<LoadState>("server");
  const imageRef = useRef<HTMLImageElement>(null);
  const source = sources[Math.min(attempt, sources.length - 1)] as ImageSource;
  const failed = () => setAttempt((current) => Math.min(current + 1, sources.length - 1));

  // Loads and failures that happened before hydration fire no React events; read them here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the source changes.
  useEffect(() => {
    const element = imageRef.current;
    if (!element) return;
    if (element.complete && element.naturalWidth > 0) setState("loaded");
    else if (element.complete && element.currentSrc) failed();
    else setState(priority ? "loaded" : "loading");
  }, [source.src]);

  return (
    <span className={cn("relative block overflow-hidden", className)}>
      {state !== "loaded" ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-slate-200 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {/* Only the backdrop pulses: fading the text would fail its contrast. */}
          <span className="absolute inset-0 animate-pulse bg-slate-300 motion-reduce:animate-none dark:bg-slate-700" />
          {/* Drawn by CSS, not written as text: inside a gallery's button, words that are not in
              its label would make the name a speech-input user says differ from the one shown. */}
          <span
            data-label={publicMediaMessages.loading}
            className="relative before:content-[attr(data-label)]"
          />
        </span>
      ) : null}
      <img
        ref={imageRef}
        key={source.src}
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.srcSet ? sizes : undefined}
        alt={decorative ? "" : image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onLoad={() => setState("loaded")}
        onError={failed}
        data-source-index={attempt}
        className={cn(
          "relative block h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none",
          state === "loading" ? "opacity-0" : "opacity-100",
        )}
      />
    </span>
  );
}
