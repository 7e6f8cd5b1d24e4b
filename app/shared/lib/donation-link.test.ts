import { expect, test } from "vitest";
import {
  buildDonationUrl,
  completeDonationUrl,
  describeAddedHttps,
  donationLinkHint,
  findDroppedDonationChoices,
} from "./donation-link";

test("fills the amount and frequency placeholders", () => {
  expect(
    buildDonationUrl("https://give.example.org/x?a={amount}&f={frequency}", "monthly", 15),
  ).toBe("https://give.example.org/x?a=15&f=monthly");
});

test("leaves a link without placeholders alone", () => {
  expect(buildDonationUrl("https://give.example.org/x", "once", 25)).toBe(
    "https://give.example.org/x",
  );
});

test("an unset link gives null, so the page explains how to give instead", () => {
  expect(buildDonationUrl("", "once", 25)).toBeNull();
  expect(buildDonationUrl("   ", "monthly", 5)).toBeNull();
});

test("a link typed without https:// gets it, and says so; other schemes stay to be refused", () => {
  expect(completeDonationUrl("  donate.example.org/us?amount={amount} ")).toEqual({
    url: "https://donate.example.org/us?amount={amount}",
    addedHttps: true,
  });
  expect(completeDonationUrl("//donate.example.org/us").url).toBe("https://donate.example.org/us");
  expect(completeDonationUrl("localhost:8080/give")).toEqual({
    url: "https://localhost:8080/give",
    addedHttps: true,
  });
  for (const typed of ["https://a.example.org/", "http://a.example.org/", "javascript:alert(1)"]) {
    expect(completeDonationUrl(typed)).toEqual({ url: typed, addedHttps: false });
  }
  expect(completeDonationUrl("   ")).toEqual({ url: "", addedHttps: false });
  expect(describeAddedHttps("https://a.example.org/")).toBe(
    "The donation link had no https:// at the start, so it was added: https://a.example.org/",
  );
});

test("warns when the link would drop the donor's amount, their monthly choice, or both", () => {
  expect(findDroppedDonationChoices("https://g.example.org/?a={amount}&f={frequency}")).toBeNull();
  expect(findDroppedDonationChoices("")).toBeNull();
  expect(findDroppedDonationChoices("https://g.example.org/give")).toBe(
    "This link has neither {amount} nor {frequency}, so the amount a donor chooses and whether they give monthly are dropped: they will have to choose both again on the giving page.",
  );
  expect(findDroppedDonationChoices("https://g.example.org/?f={frequency}")).toMatch(
    /^This link has no \{amount\}, so the amount a donor chooses is dropped/,
  );
  expect(findDroppedDonationChoices("https://g.example.org/?a={amount}")).toMatch(
    /^This link has no \{frequency\}, so a monthly gift reaches the giving page as a one-off/,
  );
});

test("the Settings hint's example is worked out by the same code that fills the link", () => {
  expect(donationLinkHint).toContain(
    "For example https://donate.example.org/us?amount={amount}&frequency={frequency} opens https://donate.example.org/us?amount=15&frequency=monthly for £15 a month.",
  );
});
