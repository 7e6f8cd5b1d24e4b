import { type MediaCategory, mediaFilterCategories } from "~/content/vocabulary";

/** Images per page of a picker: divisible by 2, 3 and 4 columns. */
export const imagePickerPageSize = 24;

export type ImagePickerQuery = {
  category: MediaCategory | "all";
  search: string;
  /** 1-based page of results (URL parameter `p`: `page` names the site page being edited). */
  page: number;
};

/** A picker's filter, search and page from the dashboard's URL (bad values fall back). */
export function readImagePickerQuery(params: URLSearchParams): ImagePickerQuery {
  const category = params.get("category") ?? "all";
  const page = Number.parseInt(params.get("p") ?? "1", 10);
  return {
    category: (mediaFilterCategories as readonly string[]).includes(category)
      ? (category as MediaCategory)
      : "all",
    search: (params.get("q") ?? "").trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Writes a picker query into a copy of the dashboard's URL parameters. */
export function writeImagePickerQuery(params: URLSearchParams, query: Partial<ImagePickerQuery>) {
  const next = new URLSearchParams(params);
  for (const name of ["category", "q", "p"]) next.delete(name);
  if (query.category && query.category !== "all") next.set("category", query.category);
  if (query.search) next.set("q", query.search);
  if (query.page && query.page > 1) next.set("p", String(query.page));
  return next;
}
