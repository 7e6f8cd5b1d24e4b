import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { contactPages } from "../../app/features/pages/pages/contact";
import { recordMessages } from "../../app/features/records/messages";
import { reviewMessages } from "../../app/features/records/reviews/review-record";
import { videoMessages } from "../../app/features/records/videos/video-record";
import { pauseControlWords } from "../../app/shared/behaviours/video-facade";
import { adminTabPath } from "../../app/shared/staff-shell/admin-tabs";
import { waitForHydration } from "../support/hydration";
import {
  addButton,
  expectFieldMessage,
  formThanks,
  openAddForm,
  openRecordsTab,
  openVisitorPage,
  recordsBaseUrl,
  uniqueWords,
} from "../support/records-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

/**
 * The Reviews and YouTube tabs on the records server, and the public pages that show what they
 * hold: a visitor's review waits for staff; the home page plays the newest video. Every name and
 * text is this test's own (a random suffix): the server is shared by every records test.
 */

// Each test signs in (a script makes the administrator) and visits several pages.
test.describe.configure({ timeout: 60_000 });

/** One record's card in a tab's list, found by the heading that names it. */
const recordCard = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** An id in YouTube's shape (11 characters), this test's own. */
/** The stand-in player's window (tests/support/records-server.ts). */
type FakePlayer = { commands: string[]; report: (state: number) => void };

const newVideoId = () => randomBytes(6).toString("hex").slice(0, 11);

const failedToast = (noun: string) => ({
  title: recordMessages.records.failedTitle(noun),
  description: recordMessages.records.invalid,
});

/** Every slide of the home page's carousel: all of them are in the page, side by side. */
function carouselSlides(page: Page) {
  return page.getByRole("group", { name: "What people say" }).getByRole("figure").allTextContents();
}

async function addVideo(page: Page, { url, title }: { url: string; title: string }) {
  const form = await openAddForm(page, "youtube");
  await form.getByLabel("Video URL (required)", { exact: true }).fill(url);
  await form.getByLabel("Title (required)", { exact: true }).fill(title);
  await addButton(form, "youtube").click();
  return form;
}

/** The HTML the server sends for a page has the typed words, but never as markup. */
async function expectEscapedInHtml(request: APIRequestContext, path: string, payload: string) {
  const html = await (await request.get(path)).text();
  expect(html).toContain("window.__pwned=1");
  expect(html).not.toContain(payload);
}

/** Whether a script written into the page's text ran. */
const pwned = (page: Page) =>
  page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned);

test("a visitor's review waits as Pending until staff approve it, then the home carousel shows it", async ({
  page,
  browser,
}) => {
  const name = uniqueWords("Jo");
  const body = uniqueWords("The holiday club gave my daughter friends for life.");

  const visitor = await openVisitorPage(browser, "/contact");
  const share = visitor.getByRole("region", { name: "Share your experience" });
  await share.getByLabel("Your name").fill(name);
  await share.getByLabel("Your role").fill("Parent");
  // The radio itself is visually hidden: a visitor presses its star.
  const fourStars = share.getByRole("radio", { name: "Very Good, 4 stars" });
  await expect(share.getByText("Very Good", { exact: true })).toBeHidden();
  await share
    .locator("label")
    .filter({ has: visitor.getByRole("radio", { name: "Very Good, 4 stars" }) })
    .click();
  await expect(fourStars).toBeChecked();
  // The stars' word is shown once one is chosen (seed §9's five words).
  await expect(share.getByText("Very Good", { exact: true })).toBeVisible();
  await share.getByLabel("Your experience").fill(body);
  await share.getByRole("checkbox", { name: /^I agree to my name/ }).check();
  await share.getByRole("button", { name: "Send my review" }).click();
  await expect(share.getByText(formThanks(contactPages.contact, "review-form"))).toBeVisible();

  await visitor.goto("/");
  await waitForHydration(visitor);
  // Not on a slide, nor anywhere in the page's HTML (its data for the carousel included).
  expect((await carouselSlides(visitor)).join("\n")).not.toContain(body);
  expect(await visitor.content()).not.toContain(body);

  await openRecordsTab(page, "reviews");
  const card = recordCard(page, name);
  await expect(card).toContainText(body);
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("with consent to publish");
  await expect(card).toContainText("★★★★☆ Very Good · Parent");
  await card.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(page, recordMessages.records.approved);
  await expect(card).toContainText("Approved");
  await expect(card.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);

  await visitor.reload();
  await waitForHydration(visitor);
  const slide = (await carouselSlides(visitor)).find((text) => text.includes(body));
  expect(slide, "the approved review is one of the carousel's slides").toBeDefined();
  expect(slide).toContain(name);
  expect(slide).toContain("Parent");
  expect(slide).toContain("Rated Very Good, 4 out of 5");
  await visitor.context().close();
});

