import { type ImageSource, pictureAttributes } from "~/shared/behaviours/picture-fallbacks";
import { cn } from "~/shared/lib/class-names";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { publicMediaMessages } from "~/shared/site/public-media-messages";
import { stockImagePath } from "~/shared/site/vocabulary";
import type { PageImage } from "../page-image";

type MediaImageProps = {
  image: PageImage;
  /** Decorative images get empty alt text. */
  decorative?: boolean;
  /** Above the fold (a hero): loaded at once with high priority, never faded in. */
  priority?: boolean;
  /** Inside a control a visitor taps (a gallery's photo). */
  tapped?: boolean;
  /** How wide the image is drawn, for choosing from the srcset. */
  sizes?: string;
  /** Sizing, rounding and shadow of the frame; the image fills it. */
  className?: string;
};

/**
 * Whether a picture loads with the page rather than as it nears the screen. Built-in artwork is
 * SVG of a few KB, and Chrome builds a document for each SVG picture on the page's main thread as
 * it arrives (10-40 ms each on a slowed phone): a lazy gallery of it arrived as the visitor
 * scrolled to it, and their tap on a photo waited behind a quarter of a second of that work
 * (issue 34). So artwork one taps loads with the page. Photos stay lazy: their bytes count and
 * they are decoded off the main thread; so does artwork elsewhere, which, loaded with the page,
 * put its work before the first paint (Lighthouse LCP 0.90 to 0.98 s on register-child).
 * Loading with the page, it asks for low priority: React preloads every other eager image from
 * <head>, ahead of what the first paint needs.
 */
function loadsWithPage(source: ImageSource, priority: boolean, tapped: boolean) {
  return priority || (tapped && !source.srcSet && /\.svg(?:[?#]|$)/i.test(source.src));
}

/**
 * An image that reserves its space (width and height). The early behaviour
 * app/shared/behaviours/picture-fallbacks.ts (ADR 0033) shows a "Loading..." skeleton until it arrives
 * and fades it in, and on a failed load tries its next source, then its category's stock art.
 * The server's HTML alone shows the image plainly (app.css's `picture-waiting` needs the
 * behaviour).
 */
export function MediaImage({
  image,
  decorative = false,
  priority = false,
  tapped = false,
  sizes,
  className,
}: MediaImageProps) {
  const stockArt: ImageSource = { src: stockImagePath(image.category) };
  const [source = stockArt, ...fallbacks] = [...image.sources, stockArt];
  const withPage = loadsWithPage(source, priority, tapped);
  return (
    <span
      {...{ [pictureAttributes.frame]: "" }}
      className={cn("relative block overflow-hidden", className)}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 hidden items-center justify-center bg-slate-200 text-sm font-medium text-slate-800 picture-waiting:flex dark:bg-slate-800 dark:text-slate-100"
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
      <img
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.srcSet ? sizes : undefined}
        alt={decorative ? "" : image.alt}
        width={image.width}
        height={image.height}
        loading={withPage ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : withPage ? "low" : undefined}
        decoding="async"
        style={focalPointStyle(image.focalPoint)}
        {...{
          [pictureAttributes.fallbacks]: JSON.stringify(fallbacks),
          [pictureAttributes.sourceIndex]: 0,
        }}
        className={cn(
          "relative block h-full w-full object-cover",
          !priority &&
            "transition-opacity duration-500 picture-waiting:opacity-0 motion-reduce:transition-none",
        )}
      />
    </span>
  );
}
