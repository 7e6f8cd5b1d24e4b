import {
  type MediaLibraryQuery,
  mediaPageSize,
  readMediaLibraryQuery,
} from "./media-library-query";

/** The pickers page through images as the library does: 24 at a time. */
export const imagePickerPageSize = mediaPageSize;

/** A picker's filter, search and results page: the library's query, with its page number as `p`. */
export type ImagePickerQuery = Omit<MediaLibraryQuery, "undecided">;

/** URL parameter of the results page: `page` names the site page being edited. */
const pickerPageParam = "p";

export function readImagePickerQuery(params: URLSearchParams): ImagePickerQuery {
  // A picker lists files visitors may see, so none waits for a decision.
  const { category, search, page } = readMediaLibraryQuery(params, pickerPageParam);
  return { category, search, page };
}

/** Writes a picker query into a copy of the dashboard's URL parameters. */
export function writeImagePickerQuery(params: URLSearchParams, query: Partial<ImagePickerQuery>) {
  const next = new URLSearchParams(params);
  for (const name of ["category", "q", pickerPageParam]) next.delete(name);
  if (query.category && query.category !== "all") next.set("category", query.category);
  if (query.search) next.set("q", query.search);
  if (query.page && query.page > 1) next.set(pickerPageParam, String(query.page));
  return next;
}
