// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, expect, test } from "vitest";
import { MediaImage, type PageImage } from "~/features/pages";
import { installGalleryDialog } from "~/shared/behaviours/gallery-dialog";
import { installPictureFallbacks } from "~/shared/behaviours/picture-fallbacks";
import { mediaMessages } from "../messages";
import { MediaGallery } from "./media-gallery";
import { VideoList } from "./video-list";

afterEach(cleanup);

// happy-dom fetches no images and fires no events for them: the tests fire each load or error,
// which the pictures' early behaviour hears as in a browser.
beforeAll(() => installPictureFallbacks(document));

function makeImage(id: string, caption: string | null = null): PageImage {
  return {
    id,
    sources: [
      {
        src: `/media/${id}-w960.webp`,
        srcSet: `/media/${id}-w480.webp 480w, /media/${id}-w960.webp 960w`,
      },
      { src: `/media/${id}.jpg` },
      { src: "/images/catalogue/sports-hall.svg" },
    ],
    width: 1200,
    height: 900,
    alt: `Alt of ${id}`,
    caption,
    category: "football",
  };
}

test("a loading gallery shows twice its column count of placeholders", () => {
  const { rerender } = render(<MediaGallery state={{ status: "loading" }} />);
  expect(screen.getAllByTestId("gallery-placeholder")).toHaveLength(6);
  rerender(<MediaGallery state={{ status: "loading" }} columns={4} />);
  expect(screen.getAllByTestId("gallery-placeholder")).toHaveLength(8);
  rerender(<MediaGallery state={{ status: "loading" }} columns={2} />);
  expect(screen.getAllByTestId("gallery-placeholder")).toHaveLength(4);
});

test("a failed or empty gallery says so in the §8 words", () => {
  const { rerender } = render(
    <MediaGallery state={{ status: "error", reason: "Failed to fetch media." }} />,
  );
  expect(screen.getByRole("alert").textContent).toBe(
    "Error loading images: Failed to fetch media.",
  );
  rerender(<MediaGallery state={{ status: "ready", images: [] }} />);
  expect(screen.getByText(mediaMessages.publicMedia.noImages)).toBeTruthy();
});

test("a gallery shows at most its maximum, with captions, each with srcset, width and height", () => {
  const images = ["a", "b", "c", "d"].map((id) => makeImage(id, `Caption ${id}`));
  render(<MediaGallery state={{ status: "ready", images }} maxCount={3} />);
  const shown = screen.getAllByRole("img");
  expect(shown.map((image) => image.getAttribute("alt"))).toEqual([
    "Alt of a",
    "Alt of b",
    "Alt of c",
  ]);
  for (const image of shown) {
    expect(image.getAttribute("srcset")).toMatch(/480w, .* 960w$/);
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("900");
    expect(image.getAttribute("loading")).toBe("lazy");
  }
  expect(screen.getByText("Caption c")).toBeTruthy();
  expect(screen.queryByText("Caption d")).toBeNull();
});

test("a gallery's built-in SVG artwork loads with the page, its photos and other artwork lazily", () => {
  const artwork: PageImage = {
    ...makeImage("art"),
    sources: [{ src: "/images/catalogue/sports-hall.svg" }],
  };
  render(<MediaGallery state={{ status: "ready", images: [makeImage("photo"), artwork] }} />);
  const [photo, art] = screen.getAllByRole("img");
  expect(photo?.getAttribute("loading")).toBe("lazy");
  expect(art?.getAttribute("loading")).toBe("eager");
  // Low: React would otherwise preload it from <head>, ahead of what the first paint needs.
  expect(art?.getAttribute("fetchpriority")).toBe("low");
  const page = renderToStaticMarkup(
    <html lang="en">
      <head />
      <body>
        <MediaGallery state={{ status: "ready", images: [artwork] }} />
      </body>
    </html>,
  );
  expect(page, "no preload for it in <head>").not.toContain('rel="preload"');
  const elsewhere = renderToStaticMarkup(<MediaImage image={artwork} />);
  expect(elsewhere).toContain('loading="lazy"');
  const hero = renderToStaticMarkup(<MediaImage image={makeImage("hero")} priority />);
  expect(hero).toContain('loading="eager"');
  expect(hero).toContain('fetchPriority="high"');
});

test("each gallery photo links to its large picture, named by its words, not by the picture", () => {
  const images = [
    makeImage("a"),
    { ...makeImage("b", "Caption b"), alt: "" },
    { ...makeImage("c"), alt: "" },
  ];
  render(<MediaGallery state={{ status: "ready", images }} />);
  const links = screen.getAllByRole("link");
  expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
    "Open larger: Alt of a",
    "Open larger: Caption b",
    "Open larger: photo 3",
  ]);
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "/media/a-w960.webp",
    "/media/b-w960.webp",
    "/media/c-w960.webp",
  ]);
});

