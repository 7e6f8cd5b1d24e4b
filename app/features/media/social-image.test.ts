import { expect, test } from "vitest";
import {
  allowsSocialMedia,
  readSocialImageId,
  socialImagePath,
  toSocialImageMeta,
} from "./social-image";

const noChildren = { publishable: true, children: "none" as const, scope: [] };

test("a photo without identifiable children on the site may be shared", () => {
  expect(allowsSocialMedia(noChildren)).toBe(true);
});

test("children need consent for social media as well as the website", () => {
  expect(
    allowsSocialMedia({ publishable: true, children: "identifiable", scope: ["website"] }),
  ).toBe(false);
  expect(
    allowsSocialMedia({
      publishable: true,
      children: "identifiable",
      scope: ["website", "social"],
    }),
  ).toBe(true);
});

test("nothing off the site is shared: undecided, withdrawn or expired consent", () => {
  expect(allowsSocialMedia({ publishable: false, children: "unreviewed", scope: [] })).toBe(false);
  expect(
    allowsSocialMedia({
      publishable: false,
      children: "identifiable",
      scope: ["website", "social"],
    }),
  ).toBe(false);
});

test("the preview's address changes with the focal point", () => {
  expect(socialImagePath({ id: "abc-1", focalPoint: null })).toBe(
    "/social-image/abc-1.jpg?focus=centre",
  );
  expect(socialImagePath({ id: "abc-1", focalPoint: { x: 10, y: 90 } })).toBe(
    "/social-image/abc-1.jpg?focus=10-90",
  );
});

test("only an id and .jpg name a preview", () => {
  expect(readSocialImageId("3f2a-b1.jpg")).toBe("3f2a-b1");
  expect(readSocialImageId("3f2a.png")).toBeNull();
  expect(readSocialImageId("../etc.jpg")).toBeNull();
});

test("og:image facts are absolute, 1200x630, with the photo's alt text", () => {
  expect(
    toSocialImageMeta(
      { socialImage: "/social-image/a.jpg?focus=centre", alt: "A match" },
      "https://www.example.org",
    ),
  ).toEqual({
    url: "https://www.example.org/social-image/a.jpg?focus=centre",
    width: 1200,
    height: 630,
    alt: "A match",
  });
  expect(toSocialImageMeta({ alt: "Not shareable" }, "https://www.example.org")).toBeNull();
  expect(toSocialImageMeta(undefined, "https://www.example.org")).toBeNull();
});
