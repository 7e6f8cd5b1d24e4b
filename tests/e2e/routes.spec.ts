import { homePages } from "../../app/features/pages/pages/home";
import { pageRegistry, publicPages } from "../../app/shared/site/page-registry";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { escapeHtml } from "../support/html";
import { expect, test } from "../support/test";

const siteName = defaultSiteSettings.charityName;

test.describe("server-rendered HTML, before any JavaScript", () => {
  for (const page of publicPages) {
    test(`${page.route} answers 200 with its title and h1`, async ({ request }) => {
      const response = await request.get(page.route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>`);
      const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)];
      expect(headings).toHaveLength(1);
      // The home page's heading is its hero title alone: "Home" above it would say nothing.
      const heading = page.route === "/" ? homePages.homepage.heroTitle : page.title;
      expect(headings[0]?.[1]).toContain(`>${escapeHtml(heading)}</span>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(page.description)}"/>`,
      );
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${page.route}"/>`),
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).not.toContain("noindex");
    });
  }

  for (const page of pageRegistry.filter((entry) => entry.audience === "staff")) {
    test(`${page.route} shows the sign-in form to visitors, kept out of search engines`, async ({
      request,
    }) => {
      const response = await request.get(page.route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)];
      expect(headings.map((heading) => heading[1])).toEqual(["Admin Login"]);
    });
  }

  test("routes ignore a trailing slash and letter case", async ({ request }) => {
    const response = await request.get("/About/Funders/");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>.*>Our Funders<\/span>/);
  });

  test("the terms say they are being drafted; the privacy policy is written", async ({
    request,
  }) => {
    const drafting = "We are drafting this content now and it will be available here soon.";
    expect(await (await request.get("/terms")).text()).toContain(drafting);
    const privacy = await (await request.get("/privacy-policy")).text();
    expect(privacy).not.toContain(drafting);
    expect(privacy).toContain("How long we keep it");
  });
});

test("sitemap.xml lists every public page, then upcoming events' pages, and no staff page", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  const pages = publicPages.map((page) => page.route);
  expect(locations.slice(0, pages.length)).toEqual(pages);
  // The events the site is installed with: weekly, monthly and one coming soon.
  expect(locations.slice(pages.length)).toEqual(
    expect.arrayContaining([
      "/news/events/life-skills-workshop",
      "/news/events/youth-community-celebration",
      "/news/events/creative-arts-workshop",
    ]),
  );
  for (const path of locations.slice(pages.length))
    expect(path).toMatch(/^\/news\/events\/[a-z0-9-]+$/);
  expect(locations).not.toContain("/admin");
  expect(locations).not.toContain("/login");
});

test("robots.txt keeps crawlers out of the staff area and points at the sitemap", async ({
  request,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin\n");
  expect(text).toContain("Disallow: /login\n");
  expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
