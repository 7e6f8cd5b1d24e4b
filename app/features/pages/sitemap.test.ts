import { describe, expect, test } from "vitest";
import { publicPages } from "~/shared/site/page-registry";
import { renderRobots, renderSitemap } from "./sitemap";

describe("sitemap.xml", () => {
  const xml = renderSitemap("https://charity.example.org");

  test("lists every public page with an absolute URL", () => {
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(publicPages.length);
    expect(locations).toContain("https://charity.example.org/");
    expect(locations).toContain("https://charity.example.org/what-we-offer/mountains");
  });

  test("leaves out the staff pages", () => {
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/login");
  });
});

test("robots.txt disallows the staff pages and names the sitemap", () => {
  expect(renderRobots("https://charity.example.org")).toBe(
    "User-agent: *\nDisallow: /login\nDisallow: /admin\n\nSitemap: https://charity.example.org/sitemap.xml\n",
  );
});
