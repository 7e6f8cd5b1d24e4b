import { useState } from "react";
import { useFetcher } from "react-router";
import { describeWholeSectionReach, pageAssignmentGroups } from "~/features/pages";
import { formatVocabularyLabel, type SectionAssignment } from "~/shared/site/vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { MediaFile } from "../media-file";
import { findPossibleFullNames } from "../public-words";
import { NameWarning } from "./name-warning";

export type PlaceableSections = Readonly<Record<string, readonly SectionAssignment[]>>;

/**
 * Places a library file on one more page, in one of that page's own sections or in none (the
 * gallery at the foot of the page). Its other placements stay.
 */
export function MediaPlaceForm({
  file,
  placeableSections,
}: {
  file: MediaFile;
  placeableSections: PlaceableSections;
}) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const [page, setPage] = useState("");
  const sections = placeableSections[page] ?? [];
  return (
    <fetcher.Form method="post" action={adminTabPath("media")} className="grid gap-4">
      <input type="hidden" name="id" value={file.id} />
      <SelectField
        label="Page"
        name="page"
        value={page}
        onChange={(event) => setPage(event.currentTarget.value)}
        placeholder="Choose a page"
        groups={pageAssignmentGroups}
        hint={describeWholeSectionReach(page)}
        required
        error={errors.page}
      />
      <SelectField
        label="Section"
        name="section"
        key={page}
        defaultValue="none"
        options={[
          { value: "none", label: "No section (the gallery at the foot of the page)" },
          ...sections.map((section) => ({ value: section, label: formatVocabularyLabel(section) })),
        ]}
        error={errors.section}
      />
      <NameWarning names={findPossibleFullNames(`${file.altText}\n${file.caption ?? ""}`)} />
      <div>
        <SubmitButton
          name="intent"
          value="place"
          busy={fetcher.state !== "idle"}
          busyLabel="Placing..."
          disabled={!page}
          className="min-h-10 px-4 py-2 text-sm"
        >
          Place on this page
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
