import { isMediaCategory, type MediaCategory } from "~/shared/site/vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";

/** Files per page of the Media Library: fast with thousands of files, and divisible by 2, 3 and 4. */
export const mediaPageSize = 24;

export type MediaLibraryQuery = {
  category: MediaCategory | "all";
  search: string;
  page: number;
  /** Only files nobody has made a consent decision about (ADR 0026). */
  undecided: boolean;
};

/** The URL parameter and value that show only files waiting for a decision. */
export const undecidedParam = ["decision", "undecided"] as const;

/**
 * The library's filter, search and page, from the dashboard's URL (bad values fall back).
 * `pageParam` names the page number's parameter where `page` already means something else.
 */
export function readMediaLibraryQuery(
  params: URLSearchParams,
  pageParam = "page",
): MediaLibraryQuery {
  const category = params.get("category") ?? "all";
  const page = Number.parseInt(params.get(pageParam) ?? "1", 10);
  return {
    category: isMediaCategory(category) ? category : "all",
    search: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    undecided: params.get(undecidedParam[0]) === undecidedParam[1],
  };
}

/** The Media tab's URL for a library view; "all", no search, every file and page 1 are left out. */
export function buildMediaLibraryHref(query: Partial<MediaLibraryQuery>) {
  const params = new URLSearchParams();
  if (query.category && query.category !== "all") params.set("category", query.category);
  if (query.search) params.set("q", query.search);
  if (query.undecided) params.set(...undecidedParam);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return adminTabPath("media", params);
}