test("the Reviews and YouTube add forms, sent empty, put each required field's message beside it", async ({
  page,
}) => {
  await openRecordsTab(page, "reviews");
  const review = await openAddForm(page, "reviews");
  await addButton(review, "reviews").click();
  await expectToast(page, failedToast("review"));
  const reviewName = review.getByLabel("Name (required)", { exact: true });
  await expectFieldMessage(reviewName, reviewMessages.nameMissing);
  await expectFieldMessage(
    review.getByLabel("Review text (required)", { exact: true }),
    reviewMessages.bodyMissing,
  );
  // The first field to fix has the focus.
  await expect(reviewName).toBeFocused();
  // The rating starts at 5 stars, so it has nothing to say.
  await expect(review.getByRole("radio", { name: "Excellent, 5 stars" })).toBeChecked();
  await expect(review.getByText("Excellent", { exact: true })).toBeVisible();
  await expect(review.getByText(reviewMessages.rating)).toHaveCount(0);

  await page.goto(`${recordsBaseUrl}${adminTabPath("youtube")}`);
  await waitForHydration(page);
  const video = await openAddForm(page, "youtube");
  const published = video.getByLabel("Published date (required)", { exact: true });
  // It starts at today's date: cleared, so that nothing at all is sent.
  await published.fill("");
  await addButton(video, "youtube").click();
  await expectToast(page, failedToast("video"));
  await expectFieldMessage(
    video.getByLabel("Video URL (required)", { exact: true }),
    videoMessages.urlMissing,
  );
  await expectFieldMessage(
    video.getByLabel("Title (required)", { exact: true }),
    videoMessages.titleMissing,
  );
  await expectFieldMessage(published, "Choose the date it was published.");
});

