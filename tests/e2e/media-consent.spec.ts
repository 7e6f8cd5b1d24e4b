import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { mediaMessages } from "../../app/features/media/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { stubThirdPartyEmbeds } from "../support/offline-embeds";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectDialogToast, expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { answerChildrenQuestion } from "../support/upload-decision";

// Safeguarding on the staff server: a photo of identifiable children reaches visitors only with
// consent for the website, and disappears everywhere at once when consent is withdrawn or runs
// out. The library is shared with admin-placement.spec.ts and page-media.spec.ts, so every file
// and alt text here is this file's own and no list is assumed empty. Each test is a journey
// through the dashboard and the public site after a sign-in that runs a script.
test.describe.configure({ timeout: 90_000 });

const bikeRides = { label: "Bike Rides", route: "/what-we-offer/bike-rides" };
const bikeRidesGallery = "Bike Rides gallery";
const toughMudder = { label: "Tough Mudder", route: "/what-we-offer/tough-mudder" };

/** What placing a file refused for want of consent says, from the Details dialog or the picker. */
const refusal = {
  title: mediaMessages.placement.applyFailed.title,
  description: mediaMessages.placement.notPublishable,
};

type Upload = {
  name: string;
  colour: string;
  page: string;
  altText: string;
  caption?: string;
  /** The answer to the upload's question about children; null leaves it unanswered. */
  decision?: "none" | null;
};

async function makePhoto(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const uploadForm = (page: Page) =>
  page.getByRole("region", { name: "Upload to the Media Library" });

/** A library card, found by its picture: in edit mode the form takes the place of its name. */
function libraryCard(page: Page, altText: string) {
  return page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: altText, exact: true }) });
}

/** Fills the library upload form for a page's gallery (the form's Upload is left to the test). */
async function fillUpload(page: Page, upload: Upload) {
  const form = uploadForm(page);
  await form.getByLabel("Files", { exact: true }).setInputFiles({
    name: upload.name,
    mimeType: "image/jpeg",
    buffer: await makePhoto(upload.colour),
  });
  await form.getByLabel("Page").selectOption({ label: upload.page });
  await form.getByLabel("Section (optional)").selectOption("gallery");
  await form.getByLabel("Alt text").fill(upload.altText);
  if (upload.caption) await form.getByLabel("Caption (optional)").fill(upload.caption);
  if (upload.decision !== null) await answerChildrenQuestion(form, upload.decision);
  return form;
}

/** Uploads a photo into a page's gallery and returns its library card. */
async function uploadPhoto(page: Page, upload: Upload) {
  const form = await fillUpload(page, upload);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, mediaMessages.media.uploaded);
  const card = libraryCard(page, upload.altText);
  await expect(card.getByRole("paragraph").filter({ hasText: upload.name })).toBeVisible();
  return card;
}

