import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CatalogueImage } from "~/features/pages";
import type { SectionAssignment } from "~/shared/site/vocabulary";
import type { MediaPlacement, PlacedMediaFile } from "../media-file";
import { mediaMessages } from "../messages";

/** A built-in catalogue picture placed in a section. */
export type PlacedBuiltIn = { image: CatalogueImage; placement: MediaPlacement };

import type { loader } from "../routes/media-section";

export type SectionMediaState =
  | { status: "loading" }
  | { status: "error"; error: string }
  | { status: "ready"; placed: PlacedMediaFile[]; builtIns: PlacedBuiltIn[] };

/**
 * §4 media helper: what is placed in a page section, loaded on start and again whenever the page
 * or section changes, or `revision` does (after an apply, upload or removal).
 */
export function useSectionMedia(
  page: string,
  section: SectionAssignment,
  options: { activeOnly?: boolean; revision?: unknown } = {},
): SectionMediaState & { reload: () => void } {
  const fetcher = useFetcher<typeof loader>();
  const params = new URLSearchParams({ page, section });
  if (options.activeOnly) params.set("active", "1");
  const href = `/admin/media/section?${params}`;
  const reload = () => fetcher.load(href);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the query or revision changes.
  useEffect(() => {
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.load(href);
  }, [href, options.revision]);

  if (fetcher.state !== "idle" || !fetcher.data) return { status: "loading", reload };
  if (!fetcher.data.placed) {
    return {
      status: "error",
      error: fetcher.data.error ?? mediaMessages.publicMedia.fetchFailed,
      reload,
    };
  }
  return {
    status: "ready",
    placed: fetcher.data.placed,
    builtIns: fetcher.data.builtIns ?? [],
    reload,
  };
}
