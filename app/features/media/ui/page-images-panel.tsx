import { useId, useRef, useState } from "react";
import { pageAssignmentLabel } from "~/features/pages";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { SubTabBar } from "~/shared/staff-shell/sub-tab-bar";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import { SelectField } from "~/shared/ui/select-field";
import type { ImagePickerData } from "../image-picker-data";
import { imagePositions, type SectionPositionMap } from "../image-position";
import { mediaMessages } from "../messages";
import {
  otherPages,
  type PageImagesQuery,
  type PlaceableSectionMap,
  pageImageManagers,
  placementModes,
  readPageImagesQuery,
} from "../placement-query";
import { ImagePicker } from "./image-picker";
import { PageImageUploadForm } from "./page-image-upload-form";
import { SectionPlacements } from "./section-placements";
import { useTabQuery } from "./use-tab-query";

type Props = {
  placement: PageImagesQuery;
  /** Select Existing's images; null for Upload New. */
  picker: ImagePickerData | null;
  placeableSections: PlaceableSectionMap;
  sectionPositions: SectionPositionMap;
  /** The tab it is shown in: its own, or the Pages tab's Images view for one page. */
  tab?: "page-images" | "pages";
};

/**
 * §2 Page Images: the Homepage and All Other Pages managers. Step 1 chooses a section of the page
 * and shows what is there; step 2 fills it from the library or with a new upload.
 */
export function PageImagesPanel({
  placement,
  picker,
  placeableSections,
  sectionPositions,
  tab = "page-images",
}: Props) {
  const { query, hrefFor, change } = useTabQuery(
    tab,
    (params) => readPageImagesQuery(params, placeableSections),
    placement,
  );
  // Bumped after an apply, upload or removal so "Now on this section" reloads.
  const [revision, setRevision] = useState(0);
  const changed = () => setRevision((current) => current + 1);
  // After an apply or upload, focus goes to the result: what is on the section now.
  const placedHeading = useRef<HTMLHeadingElement>(null);
  const placed = (focusResult = true) => {
    changed();
    if (focusResult) placedHeading.current?.focus();
  };
  const stepOneId = useId();
  const stepTwoId = useId();
  const target = { page: query.page, section: query.section };
  const targetLabel = `${pageAssignmentLabel(query.page)} · ${formatVocabularyLabel(query.section)}`;

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold">Page Images</h2>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
          Choose a section of a page, then place an image from the library or upload new ones. The
          image placed last is the one visitors see first.
        </p>
      </div>
      <SubTabBar
        label="Page Images managers"
        tabs={pageImageManagers}
        active={query.manager}
        hrefFor={(manager) => hrefFor({ manager, page: null, section: null })}
      />
      {query.manager === "others" ? (
        <SelectField
          label="Page"
          value={query.page}
          onChange={(event) => change({ page: event.currentTarget.value, section: null })}
          options={otherPages}
          className="max-w-md"
        />
      ) : null}

      <section aria-labelledby={stepOneId} className="space-y-5">
        <fieldset>
          <legend>
            <h3 id={stepOneId} className="text-xl font-bold">
              Step 1: Choose a section
            </h3>
          </legend>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Sections of {pageAssignmentLabel(query.page)}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {(placeableSections[query.page] ?? []).map((section) => (
              <div
                key={section}
                className="rounded-xl border-2 border-slate-300 px-4 py-2 has-checked:border-teal-700 has-checked:bg-teal-50 dark:border-slate-600 dark:has-checked:border-teal-300 dark:has-checked:bg-slate-800"
              >
                <label className="flex min-h-9 cursor-pointer items-center gap-3 font-semibold">
                  <input
                    type="radio"
                    name="section"
                    value={section}
                    checked={section === query.section}
                    onChange={() => change({ section })}
                    aria-describedby={`${stepOneId}-${section}`}
                    className="size-5 accent-teal-700"
                  />
                  {formatVocabularyLabel(section)}
                </label>
                <p
                  id={`${stepOneId}-${section}`}
                  className="ml-8 text-sm text-slate-600 dark:text-slate-300"
                >
                  {imagePositions[sectionPositions[query.page]?.[section] ?? "inline"]}
                </p>
              </div>
            ))}
          </div>
        </fieldset>
        <SectionPlacements
          page={query.page}
          section={query.section}
          position={sectionPositions[query.page]?.[query.section] ?? "inline"}
          revision={revision}
          onChanged={changed}
          headingRef={placedHeading}
        />
      </section>

      <section aria-labelledby={stepTwoId} className="space-y-5">
        <h3 id={stepTwoId} className="text-xl font-bold">
          Step 2: Add an image to {targetLabel}
        </h3>
        <SubTabBar
          label="Ways to add an image"
          tabs={placementModes}
          active={query.mode}
          hrefFor={(mode) => hrefFor({ mode })}
        />
        {query.mode === "upload" ? (
          <PageImageUploadForm page={query.page} section={query.section} onUploaded={placed} />
        ) : picker ? (
          <ImagePicker tab={tab} picker={picker} target={target} onApplied={placed} />
        ) : (
          // Switching from Upload New: the library's images are on their way.
          <LoadingSpinner label={mediaMessages.media.loading} />
        )}
      </section>
    </div>
  );
}