/** Opens a card's Details dialog, named after the file. */
async function openDetails(page: Page, card: Locator, name: string) {
  await card.getByRole("button", { name: `Details of ${name}: where used, consent` }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

type Consent = { givenBy: string; givenOn: string; expiresOn?: string };

/** Records the Consent part of a Details dialog: identifiable children, and consent if given. */
async function recordConsent(dialog: Locator, consent?: Consent) {
  const part = dialog.getByRole("region", { name: "Consent", exact: true });
  await part.getByRole("radio", { name: "Yes, identifiable children" }).check();
  if (consent) {
    await part.getByRole("checkbox", { name: "Website" }).check();
    await part.getByLabel("Given by").fill(consent.givenBy);
    await part.getByLabel("Date given").fill(consent.givenOn);
    if (consent.expiresOn) await part.getByLabel("Expires on (optional)").fill(consent.expiresOn);
  }
  await part.getByRole("button", { name: "Save consent" }).click();
}

/** Places a file through its Details dialog's "Place on another page". */
async function placeOn(dialog: Locator, pageLabel: string, section: string) {
  const part = dialog.getByRole("region", { name: "Place on another page" });
  await part.getByLabel("Page").selectOption({ label: pageLabel });
  await part.getByLabel("Section").selectOption({ label: section });
  await part.getByRole("button", { name: "Place on this page" }).click();
}

/** A signed-out visitor in a browser context of their own, embeds stubbed like the test's. */
async function openAsVisitor(browser: Browser, pathname: string) {
  const context = await browser.newContext();
  await stubThirdPartyEmbeds(context);
  const visitor = await context.newPage();
  await visitor.goto(`${staffBaseUrl}${pathname}`);
  await waitForHydration(visitor);
  return visitor;
}

/** What a signed-out visitor gets for a URL, with no cookies and no cache. */
async function anonymousStatus(pathname: string) {
  const anonymous = await playwrightRequest.newContext({ baseURL: staffBaseUrl });
  const status = (await anonymous.get(pathname, { maxRedirects: 0 })).status();
  await anonymous.dispose();
  return status;
}

/** The original's URL (the card's Open link) and its 480 px WebP copy's (the thumbnail). */
async function readFileUrls(card: Locator) {
  const original = await card.getByRole("link", { name: /^Open / }).getAttribute("href");
  const webp = await card.getByRole("img").getAttribute("src");
  if (!original || !webp?.endsWith("-w480.webp")) throw new Error("The card has no file URLs");
  return { original, webp };
}

test("a photo of identifiable children without consent is hidden and cannot be placed or applied", async ({
  page,
  browser,
}) => {
  const name = "consent-refused.jpg";
  const altText = "Consent test: children racing bikes around the park";
  await openStaffDashboard(page, "media");
  const card = await uploadPhoto(page, {
    name,
    colour: "#2b6",
    page: bikeRides.label,
    altText,
  });
  const urls = await readFileUrls(card);
  const visitor = await openAsVisitor(browser, bikeRides.route);
  const gallery = visitor.getByRole("region", { name: bikeRidesGallery });
  await expect(gallery.getByRole("img", { name: altText })).toBeVisible();

  // Chosen in the Page Images picker of another tab while it could still be placed.
  const picker = await page.context().newPage();
  await picker.goto(`${staffBaseUrl}/admin/page-images`);
  await waitForHydration(picker);
  await picker.getByRole("radio", { name: "Statistics", exact: true }).check();
  await picker.getByRole("searchbox").fill(altText);
  await picker.getByRole("search").getByRole("button", { name: "Search" }).click();
  const choice = picker.getByRole("button", { name: new RegExp(`^${altText}`) });
  await choice.click();
  await expect(choice).toHaveAttribute("aria-pressed", "true");

  const dialog = await openDetails(page, card, name);
  await recordConsent(dialog);
  await expectDialogToast(page, mediaMessages.consent.savedHidden);
  await expect(dialog.getByText("No website consent", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(gallery.getByRole("img", { name: altText })).toHaveCount(0);
  expect(await anonymousStatus(urls.original)).toBe(404);
  expect(await anonymousStatus(urls.webp)).toBe(404);

  await placeOn(dialog, "About Us", "Team");
  await expectDialogToast(page, refusal);
  const usage = dialog.getByRole("region", { name: "Where this is used" });
  await expect(usage.getByRole("listitem")).toHaveCount(1);
  await expect(usage.getByRole("listitem")).toContainText("Bike Rides · Gallery");

  await dialog.getByRole("button", { name: "Close details" }).click();
  await expect(card.getByText("No website consent", { exact: true })).toBeVisible();

  await picker.getByRole("button", { name: "Apply Image" }).click();
  await expectToast(picker, refusal);
  await visitor.goto(`${staffBaseUrl}/`);
  await expect(visitor.getByRole("img", { name: altText })).toHaveCount(0);
  await picker.close();
  await visitor.context().close();
});

test("with website consent a photo goes on two pages at once, and withdrawing consent takes it off both and breaks its links", async ({
  page,
  browser,
}) => {
  const name = "consent-given.jpg";
  const altText = "Consent test: a young rider fixing a puncture";
  await openStaffDashboard(page, "media");
  const card = await uploadPhoto(page, { name, colour: "#36a", page: bikeRides.label, altText });
  const dialog = await openDetails(page, card, name);
  await recordConsent(dialog, { givenBy: "Grace Adebayo", givenOn: "2026-10-01" });
  await expectDialogToast(page, mediaMessages.consent.saved);
  await expect(dialog.getByText("Consent: Website", { exact: true })).toBeVisible();

  await placeOn(dialog, "About Us", "Team");
  await expectDialogToast(page, mediaMessages.placement.applied);
  // Most recently placed first, each linking to its page.
  const usage = dialog.getByRole("region", { name: "Where this is used" });
  await expect(usage.getByRole("listitem")).toHaveCount(2);
  await expect(usage.getByRole("listitem").first()).toContainText("About Us · Team");
  await expect(
    usage.getByRole("link", { name: "About Us · Team (opens the page in a new tab)" }),
  ).toHaveAttribute("href", "/about");
  await expect(
    usage.getByRole("link", { name: "Bike Rides · Gallery (opens the page in a new tab)" }),
  ).toHaveAttribute("href", bikeRides.route);
  await expect(card.getByRole("definition").filter({ hasText: /^About Us · Team; / })).toHaveText(
    "About Us · Team; Bike Rides · Gallery",
  );

  const visitor = await openAsVisitor(browser, bikeRides.route);
  const rides = visitor.getByRole("region", { name: bikeRidesGallery });
  await expect(rides.getByRole("img", { name: altText })).toBeVisible();
  const about = await openAsVisitor(browser, "/about");
  const team = about.getByRole("region", { name: "Meet the team" });
  await expect(team.getByRole("img", { name: altText })).toBeVisible();
  const urls = await readFileUrls(card);
  expect(await anonymousStatus(urls.original)).toBe(200);
  expect(await anonymousStatus(urls.webp)).toBe(200);

  // Cancelling the question leaves the Details open, and nothing changed.
  await dialog.getByRole("button", { name: "Withdraw consent" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdraw consent?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(await anonymousStatus(urls.original)).toBe(200);
  await dialog.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Withdraw consent" }).click();
  await expectDialogToast(page, mediaMessages.consent.withdrawn);
  // At once: no cache or scheduled job stands between the withdrawal and the visitor.
  expect(await anonymousStatus(urls.original)).toBe(404);
  expect(await anonymousStatus(urls.webp)).toBe(404);
  await visitor.reload();
  await expect(rides.getByRole("img", { name: altText })).toHaveCount(0);
  await about.reload();
  await expect(team.getByRole("img", { name: altText })).toHaveCount(0);
  await expect(
    dialog.getByText(
      "Consent was withdrawn, so this file is hidden everywhere. It can only be shown again if new consent for the website is recorded.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Withdraw consent" })).toHaveCount(0);

  // The register keeps the record, withdrawal included, and where the file was used.
  await dialog.getByRole("button", { name: "Close details" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Consent register (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consent-register-\d{4}-\d{2}-\d{2}\.csv$/);
  const register = await readFile((await download.path()) ?? "", "utf8");
  const row = register.split("\r\n").find((line) => line.includes(`"${name}"`)) ?? "";
  expect(row).toContain(
    `"${name}","${altText}","Consent withdrawn","Grace Adebayo","Website","2026-10-01",""`,
  );
  expect(row).toMatch(/,"No","About Us · Team; Bike Rides · Gallery"$/);
  await visitor.context().close();
  await about.context().close();
});

test("consent that has run out hides the photo once the scheduled check has run", async ({
  page,
  browser,
}) => {
  const name = "consent-expired.jpg";
  const altText = "Consent test: riders waiting at the top of the hill";
  await openStaffDashboard(page, "media");
  const card = await uploadPhoto(page, { name, colour: "#a62", page: bikeRides.label, altText });
  const urls = await readFileUrls(card);
  const dialog = await openDetails(page, card, name);
  await recordConsent(dialog, {
    givenBy: "Tomasz Nowak",
    givenOn: "2025-01-01",
    expiresOn: "2025-06-01",
  });
  // Saved as consent for the website: it is the scheduled check that finds it has run out.
  await expectDialogToast(page, mediaMessages.consent.saved);

  const visitor = await openAsVisitor(browser, bikeRides.route);
  const gallery = visitor.getByRole("region", { name: bikeRidesGallery });
  // The staff server checks every 2 seconds (playwright.config.ts).
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return gallery.getByRole("img", { name: altText }).count();
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(0);
  expect(await anonymousStatus(urls.original)).toBe(404);
  expect(await anonymousStatus(urls.webp)).toBe(404);

  await page.reload();
  const attention = page
    .getByRole("region", { name: "Needs attention" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(attention.getByText("Consent expired", { exact: true })).toBeVisible();
  await expect(
    attention.getByText(
      "Consent ran out on 1 June 2025, so this file is hidden everywhere. Record renewed consent for the website to show it again.",
    ),
  ).toBeVisible();
  await visitor.context().close();
});

test("a possible full name in a caption must be confirmed before it is published", async ({
  page,
  browser,
}) => {
  const name = "mud-finish.jpg";
  const altText = "Consent test: a team crossing the finish line in mud";
  const caption = "Jack Smith scoring";
  const warning = mediaMessages.publicWords.nameWarning("“Jack Smith”", 1);
  await openStaffDashboard(page, "media");
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/admin/media/upload")) {
      uploads.push(request.url());
    }
  });
  const form = await fillUpload(page, {
    name,
    colour: "#765",
    page: toughMudder.label,
    altText,
    caption,
  });
  // Shown while typing, before anything is sent.
  await expect(form.getByText(mediaMessages.publicWords.nameWarningTitle)).toBeVisible();
  await expect(form.getByText(warning)).toBeVisible();
  const acknowledged = form.getByRole("checkbox", {
    name: mediaMessages.publicWords.namesAcknowledged,
  });
  await expect(acknowledged).not.toBeChecked();
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(acknowledged).toBeFocused();
  await expect(form.getByText(mediaMessages.publicWords.namesNotAcknowledged)).toBeVisible();
  expect(uploads).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  await acknowledged.check();
  await expect(form.getByText(mediaMessages.publicWords.namesNotAcknowledged)).toBeHidden();
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expectToast(page, mediaMessages.media.uploaded);
  expect(uploads).toHaveLength(1);
  const visitor = await openAsVisitor(browser, toughMudder.route);
  const gallery = visitor.getByRole("region", { name: "Tough Mudder gallery" });
  await expect(gallery.getByRole("img", { name: altText })).toBeVisible();
  await expect(gallery.getByText(caption)).toBeVisible();

  // Editing a placed file's words asks again: the browser will not send the form unticked.
  const card = libraryCard(page, altText);
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const longer = "Jack Smith scoring the winning try";
  await card.getByLabel("Caption").fill(longer);
  await expect(card.getByText(warning)).toBeVisible();
  const editTick = card.getByRole("checkbox", {
    name: mediaMessages.publicWords.namesAcknowledged,
  });
  await expect(editTick).not.toBeChecked();
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editTick).toBeFocused();
  expect(await editTick.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(card.getByLabel("Caption")).toHaveValue(longer);
  await editTick.check();
  await card.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, mediaMessages.media.updated);
  await visitor.reload();
  await expect(gallery.getByText(longer)).toBeVisible();
  await visitor.context().close();
});

/** Presses Tab until the target has focus: the keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target, `Tab reaches it within ${limit} presses`).toBeFocused();
}

test("consent is recorded with the keyboard alone", async ({ page }) => {
  const name = "keyboard-consent.jpg";
  const altText = "Consent test: children learning to balance on bikes";
  await openStaffDashboard(page, "media");
  const card = await uploadPhoto(page, { name, colour: "#58c", page: bikeRides.label, altText });
  const details = card.getByRole("button", { name: `Details of ${name}: where used, consent` });
  await details.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close details" })).toBeFocused();

  const part = dialog.getByRole("region", { name: "Consent", exact: true });
  // A radio group is one Tab stop; the arrow keys choose within it.
  await tabTo(page, part.getByRole("radio", { name: "No identifiable children" }));
  await page.keyboard.press("ArrowDown");
  const identifiable = part.getByRole("radio", { name: "Yes, identifiable children" });
  await expect(identifiable).toBeFocused();
  await expect(identifiable).toBeChecked();
  const website = part.getByRole("checkbox", { name: "Website" });
  await tabTo(page, website);
  await page.keyboard.press("Space");
  await expect(website).toBeChecked();
  await tabTo(page, part.getByLabel("Given by"));
  await page.keyboard.type("Priya Sharma");
  const givenOn = part.getByLabel("Date given");
  await tabTo(page, givenOn);
  // Chromium's date field takes the digits of each part in the locale's order (en-US here).
  await page.keyboard.type("10012026");
  await expect(givenOn).toHaveValue("2026-10-01");
  await tabTo(page, part.getByLabel("Note (optional)"));
  await page.keyboard.type("Form kept in the office file");
  await tabTo(page, part.getByRole("button", { name: "Save consent" }));
  await page.keyboard.press("Enter");
  await expectDialogToast(page, mediaMessages.consent.saved);
  await expect(dialog.getByText("Consent: Website", { exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expect(card.getByText("Consent: Website", { exact: true })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`the Media tab with Needs attention and the Details dialog pass axe, ${theme} theme`, async ({
    page,
  }) => {
    const name = `details-${theme}.jpg`;
    const altText = `Consent test: volunteers handing out water at a ${theme} checkpoint`;
    await storeThemePreference(page, theme);
    await openStaffDashboard(page, "media");
    const html = expect(page.locator("html"));
    await (theme === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
    await uploadPhoto(page, {
      name,
      // A photo of each theme's own: the library refuses the same bytes twice (ADR 0035).
      colour: theme === "light" ? "#3a8" : "#8a3",
      page: toughMudder.label,
      altText,
      decision: null,
    });

    // Placed and nobody has said what it shows: staff are asked to decide.
    const attention = page.getByRole("region", { name: "Needs attention" });
    const item = attention.getByRole("listitem").filter({ hasText: name });
    await expect(item.getByText("Not shown: consent not reviewed", { exact: true })).toBeVisible();
    await expect(
      item.getByText(
        "Not on the site until you record a decision: say whether it shows children who could be identified.",
      ),
    ).toBeVisible();
    await expect(attention.getByRole("link", { name: "Consent register (CSV)" })).toHaveAttribute(
      "href",
      "/admin/media/consent-register.csv",
    );
    await expectNoSeriousAxeViolations(page);

    await item.getByRole("button", { name: `Details of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
      "Focal point",
      "Where this is used",
      "Place on another page",
      "Consent",
    ]);
    await expectNoSeriousAxeViolations(page);

    // For people to look at: the whole dialog, so the viewport is as tall as it needs.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 1800 });
      await page.screenshot({ path: test.info().outputPath(`details-${width}-${theme}.png`) });
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousAxeViolations(page);
  });
}
