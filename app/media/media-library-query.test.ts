import { expect, test } from "vitest";
import { buildMediaLibraryHref, readMediaLibraryQuery } from "./media-library-query";

test("reads the library's filter, search and page, falling back on bad values", () => {
  expect(readMediaLibraryQuery(new URLSearchParams("category=boxing&q= river &page=3"))).toEqual({
    category: "boxing",
    search: "river",
    page: 3,
  });
  expect(readMediaLibraryQuery(new URLSearchParams("category=secret&page=-2"))).toEqual({
    category: "all",
    search: "",
    page: 1,
  });
});

test("builds dashboard links that leave defaults out", () => {
  expect(buildMediaLibraryHref({ category: "all", search: "", page: 1 })).toBe("/admin?tab=media");
  expect(buildMediaLibraryHref({ category: "hiking", search: "peak", page: 2 })).toBe(
    "/admin?tab=media&category=hiking&q=peak&page=2",
  );
});
