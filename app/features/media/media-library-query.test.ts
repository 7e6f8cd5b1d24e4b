import { expect, test } from "vitest";
import { readImagePickerQuery, writeImagePickerQuery } from "./image-picker-query";
import { buildMediaLibraryHref, readMediaLibraryQuery } from "./media-library-query";

test("reads the library's filter, search and page, falling back on bad values", () => {
  expect(readMediaLibraryQuery(new URLSearchParams("category=boxing&q= river &page=3"))).toEqual({
    category: "boxing",
    search: "river",
    page: 3,
    undecided: false,
  });
  expect(readMediaLibraryQuery(new URLSearchParams("category=secret&page=-2"))).toEqual({
    category: "all",
    search: "",
    page: 1,
    undecided: false,
  });
  expect(readMediaLibraryQuery(new URLSearchParams("decision=undecided")).undecided).toBe(true);
});

test("builds dashboard links that leave defaults out", () => {
  expect(buildMediaLibraryHref({ category: "all", search: "", page: 1 })).toBe("/admin/media");
  expect(buildMediaLibraryHref({ category: "hiking", search: "peak", page: 2 })).toBe(
    "/admin/media?category=hiking&q=peak&page=2",
  );
  expect(buildMediaLibraryHref({ undecided: true, page: 2 })).toBe(
    "/admin/media?decision=undecided&page=2",
  );
});

test("the image pickers number their results page as p, leaving page to the site page", () => {
  const params = new URLSearchParams("manager=others&page=about&p=3&category=boxing&q=ring");
  expect(readImagePickerQuery(params)).toEqual({ category: "boxing", search: "ring", page: 3 });
  expect(writeImagePickerQuery(params, { category: "all", search: "", page: 2 }).toString()).toBe(
    "manager=others&page=about&p=2",
  );
});
