import { pageAssignmentLabel } from "~/features/pages";
import { publicPages } from "~/shared/site/page-registry";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import type { MediaPlacement } from "./media-file";

/** "Football · Gallery", or a whole site section's name ("Every page under What We Deliver (10 pages)"). */
export function formatPlacement(placement: Pick<MediaPlacement, "page" | "section">) {
  const page = pageAssignmentLabel(placement.page);
  return placement.section ? `${page} · ${formatVocabularyLabel(placement.section)}` : page;
}

/** The public page a placement is on, for a link; none for a whole site section. */
export function findPlacementRoute(placement: Pick<MediaPlacement, "page">) {
  return publicPages.find((page) => page.key === placement.page)?.route ?? null;
}

/** One line for a picker: where a file is already shown. */
export function summarisePlacements(placements: readonly MediaPlacement[]) {
  if (placements.length === 0) return "Not on any page";
  return `On ${placements.map(formatPlacement).join("; ")}`;
}
