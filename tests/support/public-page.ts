import { Window } from "happy-dom";
import { afterAll, expect } from "vitest";
import { StaffClient } from "./staff-client";

/**
 * Public pages read the way a signed-out visitor gets them: fetched from the test server and
 * parsed, scripts never run. One parser per test file, closed when the file is done.
 */
export function openPublicPages(baseUrl: () => string) {
  const window = new Window({
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  afterAll(async () => {
    await window.happyDOM.close();
  });
  const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");
  async function visit(pagePath: string) {
    const response = await new StaffClient(baseUrl()).get(pagePath);
    expect(response.status, pagePath).toBe(200);
    return parse(await response.text());
  }
  return { visit, parse };
}

export type PublicPage = Awaited<ReturnType<ReturnType<typeof openPublicPages>["visit"]>>;

export const altsIn = (page: PublicPage, selector: string) =>
  [...page.querySelectorAll(`${selector} img`)].map((image) => image.getAttribute("alt"));

export const srcsIn = (page: PublicPage, selector: string) =>
  [...page.querySelectorAll(`${selector} img`)].map((image) => image.getAttribute("src") ?? "");

export const imagesWithAlt = (page: PublicPage, alt: string) =>
  [...page.querySelectorAll("img")].filter((image) => image.getAttribute("alt") === alt);
