import { expect, test } from "vitest";
import { findCharityRegisterEntry } from "./charity-register";

test("an England and Wales number searches the Charity Commission's register", () => {
  expect(findCharityRegisterEntry("1187654")).toEqual({
    registerName: "the Charity Commission's register",
    url: "https://register-of-charities.charitycommission.gov.uk/en/charity-search/-/results/page/1/delta/20/keywords/1187654",
  });
  expect(findCharityRegisterEntry("1187654-2")?.url).toMatch(/keywords\/1187654$/);
});

test("Scottish and Northern Irish numbers go to their own regulators' registers", () => {
  expect(findCharityRegisterEntry("SC012345")?.url).toBe(
    "https://www.oscr.org.uk/about-charities/search-the-register/charity-details?number=SC012345",
  );
  expect(findCharityRegisterEntry("NIC100001")?.url).toBe(
    "https://www.charitycommissionni.org.uk/charity-details/?regId=100001&subId=0",
  );
});

test("no number, or one no register uses, links nowhere", () => {
  expect(findCharityRegisterEntry("")).toBeNull();
  expect(findCharityRegisterEntry("12AB")).toBeNull();
});
