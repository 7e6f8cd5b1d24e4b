import { expect, test } from "vitest";
import { buildPageMeta, formatDocumentTitle } from "./seo";

const input = {
  title: "Our Funders",
  description: "Who pays for our work.",
  siteName: "Example Youth",
  canonicalUrl: "https://charity.example.org/about/funders",
};

test("the document title is '<page title> | <charity name>'", () => {
  expect(formatDocumentTitle("Our Funders", "Example Youth")).toBe("Our Funders | Example Youth");
});

test("page meta carries title, description, canonical link and Open Graph tags", () => {
  const meta = buildPageMeta(input);
  expect(meta).toContainEqual({ title: "Our Funders | Example Youth" });
  expect(meta).toContainEqual({ name: "description", content: "Who pays for our work." });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: input.canonicalUrl });
  expect(meta).toContainEqual({ property: "og:url", content: input.canonicalUrl });
  expect(meta).toContainEqual({ property: "og:title", content: "Our Funders | Example Youth" });
  expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
});

test("staff pages ask search engines to stay away", () => {
  expect(buildPageMeta({ ...input, noIndex: true })).toContainEqual({
    name: "robots",
    content: "noindex, nofollow",
  });
});

test("a page with a social preview names it large, with its size and alt text", () => {
  const meta = buildPageMeta({
    ...input,
    image: {
      url: "https://charity.example.org/social-image/a.jpg?focus=centre",
      width: 1200,
      height: 630,
      alt: "The under-14s",
    },
  });
  expect(meta).toContainEqual({
    property: "og:image",
    content: "https://charity.example.org/social-image/a.jpg?focus=centre",
  });
  expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
  expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
  expect(meta).toContainEqual({ property: "og:image:alt", content: "The under-14s" });
  expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  expect(meta).not.toContainEqual({ name: "twitter:card", content: "summary" });
});

test("a page without one has no og:image and a small card", () => {
  const meta = buildPageMeta(input);
  expect(meta.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
});
