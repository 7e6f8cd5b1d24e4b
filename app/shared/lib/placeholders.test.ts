import { expect, test } from "vitest";
import {
  fillPlaceholders,
  fillPlaceholderText,
  onlyPlaceholders,
  placeholdersIn,
} from "./placeholders";

test("fills every known placeholder, wherever and however often it appears", () => {
  expect(
    fillPlaceholderText("© {year} {charity}. {charity}!", { year: "2030", charity: "Ours" }),
  ).toBe("© 2030 Ours. Ours!");
  expect(fillPlaceholderText("{year}", { year: "2030" })).toBe("2030");
  expect(fillPlaceholderText("No placeholders", { year: "2030" })).toBe("No placeholders");
});

test("names may have capitals inside, like {shortName}; a misspelt capital is caught", () => {
  expect(
    fillPlaceholderText("{shortName} and {charity}", { shortName: "NY", charity: "N Y C" }),
  ).toBe("NY and N Y C");
  expect(onlyPlaceholders(["charity", "shortName"]).check("{shortname}")).toBe(false);
});

test("keeps values apart from the text, so an element can stand in for a placeholder", () => {
  const link = { element: "a" };
  expect(
    fillPlaceholders("email {email} or call {phone}.", { email: link, phone: "0123" }),
  ).toEqual(["email ", link, " or call ", "0123", "."]);
});

test("leaves unknown placeholders and markup as typed: text is never treated as HTML", () => {
  expect(fillPlaceholderText("{yaer} <b>{year}</b>", { year: "2030" })).toBe("{yaer} <b>2030</b>");
  expect(fillPlaceholderText("{toString} {constructor}", {})).toBe("{toString} {constructor}");
});

test("the schema rule refuses a placeholder the place does not fill in", () => {
  const rule = onlyPlaceholders(["year", "charity"]);
  expect(placeholdersIn("© {year} {charity}")).toEqual(["year", "charity"]);
  expect(rule.check("© {year} {charity}")).toBe(true);
  expect(rule.check("All rights reserved.")).toBe(true);
  expect(rule.check("© {yaer}")).toBe(false);
  expect(rule.message).toBe(
    "Only {year} and {charity} can be filled in here: check the spelling inside the curly brackets.",
  );
});
