import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { stockImageCategories, stockImagePath } from "~/shared/site/vocabulary";
import { catalogueImages } from "./image-catalogue";

/** The artwork this site draws itself (the logo is the brand's, checked with it). */
const artwork = [
  ...catalogueImages.filter((image) => image.filename.startsWith("/images/")),
  ...stockImageCategories.map((category) => ({
    filename: stockImagePath(category),
    width: 800,
    height: 600,
  })),
];

describe("the built-in image catalogue", () => {
  test.each(catalogueImages.map((image) => [image.id, image] as const))(
    "%s has a description",
    (_id, image) => {
      expect(image.description.trim()).not.toBe("");
    },
  );

  test("every picture in the catalogue folder is in the catalogue, once", () => {
    const listed = catalogueImages.map((image) => image.filename);
    const files = readdirSync("public/images/catalogue").map((file) => `/images/catalogue/${file}`);
    expect([...listed].filter((file) => file.startsWith("/images/")).sort()).toEqual(files.sort());
    expect(new Set(catalogueImages.map((image) => image.id)).size).toBe(catalogueImages.length);
  });
});

describe("the site's own artwork", () => {
  test.each(artwork.map((image) => [image.filename, image] as const))(
    "%s is a small, self-contained SVG of its stated size",
    (filename, { width, height }) => {
      const file = path.join("public", filename);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, "utf8");
      // Small on slow mobile data.
      expect(svg.length).toBeLessThan(4096);
      expect(svg).toMatch(
        new RegExp(
          `^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
        ),
      );
      expect(svg).toMatch(/<title>[^<]{12,}<\/title>/);
      // Nothing the site's CSP or a reader of the file would have to trust: no scripts, no
      // embedded or fetched images, fonts or styles.
      expect(svg).not.toMatch(/<(script|image|foreignObject|style|text)\b/i);
      expect(svg).not.toMatch(/\son\w+=|href=|url\(|@import|data:/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toContain("http");
    },
  );
});
