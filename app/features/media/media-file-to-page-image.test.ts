import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { resolveBuiltInImage, toRecordImage } from "~/features/pages";
import { mediaCategories, stockImageCategories, stockImagePath } from "~/shared/site/vocabulary";
import type { MediaFile, MediaVariant } from "./media-file";
import { toPageImage, toPageVideo } from "./media-file-to-page-image";
import { pickSlotImage } from "./page-media";

function variant(width: number, height: number): MediaVariant {
  const key = `gallery/gallery-1700000000000-abcdefabcdef-w${width}.webp`;
  return { key, url: `/media/${key}`, width, height, size: width * 10 };
}

function mediaFile(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    id: "file-1",
    filename: "gallery-1700000000000-abcdefabcdef.jpg",
    originalName: "cup-final.jpg",
    url: "/media/gallery/gallery-1700000000000-abcdefabcdef.jpg",
    fileType: "image",
    mimeType: "image/jpeg",
    fileSize: 123_456,
    category: "football",
    altText: "Under-14s lifting the County Cup",
    caption: "County Cup final, May",
    placements: [
      { id: "p1", page: "football", section: "gallery", placedAt: "2026-05-01T10:00:00.000Z" },
    ],
    isActive: true,
    consent: {
      children: "none",
      givenBy: null,
      scope: [],
      givenOn: null,
      expiresOn: null,
      note: null,
      withdrawnAt: null,
      expiredAt: null,
      updatedAt: null,
      publishable: true,
    },
    width: 2000,
    height: 1500,
    variants: [variant(480, 360), variant(960, 720), variant(1600, 1200)],
    focalPoint: null,
    createdAt: "2025-05-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("toPageImage", () => {
  test("the WebP copies form a srcset, smallest first, the largest as src, then the original", () => {
    const image = toPageImage(mediaFile());
    expect(image.sources).toEqual([
      {
        src: "/media/gallery/gallery-1700000000000-abcdefabcdef-w1600.webp",
        srcSet:
          "/media/gallery/gallery-1700000000000-abcdefabcdef-w480.webp 480w, " +
          "/media/gallery/gallery-1700000000000-abcdefabcdef-w960.webp 960w, " +
          "/media/gallery/gallery-1700000000000-abcdefabcdef-w1600.webp 1600w",
      },
      { src: "/media/gallery/gallery-1700000000000-abcdefabcdef.jpg" },
    ]);
  });

  test("keeps the file's id, alt text, caption, category and its own size", () => {
    expect(toPageImage(mediaFile())).toMatchObject({
      id: "file-1",
      alt: "Under-14s lifting the County Cup",
      caption: "County Cup final, May",
      category: "football",
      width: 2000,
      height: 1500,
    });
  });

  test("a file without copies is shown from its original alone, without a srcset", () => {
    const image = toPageImage(mediaFile({ variants: [], width: 300, height: 200 }));
    expect(image.sources).toEqual([
      { src: "/media/gallery/gallery-1700000000000-abcdefabcdef.jpg" },
    ]);
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  test("without a stored size, the largest copy's size is used", () => {
    const image = toPageImage(mediaFile({ width: null, height: null }));
    expect([image.width, image.height]).toEqual([1600, 1200]);
  });

  test("with neither a stored size nor copies, the stock 800x600 reserves the space", () => {
    const image = toPageImage(mediaFile({ width: null, height: null, variants: [] }));
    expect([image.width, image.height]).toEqual([800, 600]);
  });

  test("keeps the focal point; a file without one has none, so it is centred", () => {
    expect(toPageImage(mediaFile({ focalPoint: { x: 5, y: 95 } })).focalPoint).toEqual({
      x: 5,
      y: 95,
    });
    expect(toPageImage(mediaFile()).focalPoint).toBeUndefined();
  });

  test("offers a social preview only for an active file whose consent allows social media", () => {
    const consent = mediaFile().consent;
    expect(toPageImage(mediaFile({ focalPoint: { x: 5, y: 95 } })).socialImage).toBe(
      "/social-image/file-1.jpg?focus=5-95",
    );
    expect(toPageImage(mediaFile({ isActive: false })).socialImage).toBeUndefined();
    const websiteOnly = {
      ...consent,
      children: "identifiable" as const,
      scope: ["website" as const],
    };
    expect(toPageImage(mediaFile({ consent: websiteOnly })).socialImage).toBeUndefined();
    expect(
      toPageImage(mediaFile({ consent: { ...websiteOnly, scope: ["website", "social"] } }))
        .socialImage,
    ).toBe("/social-image/file-1.jpg?focus=centre");
  });

  test("a missing caption stays null", () => {
    expect(toPageImage(mediaFile({ caption: null })).caption).toBeNull();
  });

  test("every media category has stock art to fall back on", () => {
    for (const category of mediaCategories) {
      expect(stockImageCategories).toContain(category);
      const image = toPageImage(mediaFile({ category }));
      expect(image.category).toBe(category);
      expect(stockImagePath(image.category)).toBe(`/images/fallback/${category}.svg`);
      expect(existsSync(path.join("public", stockImagePath(image.category)))).toBe(true);
    }
  });
});

describe("toRecordImage", () => {
  test("a record's picture is the largest copy, with its alt text, focal point and preview", () => {
    expect(toRecordImage(toPageImage(mediaFile({ focalPoint: { x: 20, y: 30 } })))).toEqual({
      src: "/media/gallery/gallery-1700000000000-abcdefabcdef-w1600.webp",
      alt: "Under-14s lifting the County Cup",
      focalPoint: { x: 20, y: 30 },
      socialImage: "/social-image/file-1.jpg?focus=20-30",
    });
    expect(toRecordImage(undefined)).toBeNull();
  });
});

describe("resolveBuiltInImage", () => {
  test("a catalogue entry: its file, size, alt text, description and category", () => {
    expect(resolveBuiltInImage("register-child-banner")).toEqual({
      id: "register-child-banner",
      sources: [{ src: "/images/catalogue/register-child-banner.svg" }],
      width: 1200,
      height: 600,
      alt: "A parent and child arriving at the youth centre, waving hello",
      caption: "Banner for the register-your-child page.",
      category: "registration",
    });
  });

  test("stock art by category, decorative, 800x600", () => {
    expect(resolveBuiltInImage("stock:football")).toEqual({
      id: "stock:football",
      sources: [{ src: "/images/fallback/football.svg" }],
      width: 800,
      height: 600,
      alt: "",
      caption: null,
      category: "football",
    });
  });

  test("an id not in the catalogue is a programming error", () => {
    expect(() => resolveBuiltInImage("no-such-image" as "logo")).toThrow(
      "Unknown catalogue image: no-such-image",
    );
  });
});

describe("pickSlotImage", () => {
  const builtIn = resolveBuiltInImage("charity-infographic");
  const placed = toPageImage(mediaFile({ id: "placed" }));

  test("a placed image comes first: its copies, its original, then the built-in picture", () => {
    const image = pickSlotImage({ "uc3-infographic": placed }, "uc3-infographic", builtIn);
    expect(image.sources.map((source) => source.src)).toEqual([
      "/media/gallery/gallery-1700000000000-abcdefabcdef-w1600.webp",
      "/media/gallery/gallery-1700000000000-abcdefabcdef.jpg",
      "/images/catalogue/charity-infographic.svg",
    ]);
    expect(image.sources[0]?.srcSet).toContain("480w");
    expect(image.sources[2]?.srcSet).toBeUndefined();
    // It is the placed image in every other respect.
    expect(image).toMatchObject({
      id: "placed",
      alt: "Under-14s lifting the County Cup",
      width: 2000,
      height: 1500,
      category: "football",
    });
    // The slot's own image is left as it was.
    expect(placed.sources).toHaveLength(2);
  });

  test("nothing placed in the section: the built-in picture as it is", () => {
    expect(pickSlotImage({ hero: placed }, "uc3-infographic", builtIn)).toBe(builtIn);
    expect(pickSlotImage({ hero: placed }, null, builtIn)).toBe(builtIn);
    expect(pickSlotImage({ hero: placed }, undefined, builtIn)).toBe(builtIn);
  });

  test("without a built-in picture: the placed one, or nothing", () => {
    expect(pickSlotImage({ highlights: placed }, "highlights")).toBe(placed);
    expect(pickSlotImage({}, "highlights")).toBeUndefined();
    expect(pickSlotImage({ highlights: placed }, null)).toBeUndefined();
  });
});

describe("toPageVideo", () => {
  test("plays the original with its type; the alt text is its title", () => {
    const video = toPageVideo(
      mediaFile({
        id: "video-1",
        url: "/media/1700000000000-abcdefabcdef.mp4",
        fileType: "video",
        mimeType: "video/mp4",
        altText: "Volunteers at the summer fair",
        caption: null,
        variants: [],
        width: null,
        height: null,
      }),
    );
    expect(video).toEqual({
      id: "video-1",
      src: "/media/1700000000000-abcdefabcdef.mp4",
      mimeType: "video/mp4",
      title: "Volunteers at the summer fair",
      caption: null,
    });
  });
});
