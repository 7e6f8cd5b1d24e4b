import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { imagePositions } from "../../app/features/media/image-position";
import { mediaMessages } from "../../app/features/media/messages";
import { formatVocabularyLabel, gallerySections } from "../../app/shared/site/vocabulary";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { stubThirdPartyEmbeds } from "../support/offline-embeds";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast, toastsTitled } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { answerChildrenQuestion } from "../support/upload-decision";

// The tests of one file place images in turn. The staff server's library is shared with
// page-media.spec.ts (other pages) and, before this project runs, admin-media.spec.ts, so every
// alt text here is this file's own and no list is assumed empty. Each test is a whole journey
// through the dashboard and the public site after a sign-in that runs a script, so gets a minute.
test.describe.configure({ mode: "serial", timeout: 60_000 });

async function openDashboard(page: Page, tab: "page-images" | "serving-humanity") {
  await openStaffDashboard(page, tab);
  await waitForHydration(page);
}

async function makePhoto(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function photo(name: string, colour: string) {
  return { name, mimeType: "image/jpeg", buffer: await makePhoto(colour) };
}

/** A signed-out visitor's page on the same server, its embeds stubbed like the test's own. */
async function openAsVisitor(browser: Browser, pathname: string) {
  const context = await browser.newContext();
  await stubThirdPartyEmbeds(context);
  const visitor = await context.newPage();
  await visitor.goto(`${staffBaseUrl}${pathname}`);
  return visitor;
}

const stepTwo = (page: Page) => page.getByRole("region", { name: /^Step 2: Add an image to / });
const nowOnSection = (page: Page) => page.getByRole("region", { name: "Now on this section" });
const placed = (page: Page, altText: string) =>
  nowOnSection(page).getByRole("listitem").filter({ hasText: altText });

async function chooseSection(page: Page, label: string) {
  await page.getByRole("radio", { name: label, exact: true }).check();
  await expect(stepTwo(page)).toHaveAccessibleName(new RegExp(` · ${label}$`));
}

async function chooseMode(page: Page, mode: "Select Existing" | "Upload New") {
  const modes = page.getByRole("navigation", { name: "Ways to add an image" });
  await modes.getByRole("link", { name: mode }).click();
  await expect(modes.getByRole("link", { name: mode })).toHaveAttribute("aria-current", "page");
}

/** Fills an upload form (Upload New or a Direct Upload card) with one image and sends it. */
async function uploadInto(
  form: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  altText: string,
  caption?: string,
) {
  await form.getByLabel("Images", { exact: true }).setInputFiles(file);
  const row = form.getByRole("group", { name: new RegExp(`^${file.name}`) });
  await row.getByLabel("Alt text").fill(altText);
  if (caption) await row.getByLabel("Caption (optional)").fill(caption);
  await answerChildrenQuestion(form);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(row.getByRole("status")).toHaveText(mediaMessages.placement.uploaded.description);
}

/** Searches the picker for an image and presses its choice button. */
async function chooseImage(page: Page, altText: string) {
  await page.getByRole("searchbox").fill(altText);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  const choice = page.getByRole("button", { name: new RegExp(`^${altText}`) });
  await expect(choice).toHaveAttribute("aria-pressed", "false");
  await choice.click();
  await expect(choice).toHaveAttribute("aria-pressed", "true");
}

test("the home hero takes an upload, then a library image applied over it, until it is removed", async ({
  page,
  browser,
}) => {
  const sunrise = "Placement test: sunrise over the youth centre";
  const training = "Placement test: football training at dusk";
  await openDashboard(page, "page-images");
  const managers = page.getByRole("navigation", { name: "Page Images managers" });
  await expect(managers.getByRole("link", { name: "Homepage" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await chooseSection(page, "Hero");
  await chooseMode(page, "Upload New");
  const upload = stepTwo(page).getByRole("button", { name: "Upload", exact: true });
  await expect(upload).toBeDisabled();
  await uploadInto(stepTwo(page), await photo("sunrise.jpg", "#e96"), sunrise);
  await expectToast(page, mediaMessages.placement.uploaded);
  // Sent: nothing is left to fill in until more images are chosen.
  await expect(stepTwo(page).getByLabel("Alt text")).toHaveCount(0);
  await expect(upload).toBeDisabled();
  await expect(placed(page, sunrise)).toContainText("Visitors see this first");

  const visitor = await openAsVisitor(browser, "/");
  const hero = visitor.getByRole("img", { name: sunrise });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("srcset", /\.webp \d+w/);
  await expect(hero).toHaveAttribute("width", "1200");
  await expect(hero).toHaveAttribute("height", "800");

  // A second image, uploaded into another section, then applied to the hero from the library.
  await chooseSection(page, "Highlights");
  await uploadInto(stepTwo(page), await photo("training.jpg", "#27a"), training);
  await expectToast(page, mediaMessages.placement.uploaded);
  await expect(placed(page, training)).toBeVisible();

  await chooseSection(page, "Hero");
  await chooseMode(page, "Select Existing");
  const apply = stepTwo(page).getByRole("button", { name: "Apply Image" });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveAccessibleDescription(mediaMessages.placement.chooseImage);
  await chooseImage(page, training);
  await expect(page.getByRole("button", { name: new RegExp(`^${training}`) })).toContainText(
    "Home · Highlights",
  );
  await expect(apply).toBeEnabled();
  await apply.click();
  await expectToast(page, mediaMessages.placement.applied);
  await expect(placed(page, training)).toContainText("Visitors see this first");
  await expect(placed(page, sunrise)).not.toContainText("Visitors see this first");
  // Applying places it on one more section: it stays in Highlights too.
  await expect(page.getByRole("button", { name: new RegExp(`^${training}`) })).toContainText(
    "On Home · Hero; Home · Highlights",
  );

  await visitor.reload();
  const heroSection = visitor.locator("main section").first();
  const highlights = visitor.getByRole("region", { name: "Find your way in" });
  await expect(heroSection.getByRole("img", { name: training })).toBeVisible();
  await expect(highlights.getByRole("img", { name: training })).toBeVisible();
  await expect(visitor.getByRole("img", { name: sunrise })).toHaveCount(0);

  await placed(page, training)
    .getByRole("button", { name: `Remove ${training}` })
    .click();
  // Removing asks first.
  await page
    .getByRole("dialog", { name: "Remove this image from the section?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expectToast(page, mediaMessages.placement.removed);
  await expect(placed(page, training)).toHaveCount(0);
  await expect(placed(page, sunrise)).toContainText("Visitors see this first");

  await visitor.reload();
  await expect(heroSection.getByRole("img", { name: sunrise })).toBeVisible();
  await expect(heroSection.getByRole("img", { name: training })).toHaveCount(0);
  await expect(highlights.getByRole("img", { name: training })).toBeVisible();
  await visitor.context().close();
});

test("All Other Pages places an upload in the About page's team gallery", async ({
  page,
  browser,
}) => {
  const team = "Placement test: youth workers outside the centre";
  await openDashboard(page, "page-images");
  await page
    .getByRole("navigation", { name: "Page Images managers" })
    .getByRole("link", { name: "All Other Pages" })
    .click();
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "About Us" });
  await expect(page.getByText("Sections of About Us")).toBeVisible();
  await chooseSection(page, "Team");
  await chooseMode(page, "Upload New");
  await uploadInto(stepTwo(page), await photo("team.jpg", "#6a4"), team, "Our youth work team");
  await expectToast(page, mediaMessages.placement.uploaded);
  await expect(placed(page, team)).toBeVisible();
  await expect(page).toHaveURL(/manager=others/);
  await expect(page).toHaveURL(/page=about/);

  const visitor = await openAsVisitor(browser, "/about");
  const gallery = visitor.getByRole("region", { name: "Meet the team" });
  await expect(gallery.getByRole("img", { name: team })).toBeVisible();
  await expect(gallery.getByText("Our youth work team")).toBeVisible();

  // The section says where the page shows it (§3 positions), and staff set the gallery's order.
  await expect(page.getByRole("radio", { name: "Team", exact: true })).toHaveAccessibleDescription(
    imagePositions.gallery,
  );
  await expect(nowOnSection(page)).toContainText(`Position: ${imagePositions.gallery}.`);
  const second = "Placement test: the team at the summer fair";
  await uploadInto(stepTwo(page), await photo("fair.jpg", "#a46"), second);
  await expectToast(page, mediaMessages.placement.uploaded);
  const order = () => nowOnSection(page).getByRole("listitem").locator("p.font-semibold");
  await expect(order()).toHaveText([second, team]);
  await expect(placed(page, second).getByRole("button", { name: `Move up ${second}` })).toHaveCount(
    0,
  );
  await placed(page, second)
    .getByRole("button", { name: `Move down ${second}` })
    .click();
  await expectToast(page, mediaMessages.placement.moved);
  await expect(order()).toHaveText([team, second]);
  // Now last, it can only move up: focus is on that button, ready to move it back.
  await expect(
    placed(page, second).getByRole("button", { name: `Move up ${second}` }),
  ).toBeFocused();
  await visitor.reload();
  await expect(gallery.getByRole("img", { name: second })).toBeVisible();
  const alts = await gallery
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
  expect(alts.filter((alt) => alt === team || alt === second)).toEqual([team, second]);
  await visitor.context().close();
});

test("Serving Humanity uploads to a gallery, previews it in three columns and applies an image to another", async ({
  page,
  browser,
}) => {
  const volunteers = "Placement test: volunteers packing food parcels";
  const caption = "Saturday morning parcel packing";
  await openDashboard(page, "serving-humanity");
  const views = page.getByRole("navigation", { name: "Serving Humanity views" });

  await views.getByRole("link", { name: "Direct Upload" }).click();
  const cards = page.getByRole("region", { name: "Direct Upload" }).getByRole("region");
  await expect(cards).toHaveText([
    /^Humanitarian gallery/,
    /^Impact gallery/,
    /^How it works gallery/,
    /^Volunteer gallery/,
  ]);
  const card = page.getByRole("region", { name: "Volunteer gallery" });
  const count = card.getByText(/^\d+ images? on the page now$/);
  await expect(count).toBeVisible();
  const before = Number.parseInt((await count.textContent()) ?? "", 10);
  await uploadInto(card, await photo("parcels.jpg", "#c52"), volunteers, caption);
  await expectToast(page, mediaMessages.placement.uploaded);
  const after = before + 1;
  await expect(
    card.getByText(`${after} ${after === 1 ? "image" : "images"} on the page now`),
  ).toBeVisible();
  // Focus goes to the result: the gallery's card, whose new count is under its name.
  await expect(card.getByRole("heading", { name: "Volunteer gallery" })).toBeFocused();

  await views.getByRole("link", { name: "Grid Preview" }).click();
  const preview = page.getByRole("region", { name: "Grid Preview" });
  // All nine gallery sections (§2), each previewed on the page that shows it.
  await expect(preview.getByLabel("Gallery section").getByRole("option")).toHaveText(
    gallerySections.map(formatVocabularyLabel),
  );
  await preview.getByLabel("Gallery section").selectOption("team");
  await expect(preview.getByText("Shown on the About Us page.")).toBeVisible();
  await preview.getByLabel("Gallery section").selectOption("volunteer-gallery");
  await expect(preview.getByText("Shown on the Serving Humanity page.")).toBeVisible();
  const tile = preview
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: volunteers }) });
  await expect(tile).toBeVisible();
  await expect(tile.getByText(caption)).toBeVisible();
  const columns = await preview
    .getByRole("list")
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(3);

  const visitor = await openAsVisitor(browser, "/what-we-offer/serving-humanity");
  const volunteerGallery = visitor.getByRole("region", { name: "Our volunteers in action" });
  await expect(volunteerGallery.getByRole("img", { name: volunteers })).toBeVisible();
  await expect(volunteerGallery.getByText(caption)).toBeVisible();

  await views.getByRole("link", { name: "Browse & Apply Images" }).click();
  await page.getByLabel("Apply to section").selectOption("humanitarian-gallery");
  await expect(page).toHaveURL(/section=humanitarian-gallery/);
  await chooseImage(page, volunteers);
  await page.getByRole("button", { name: "Apply Image" }).click();
  await expectToast(page, mediaMessages.placement.applied);
  await expect(placed(page, volunteers)).toBeVisible();

  // Applying places it on one more gallery: it stays in the volunteers' one too.
  await visitor.reload();
  await expect(
    visitor
      .getByRole("region", { name: "Humanitarian work" })
      .getByRole("img", { name: volunteers }),
  ).toBeVisible();
  await expect(
    visitor
      .getByRole("region", { name: "Our volunteers in action" })
      .getByRole("img", { name: volunteers }),
  ).toBeVisible();
  await visitor.context().close();
});

