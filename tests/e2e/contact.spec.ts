import jsQR from "jsqr";
import { PNG } from "pngjs";
import { type SocialNetwork, socialNetworks } from "../../app/shared/site/site-settings";
import { launchedCharity } from "../support/launched-charity";
import { expect, test } from "../support/test";

test("the registration QR code really encodes the register page's absolute URL", async ({
  page,
  baseURL,
}) => {
  await page.goto("/contact/register-child");
  const qr = page.getByTestId("registration-qr");
  await expect(qr).toBeVisible();
  await expect(
    page.getByRole("img", { name: /register-child-banner|parent and child/i }),
  ).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`${baseURL}/contact/register-child`);
});

test("the contact page shows the settings' details, and its buttons open the forms", async ({
  page,
}) => {
  const settings = launchedCharity;
  await page.goto("/contact");
  const main = page.locator("main");
  const details = main.locator("#contact-details");
  await expect(details.getByRole("link", { name: settings.phone })).toBeVisible();
  // The address stays in view for those who would rather write than use the form.
  await expect(details.getByRole("link", { name: settings.email })).toHaveAttribute(
    "href",
    `mailto:${settings.email}`,
  );
  for (const network of Object.keys(socialNetworks) as SocialNetwork[]) {
    const handle = settings.socials[network];
    const link = details.locator(`a[href="${socialNetworks[network].profileUrl(handle)}"]`);
    await expect(link, network).toHaveText(new RegExp(`^@${handle}`));
  }
  await expect(details.getByText(settings.address[1] ?? "")).toBeVisible();
  await expect(main.getByRole("link", { name: "Register Your Child" })).toHaveAttribute(
    "href",
    "/contact/register-child#registration-form",
  );
  await main.getByRole("link", { name: "Ask a Question" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=question#contact-form$/);
  await expect(page.locator("#contact-form").getByLabel("What is it about?")).toHaveValue(
    "question",
  );
});

test("FAQ answers open and close from the keyboard", async ({ page }) => {
  await page.goto("/contact/faqs");
  const question = page.locator("main summary").first();
  const answer = page.locator("main details").first().locator("p");
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
  await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute(
    "href",
    "/contact",
  );
});
