import type { CatalogueImageId } from "~/content/image-catalogue";
import { findCatalogueImage } from "~/content/image-catalogue";
import type { StockImageKey } from "~/content/page-content-types";
import { type StockImageCategory, stockImagePath } from "~/content/vocabulary";
import { cn } from "~/lib/class-names";

type ContentImageProps = {
  image: CatalogueImageId | StockImageKey;
  /** Decorative images get empty alt text; catalogue images keep theirs otherwise. */
  decorative?: boolean;
  priority?: boolean;
  className?: string;
};

/** A built-in illustration: a catalogue entry or a category's stock artwork. */
export function ContentImage({
  image,
  decorative = false,
  priority = false,
  className,
}: ContentImageProps) {
  const source = resolveImage(image);
  return (
    <img
      src={source.src}
      alt={decorative ? "" : source.alt}
      width={source.width}
      height={source.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}

function resolveImage(image: CatalogueImageId | StockImageKey) {
  if (image.startsWith("stock:")) {
    const category = image.slice("stock:".length) as StockImageCategory;
    return { src: stockImagePath(category), alt: "", width: 800, height: 600 };
  }
  const entry = findCatalogueImage(image);
  if (!entry) throw new Error(`Unknown catalogue image: ${image}`);
  return { src: entry.filename, alt: entry.alt, width: entry.width, height: entry.height };
}
