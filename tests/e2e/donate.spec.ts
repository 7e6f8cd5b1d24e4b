import type { Page } from "@playwright/test";
import { buildDonationUrl } from "../../app/shared/lib/donation-link";
import { phone } from "../support/first-tap";
import { launchedCharity } from "../support/launched-charity";
import { expect, test } from "../support/test";

const template = launchedCharity.donationUrl;

/** The Donate page's amount chooser (the hero has a Donate Now of its own, leading to it). */
const chooser = (page: Page) => page.getByRole("region", { name: "Make a donation" });

test("one-time amounts select and Donate Now carries the chosen amount", async ({ page }) => {
  await page.goto("/donate");
  const once = page.getByRole("group", { name: "Choose an amount" });
  await once.getByText("£50").click();
  await expect(once.getByRole("radio", { name: "£50" })).toBeChecked();
  const donate = chooser(page).getByRole("link", { name: /^Donate Now/ });
  await expect(donate).toHaveAttribute("href", buildDonationUrl(template, "once", 50) ?? "");
  await expect(donate).toHaveText("Donate Now: £50");

  await once.getByText("Other amount").click();
  const amount = page.getByLabel("Amount in pounds");
  await amount.fill("abc");
  await expect(
    page.getByText("Please enter a whole number of pounds from 1 to 10,000."),
  ).toBeVisible();
  await expect(chooser(page).getByRole("link", { name: /^Donate Now/ })).toHaveCount(0);
  await expect(chooser(page).getByText("Donate Now: choose an amount first")).toBeVisible();
  await amount.fill("75");
  await expect(chooser(page).getByRole("link", { name: /^Donate Now/ })).toHaveAttribute(
    "href",
    buildDonationUrl(template, "once", 75) ?? "",
  );
});

test("monthly tiers select and Set Up Monthly Donation carries the tier", async ({ page }) => {
  await page.goto("/donate");
  const monthly = page.getByRole("group", { name: "Choose a monthly amount" });
  await expect(monthly.getByRole("radio")).toHaveCount(3);
  await monthly.getByText("£30").click();
  await expect(page.getByRole("link", { name: /^Set Up Monthly Donation/ })).toHaveAttribute(
    "href",
    buildDonationUrl(template, "monthly", 30) ?? "",
  );
});

test("the four impact cards state what each gift pays for", async ({ page }) => {
  await page.goto("/donate");
  for (const amount of ["£10", "£25", "£50", "£100"]) {
    await expect(page.getByRole("heading", { level: 3, name: amount, exact: true })).toBeVisible();
  }
});

test.describe("on a phone", () => {
  test.use({ ...phone });

  test("the first screen leads to the amounts: Donate Now, which scrolls to them", async ({
    page,
  }) => {
    await page.goto("/donate");
    const hero = page.locator("main section").first();
    const donateNow = hero.getByRole("link", { name: "Donate Now", exact: true });
    await expect(donateNow).toBeInViewport();
    const box = await donateNow.boundingBox();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(812);
    await expect(page.getByRole("group", { name: "Choose an amount" })).not.toBeInViewport();
    await donateNow.tap();
    await expect(page).toHaveURL(/\/donate#make-a-donation$/);
    await expect(page.getByRole("group", { name: "Choose an amount" })).toBeInViewport();
  });
});
