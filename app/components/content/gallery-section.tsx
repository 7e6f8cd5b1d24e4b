import { type CatalogueImageId, findCatalogueImage } from "~/content/image-catalogue";
import { ContentImage } from "./content-image";
import { SectionShell } from "./section-shell";

type GallerySectionProps = {
  id: string;
  title: string;
  intro?: string;
  images: readonly CatalogueImageId[];
  tone?: "plain" | "tinted";
};

/** A captioned grid of built-in catalogue images (uploaded media joins it in a later issue). */
export function GallerySection({ id, title, intro, images, tone }: GallerySectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {images.map((imageId) => (
          <li key={imageId}>
            <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
              <ContentImage image={imageId} className="aspect-[4/3] object-cover" />
              <figcaption className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
                {findCatalogueImage(imageId)?.description}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
