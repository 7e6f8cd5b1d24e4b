import { expect, test } from "vitest";
import { readEnquiryFilter, toEnquiryFilterParams } from "./enquiry-filter";

test("a filter read from an address is written back the same, defaults left out", () => {
  const params = new URLSearchParams("q=Ada&kind=registration&status=in-progress&page=3");
  const filter = readEnquiryFilter(params);
  expect(filter).toEqual({ q: "Ada", kind: "registration", status: "in-progress", page: 3 });
  expect(toEnquiryFilterParams(filter).toString()).toBe(params.toString());
  expect(toEnquiryFilterParams({ q: "", kind: null, status: null, page: 1 }).toString()).toBe("");
});

test("unknown kinds and statuses mean all; a page that is not a whole number above 1 is the first", () => {
  for (const page of ["0", "-2", "1.5", "two", ""]) {
    expect(
      readEnquiryFilter(new URLSearchParams({ q: "  spaced  ", kind: "spam", status: "x", page })),
    ).toEqual({ q: "spaced", kind: null, status: null, page: 1 });
  }
  expect(readEnquiryFilter(new URLSearchParams({ q: "a".repeat(300) })).q).toHaveLength(100);
});
