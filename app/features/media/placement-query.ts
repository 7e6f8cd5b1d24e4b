import { publicPages } from "~/shared/site/page-registry";
import {
  type GallerySection,
  gallerySections,
  type SectionAssignment,
  servingHumanityUploadSections,
} from "~/shared/site/vocabulary";

/** §2 Page Images: one manager for the home page, one for every other page. */
export const pageImageManagers = [
  { key: "homepage", label: "Homepage" },
  { key: "others", label: "All Other Pages" },
] as const;
export type PageImageManager = (typeof pageImageManagers)[number]["key"];

/** Step 2's two ways to fill a section. */
export const placementModes = [
  { key: "existing", label: "Select Existing" },
  { key: "upload", label: "Upload New" },
] as const;
export type PlacementMode = (typeof placementModes)[number]["key"];

/** Every public page but the home page, for the All Other Pages manager. */
export const otherPages = publicPages
  .filter((page) => page.key !== "homepage")
  .map((page) => ({ value: page.key, label: page.title }));

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

export type PageImagesQuery = {
  manager: PageImageManager;
  page: string;
  section: SectionAssignment;
  mode: PlacementMode;
};

/** Each page assignment's own sections (worked out on the server from the pages' copy). */
export type PlaceableSectionMap = Readonly<Record<string, readonly SectionAssignment[]>>;

/**
 * The Page Images tab's choices from the URL: manager, page, section (step 1, one of the page's
 * own sections) and mode (step 2).
 */
export function readPageImagesQuery(
  params: URLSearchParams,
  placeable: PlaceableSectionMap,
): PageImagesQuery {
  const manager = pick(
    params.get("manager"),
    pageImageManagers.map((entry) => entry.key),
    "homepage",
  );
  const page =
    manager === "homepage"
      ? "homepage"
      : pick(
          params.get("page"),
          otherPages.map((entry) => entry.value),
          otherPages[0]?.value ?? "about",
        );
  const sections = placeable[page] ?? [];
  return {
    manager,
    page,
    section: pick(params.get("section"), sections, sections[0] ?? "hero"),
    mode: pick(
      params.get("mode"),
      placementModes.map((entry) => entry.key),
      "existing",
    ),
  };
}

/** §2 Serving Humanity sub-tabs. */
export const servingHumanityViews = [
  { key: "browse", label: "Browse & Apply Images" },
  { key: "upload", label: "Direct Upload" },
  { key: "preview", label: "Grid Preview" },
] as const;
export type ServingHumanityView = (typeof servingHumanityViews)[number]["key"];

/** The Serving Humanity page's key: what its uploads and placements are assigned to. */
export const servingHumanityPage = "serving-humanity";

export type ServingHumanityQuery = {
  view: ServingHumanityView;
  /**
   * Browse & Apply's target, one of the page's four galleries; or Grid Preview's gallery, any of
   * the nine gallery sections (§2).
   */
  section: GallerySection;
};

/** The gallery sections a Serving Humanity view offers. */
export function servingHumanitySections(view: ServingHumanityView): readonly GallerySection[] {
  return view === "preview" ? gallerySections : servingHumanityUploadSections;
}

export function readServingHumanityQuery(params: URLSearchParams): ServingHumanityQuery {
  const view = pick(
    params.get("view"),
    servingHumanityViews.map((entry) => entry.key),
    "browse",
  );
  const sections = servingHumanitySections(view);
  return { view, section: pick(params.get("section"), sections, servingHumanityUploadSections[0]) };
}