test("a photo opens larger in the gallery's dialog, with its words and its place", () => {
  installGalleryDialog(document);
  const images = [makeImage("a", "Caption a"), makeImage("b")];
  render(<MediaGallery state={{ status: "ready", images }} />);
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  dialog.showModal = () => dialog.setAttribute("open", "");
  fireEvent.click(screen.getAllByRole("link")[1] as HTMLElement);
  expect(dialog.hasAttribute("open")).toBe(true);
  expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/media/b-w960.webp");
  expect(dialog.querySelector("p")?.textContent).toBe("Alt of b(2 of 2)");
  fireEvent.click(screen.getByRole("button", { name: "Next image", hidden: true }));
  expect(dialog.querySelector("p")?.textContent).toBe("Caption a(1 of 2)");
});

test("an image that fails tries its original, the built-in picture, then its category's art", () => {
  render(<MediaImage image={makeImage("x")} />);
  const image = () => screen.getByRole("img", { name: "Alt of x" });
  expect(image().getAttribute("src")).toBe("/media/x-w960.webp");
  fireEvent.error(image());
  expect(image().getAttribute("src")).toBe("/media/x.jpg");
  expect(image().getAttribute("srcset")).toBeNull();
  fireEvent.error(image());
  expect(image().getAttribute("src")).toBe("/images/catalogue/sports-hall.svg");
  fireEvent.error(image());
  expect(image().getAttribute("src")).toBe("/images/fallback/football.svg");
  fireEvent.error(image());
  expect(image().getAttribute("src")).toBe("/images/fallback/football.svg");
});

test("an image shows Loading... until it arrives, then fades in; a hero loads eagerly, never faded", () => {
  const { container, rerender } = render(<MediaImage image={makeImage("y")} />);
  const frame = container.querySelector("[data-picture]");
  const skeleton = container.querySelector(`[data-label="${mediaMessages.publicMedia.loading}"]`);
  // app.css's picture-waiting: shown, and the image hidden, only while the frame waits.
  expect(skeleton?.parentElement?.className).toMatch(/(^| )hidden .*picture-waiting:flex/);
  const image = screen.getByRole("img");
  expect(image.className).toContain("picture-waiting:opacity-0");
  expect(image.className).toContain("motion-reduce:transition-none");
  expect(frame?.getAttribute("data-picture")).toBe("");
  Object.defineProperty(image, "naturalWidth", { value: 960 });
  fireEvent.load(image);
  expect(frame?.getAttribute("data-picture")).toBe("loaded");
  rerender(<MediaImage image={makeImage("z")} priority />);
  const hero = container.querySelector("img");
  expect(hero?.getAttribute("loading")).toBe("eager");
  expect(hero?.getAttribute("fetchpriority")).toBe("high");
  expect(hero?.className).not.toContain("opacity-0");
});

test("the server's HTML alone shows an image plainly: nothing hides it until a behaviour is here", () => {
  const html = renderToStaticMarkup(<MediaImage image={makeImage("w")} />);
  expect(html).not.toMatch(/class="[^"]*(?<![:\w-])(opacity-0|invisible)\b/);
  expect(html).toContain('data-source-index="0"');
  expect(html).toContain(
    `data-picture-fallbacks="${JSON.stringify([
      { src: "/media/w.jpg" },
      { src: "/images/catalogue/sports-hall.svg" },
      { src: "/images/fallback/football.svg" },
    ]).replaceAll('"', "&quot;")}"`,
  );
});

test("the video list: loading, failed, nothing when empty, and §9's defaults", () => {
  const { container, rerender } = render(<VideoList state={{ status: "loading" }} />);
  expect(screen.getByRole("status").textContent).toBe(mediaMessages.publicMedia.loadingVideos);
  rerender(<VideoList state={{ status: "error" }} />);
  expect(screen.getByRole("alert").textContent).toBe(mediaMessages.publicMedia.videosFailed);
  rerender(<VideoList state={{ status: "ready", videos: [] }} />);
  expect(container.innerHTML).toBe("");
  rerender(
    <VideoList
      state={{
        status: "ready",
        videos: [
          {
            id: "v",
            src: "/media/v.mp4",
            mimeType: "video/mp4",
            poster: "/media/v-w960.webp",
            width: 1280,
            height: 720,
            title: "Fun day",
            caption: null,
          },
        ],
      }}
    />,
  );
  const video = container.querySelector("video");
  expect(video?.hasAttribute("controls")).toBe(true);
  expect(video?.hasAttribute("autoplay")).toBe(false);
  expect(video?.muted).toBe(false);
  expect(video?.getAttribute("preload")).toBe("metadata");
  expect(container.querySelector("source")?.getAttribute("src")).toBe("/media/v.mp4");
  // A still before play, and the space the video takes reserved.
  expect(video?.getAttribute("poster")).toBe("/media/v-w960.webp");
  expect([video?.getAttribute("width"), video?.getAttribute("height")]).toEqual(["1280", "720"]);
});
