import { expect, test } from "vitest";
import { buildDonationUrl } from "./donation-link";

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
  expect(buildDonationUrl("   ", "monthly")).toBeNull();
});
