import { useId, useRef, useState } from "react";
import { formatVocabularyLabel, type GallerySection } from "~/shared/site/vocabulary";
import { mediaMessages } from "../messages";
import { servingHumanityPage } from "../placement-query";
import { PageImageUploadForm } from "./page-image-upload-form";
import { useSectionMedia } from "./use-section-media";

function countImages(count: number) {
  return `${count} ${count === 1 ? "image" : "images"} on the page now`;
}

/** Direct Upload: one Serving Humanity gallery, how many images it shows, and its uploader. */
export function DirectUploadCard({ section }: { section: GallerySection }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [revision, setRevision] = useState(0);
  const media = useSectionMedia(servingHumanityPage, section, { activeOnly: true, revision });
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="h-full rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
      >
        <h4 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-bold">
          {formatVocabularyLabel(section)}
        </h4>
        <p
          className="mt-1 text-sm font-semibold text-slate-600 dark:text-slate-300"
          aria-live="polite"
        >
          {media.status === "loading"
            ? mediaMessages.publicMedia.loading
            : media.status === "error"
              ? media.error
              : countImages(media.placed.length)}
        </p>
        <div className="mt-4">
          <PageImageUploadForm
            page={servingHumanityPage}
            section={section}
            compact
            onUploaded={(focusResult) => {
              setRevision((current) => current + 1);
              // The result: the gallery, whose new count is said just below its name.
              if (focusResult) heading.current?.focus();
            }}
          />
        </div>
      </section>
    </li>
  );
}
