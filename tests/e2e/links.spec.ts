import { callsToAction, pageTargetHref } from "../../app/features/pages/calls-to-action";
import { buildDonationUrl } from "../../app/shared/lib/donation-link";
import { publicPages } from "../../app/shared/site/page-registry";
import { launchedCharity } from "../support/launched-charity";
import { expect, test } from "../support/test";

type FoundLink = { href: string; text: string; page: string };

function decodeEntities(text: string) {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** Every <a> in the server-rendered HTML of every public page. */
async function collectLinks(request: import("@playwright/test").APIRequestContext) {
  const links: FoundLink[] = [];
  for (const entry of publicPages) {
    const html = await (await request.get(entry.route)).text();
    for (const match of html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)) {
      const text = decodeEntities((match[2] ?? "").replace(/<[^>]+>/g, "").trim());
      links.push({ href: decodeEntities(match[1] ?? ""), text, page: entry.route });
    }
  }
  return links;
}

test("every internal link on every public page answers 200", async ({ request }) => {
  const links = await collectLinks(request);
  const internal = new Set(
    links
      .map((link) => link.href)
      .filter((href) => href.startsWith("/"))
      .map((href) => href.split("#")[0] || "/"),
  );
  // Every public page can be reached by a link from another page.
  expect(publicPages.map((entry) => entry.route).filter((route) => !internal.has(route))).toEqual(
    [],
  );
  const broken: string[] = [];
  for (const href of internal) {
    const response = await request.get(href);
    if (response.status() !== 200) broken.push(`${href} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test("every call to action of the specification has a real target", async ({ request }) => {
  const links = await collectLinks(request);
  const settings = launchedCharity;
  const specified = [
    "Register Your Child",
    "Book a Visit",
    "Borrow a Bike",
    "Book Free Session",
    "Join Training Session",
    "Learn About Route One Rovers",
    "Book Mountain Hike",
    "Learn About Programs",
    "View Upcoming Events",
    "Join Our Newsletter",
    "Apply to Volunteer",
    "Apply Now",
    "Donate Now",
    "Set Up Monthly Donation",
  ];
  for (const label of specified) {
    const entry = Object.values(callsToAction).find((cta) => cta.label === label);
    expect(entry, label).toBeDefined();
    const found = links.filter((link) => link.text === label || link.text.startsWith(`${label}:`));
    expect(found.length, `${label} appears on some page`).toBeGreaterThan(0);
    for (const link of found) {
      const target = entry?.target;
      if (link.text.startsWith(`${label}:`)) {
        // The Donate page's own buttons ("Donate Now: £25") carry the amount to the giving page.
        const once = buildDonationUrl(settings.donationUrl, "once", 1) ?? "-";
        expect(link.href.startsWith(once.split("?")[0] ?? "-"), link.href).toBe(true);
      } else if (target) {
        expect(link.href, `${label} on ${link.page}`).toBe(pageTargetHref(target));
      }
    }
  }
});

test.describe("no sideways scrolling at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const entry of publicPages) {
    test(`${entry.route} fits the screen`, async ({ page }) => {
      await page.goto(entry.route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