test.describe("videos", () => {
  // The home page plays the newest video, so the tests that add one take turns (in one worker):
  // each then finds its own video on top.
  test.describe.configure({ mode: "default" });

  test("a youtu.be link plays, muted, on the home page once in view (pressed with reduced motion); a Vimeo link is refused", async ({
    page,
    browser,
  }) => {
    const videoId = newVideoId();
    const title = uniqueWords("Summer camp highlights");
    await openRecordsTab(page, "youtube");

    const form = await addVideo(page, { url: "https://vimeo.com/76979871", title });
    await expectToast(page, failedToast("video"));
    const url = form.getByLabel("Video URL (required)", { exact: true });
    await expectFieldMessage(url, videoMessages.urlInvalid);
    // What staff typed is still there to correct.
    await expect(form.getByLabel("Title (required)", { exact: true })).toHaveValue(title);

    await url.fill(`https://youtu.be/${videoId}`);
    await addButton(form, "youtube").click();
    await expectToast(page, recordMessages.records.added("Video"));
    await expect(form).toBeHidden();
    await expect(recordCard(page, title)).toBeVisible();

    const visitor = await openVisitorPage(browser, "/");
    const latest = visitor.getByRole("region", { name: "Watch Our Latest Update" });
    // Nothing from YouTube until the video is in view; then it starts, muted, by itself.
    await expect(latest.locator("iframe")).toHaveCount(0);
    await latest.scrollIntoViewIfNeeded();
    const player = latest.locator("iframe");
    await expect(player).toHaveAttribute(
      "src",
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}\\?autoplay=1&mute=1&`),
    );
    await expect(player).toHaveAttribute("title", title);
    await expect(player).not.toBeFocused();

    // A control outside the player stops it, and follows the player's own buttons.
    const pause = latest.getByRole("button", { name: pauseControlWords.pause });
    await pause.click();
    await expect(latest.getByRole("button", { name: pauseControlWords.play })).toBeVisible();
    const frame = visitor.frameLocator(`iframe[title="${title}"]`).locator("body");
    await expect
      .poll(() => frame.evaluate(() => (window as unknown as FakePlayer).commands))
      .toEqual(["pauseVideo"]);
    await frame.evaluate(() => (window as unknown as FakePlayer).report(1));
    await expect(latest.getByRole("button", { name: pauseControlWords.pause })).toBeVisible();
    await visitor.context().close();

    // With reduced motion it never starts by itself: the visitor presses play.
    const still = await openVisitorPage(browser, "/", { reducedMotion: "reduce" });
    const stillLatest = still.getByRole("region", { name: "Watch Our Latest Update" });
    await stillLatest.scrollIntoViewIfNeeded();
    await still.waitForTimeout(500);
    await expect(stillLatest.locator("iframe")).toHaveCount(0);
    await stillLatest.getByRole("link", { name: `Play video: ${title}`, exact: true }).click();
    await expect(stillLatest.locator("iframe")).toHaveAttribute("title", title);
    await expect(stillLatest.locator("iframe")).toBeFocused();
    await still.context().close();
  });

  test("a script typed into a review and a video title is shown as text and never runs", async ({
    page,
    browser,
  }) => {
    const payload = "<script>window.__pwned=1</script>";
    const reviewer = uniqueWords("Alex");
    const reviewText = uniqueWords(`${payload} Brilliant coaches`);
    const videoTitle = uniqueWords(payload);

    await openRecordsTab(page, "reviews");
    const review = await openAddForm(page, "reviews");
    await review.getByLabel("Name (required)", { exact: true }).fill(reviewer);
    await review.getByLabel("Review text (required)", { exact: true }).fill(reviewText);
    // A review staff add starts as Approved: it goes straight to the carousel.
    await expect(review.getByLabel("Status", { exact: true })).toHaveValue("approved");
    await addButton(review, "reviews").click();
    await expectToast(page, recordMessages.records.added("Review"));
    await expect(recordCard(page, reviewer).getByText(reviewText, { exact: true })).toBeVisible();

    await page.goto(`${recordsBaseUrl}${adminTabPath("youtube")}`);
    await waitForHydration(page);
    await addVideo(page, { url: `https://youtu.be/${newVideoId()}`, title: videoTitle });
    await expectToast(page, recordMessages.records.added("Video"));
    await expect(recordCard(page, videoTitle)).toBeVisible();
    expect(await pwned(page)).toBeUndefined();

    // Rendered by the server this time, not by React in the browser.
    await page.reload();
    await waitForHydration(page);
    await expect(recordCard(page, videoTitle)).toBeVisible();
    expect(await pwned(page)).toBeUndefined();
    await page.goto(`${recordsBaseUrl}${adminTabPath("reviews")}`);
    await waitForHydration(page);
    await expect(recordCard(page, reviewer).getByText(reviewText, { exact: true })).toBeVisible();
    expect(await pwned(page)).toBeUndefined();
    // The raw markup is nowhere in the HTML the server sends: escaped in text, in the page's
    // data and in attributes alike (a nonce-based CSP alone would hide a failure here).
    await expectEscapedInHtml(page.request, adminTabPath("reviews"), payload);
    await expectEscapedInHtml(page.request, adminTabPath("youtube"), payload);

    // Pressed, not scrolled to: with reduced motion the video waits for the press.
    const visitor = await openVisitorPage(browser, "/", { reducedMotion: "reduce" });
    const slides = await carouselSlides(visitor);
    expect(slides.find((text) => text.includes(reviewText))).toContain(reviewer);
    const latest = visitor.getByRole("region", { name: "Watch Our Latest Update" });
    await latest.getByRole("link", { name: `Play video: ${videoTitle}`, exact: true }).click();
    await expect(latest.locator("iframe")).toHaveAttribute("title", videoTitle);
    expect(await pwned(visitor)).toBeUndefined();
    await expectEscapedInHtml(visitor.request, "/", payload);

    await visitor.goto("/news");
    await waitForHydration(visitor);
    const videos = visitor.getByRole("region", { name: "Latest videos" });
    await expect(videos.getByRole("heading", { name: videoTitle, exact: true })).toBeVisible();
    expect(await pwned(visitor)).toBeUndefined();
    await expectEscapedInHtml(visitor.request, "/news", payload);
    await visitor.context().close();
  });
});