test("both tabs refuse what cannot be sent, work from the keyboard and on a phone, and pass axe", async ({
  page,
}) => {
  const statistics = "Placement test: counting meals for the impact band";
  const runners = "Placement test: runners at the charity 5k";
  const notAnImage = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") };
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, "page-images");
  await chooseSection(page, "Statistics");
  await chooseMode(page, "Upload New");
  await expectNoSeriousAxeViolations(page);
  const form = stepTwo(page);
  await form.getByLabel("Images", { exact: true }).setInputFiles(notAnImage);
  await expectToast(page, mediaMessages.media.quickInvalidType);
  await expect(form.getByRole("list", { name: "Chosen files" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
  await uploadInto(form, await photo("meals.jpg", "#4a9"), statistics);
  await expectToast(page, mediaMessages.placement.uploaded);
  await expect(placed(page, statistics)).toBeVisible();
  // The test's pointer rests where it pressed Upload, which on a phone is where the toast
  // appears, and a hovered toast stays (a finger leaves no pointer behind): move it, let it go.
  await page.mouse.move(0, 0);
  await expect(toastsTitled(page, mediaMessages.placement.uploaded.title)).toHaveCount(0);
  await uploadInto(form, await photo("runners.jpg", "#94a"), runners);
  await expect(placed(page, runners)).toBeVisible();

  await chooseMode(page, "Select Existing");
  const choices = stepTwo(page).getByRole("list").getByRole("button");
  await expect(choices.nth(1)).toBeVisible();
  // One column on a phone: the first two choices sit one above the other.
  const [first, second] = await Promise.all([
    choices.nth(0).boundingBox(),
    choices.nth(1).boundingBox(),
  ]);
  expect(second?.x).toBe(first?.x);
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

  const choice = page.getByRole("button", { name: new RegExp(`^${statistics}`) });
  await choice.focus();
  await page.keyboard.press("Space");
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  const apply = page.getByRole("button", { name: "Apply Image" });
  await expect(apply).toBeEnabled();
  await page.keyboard.press("Space");
  await expect(choice).toHaveAttribute("aria-pressed", "false");
  await expect(apply).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${staffBaseUrl}/admin/serving-humanity`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Apply Image" })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  const views = page.getByRole("navigation", { name: "Serving Humanity views" });
  await views.getByRole("link", { name: "Grid Preview" }).click();
  await expect(page.getByLabel("Gallery section")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await views.getByRole("link", { name: "Direct Upload" }).click();
  const card = page.getByRole("region", { name: "Impact gallery" });
  await expect(card.getByText(/^\d+ images? on the page now$/)).toBeVisible();
  // Before the toast below: sonner's toasts, animating or stacked, made axe's contrast check flaky.
  await expectNoSeriousAxeViolations(page);
  await card.getByLabel("Images", { exact: true }).setInputFiles(notAnImage);
  await expectToast(page, mediaMessages.media.quickInvalidType);
  await expect(card.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
});
