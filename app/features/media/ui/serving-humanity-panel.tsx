import { useId, useRef, useState } from "react";
import { formatVocabularyLabel, servingHumanityUploadSections } from "~/shared/site/vocabulary";
import { SubTabBar } from "~/shared/staff-shell/sub-tab-bar";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import { SelectField } from "~/shared/ui/select-field";
import type { ImagePickerData } from "../image-picker-data";
import { mediaMessages } from "../messages";
import {
  readServingHumanityQuery,
  type ServingHumanityQuery,
  type ServingHumanityView,
  servingHumanityPage,
  servingHumanitySections,
  servingHumanityViews,
} from "../placement-query";
import { DirectUploadCard } from "./direct-upload-card";
import { GridPreview } from "./grid-preview";
import { ImagePicker } from "./image-picker";
import { SectionPlacements } from "./section-placements";
import { useTabQuery } from "./use-tab-query";

type Props = {
  placement: ServingHumanityQuery;
  /** Browse & Apply's images; null for the other views. */
  picker: ImagePickerData | null;
  /** Grid Preview's page: the one that shows the chosen gallery; null for the other views. */
  previewPage: { key: string; title: string } | null;
};

const sectionOptions = (view: ServingHumanityView) =>
  servingHumanitySections(view).map((section) => ({
    value: section,
    label: formatVocabularyLabel(section),
  }));

/**
 * §2 Serving Humanity: the page's galleries. Browse & Apply places a library image, Direct Upload
 * adds new ones gallery by gallery, Grid Preview shows a gallery as visitors see it.
 */
export function ServingHumanityPanel({ placement, picker, previewPage }: Props) {
  const { query, hrefFor, change } = useTabQuery(
    "serving-humanity",
    readServingHumanityQuery,
    placement,
  );
  // Bumped after an apply or removal so the section's list reloads.
  const [revision, setRevision] = useState(0);
  const changed = () => setRevision((current) => current + 1);
  // After an apply, focus goes to the result: what is on the gallery now.
  const placedHeading = useRef<HTMLHeadingElement>(null);
  const viewId = useId();
  const view = servingHumanityViews.find((entry) => entry.key === query.view);

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold">Serving Humanity</h2>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
          Photos for the galleries of the Serving Humanity page. The image placed last shows first.
        </p>
      </div>
      <SubTabBar
        label="Serving Humanity views"
        tabs={servingHumanityViews}
        active={query.view}
        hrefFor={(key) => hrefFor({ view: key })}
      />
      <section aria-labelledby={viewId} className="space-y-5">
        <h3 id={viewId} className="text-xl font-bold">
          {view?.label}
        </h3>
        {query.view === "upload" ? (
          <ul className="grid gap-5 md:grid-cols-2">
            {servingHumanityUploadSections.map((section) => (
              <DirectUploadCard key={section} section={section} />
            ))}
          </ul>
        ) : query.view === "preview" ? (
          <>
            <SelectField
              label="Gallery section"
              value={query.section}
              onChange={(event) => change({ section: event.currentTarget.value })}
              options={sectionOptions("preview")}
              className="max-w-md"
            />
            {previewPage ? (
              <>
                <p className="text-slate-600 dark:text-slate-300">
                  Shown on the {previewPage.title} page.
                </p>
                <GridPreview page={previewPage.key} section={query.section} />
              </>
            ) : (
              <LoadingSpinner label={mediaMessages.media.loading} />
            )}
          </>
        ) : (
          <>
            <SelectField
              label="Apply to section"
              value={query.section}
              onChange={(event) => change({ section: event.currentTarget.value })}
              options={sectionOptions("browse")}
              className="max-w-md"
            />
            <SectionPlacements
              page={servingHumanityPage}
              section={query.section}
              position="gallery"
              revision={revision}
              onChanged={changed}
              headingRef={placedHeading}
            />
            {picker ? (
              <ImagePicker
                tab="serving-humanity"
                picker={picker}
                target={{ page: servingHumanityPage, section: query.section }}
                onApplied={() => {
                  changed();
                  placedHeading.current?.focus();
                }}
              />
            ) : (
              // Switching from another view: the library's images are on their way.
              <LoadingSpinner label={mediaMessages.media.loading} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
