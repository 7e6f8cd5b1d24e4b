import type { Page, Request } from "@playwright/test";
import { expect } from "./test";

/**
 * Every image address the page asks for until `stop` (<img>, video posters, CSS backgrounds, in
 * any frame); data: URLs cost no request and are left out.
 */
export function recordImageRequests(page: Page) {
  const urls = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === "image" && !request.url().startsWith("data:")) {
      urls.add(request.url());
    }
  };
  page.on("request", record);
  return { urls, stop: () => page.off("request", record) };
}

/**
 * Scrolls to the foot of the page a screen at a time, as a reader would, so every lazy image
 * near the view starts loading, then back to the top, and waits until each image that is drawn
 * has arrived.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    // A busy or backgrounded renderer can hold animation frames back for a long time (one CI run
    // waited out the test's minute), so a frame or 100 ms, whichever comes first.
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: "instant" });
      await nextFrame();
      await nextFrame();
    }
  });
  // When a frame was held back, a lazy image's screen can scroll by before the browser checked it,
  // and it is never asked for: bring each drawn image still missing into view until none is.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const missing = [...document.images].filter(
            (image) => image.checkVisibility() && !image.complete,
          );
          missing[0]?.scrollIntoView({ block: "center", behavior: "instant" });
          return missing.length;
        }),
      { timeout: 15_000 },
    )
    .toBe(0);
  // Back to the top, where a screenshot of the whole page expects to start.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * The addresses of the images a visitor can see: each drawn <img>'s chosen source, each drawn
 * video's poster and each drawn element's CSS background. Drawn means a box of some size, not
 * display:none or visibility:hidden, and no ancestor hiding it.
 */
export function findShownImageUrls(page: Page) {
  return page.evaluate(() => {
    const isDrawn = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
      );
    };
    const absolute = (url: string) => new URL(url, document.baseURI).href;
    const urls = new Set<string>();
    for (const image of document.images) {
      if (image.currentSrc && isDrawn(image)) urls.add(image.currentSrc);
    }
    for (const video of document.querySelectorAll("video")) {
      if (video.poster && isDrawn(video)) urls.add(absolute(video.poster));
    }
    for (const element of document.querySelectorAll("*")) {
      if (!isDrawn(element)) continue;
      for (const pseudo of [null, "::before", "::after"]) {
        const background = getComputedStyle(element, pseudo).backgroundImage;
        for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) {
          if (match[1]) urls.add(absolute(match[1]));
        }
      }
    }
    return [...urls];
  });
}

/**
 * Scrolls through the page and returns the images it downloaded that no visitor sees: an image
 * hidden by CSS still costs a phone its bytes.
 */
export async function findUnshownDownloads(page: Page, requested: ReadonlySet<string>) {
  await scrollThroughPage(page);
  const shown = new Set(await findShownImageUrls(page));
  return [...requested].filter((url) => !shown.has(url)).map((url) => new URL(url).pathname);
}
