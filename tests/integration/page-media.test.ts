import path from "node:path";
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from "vitest";
import type { MediaFile, PlacedMediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import {
  type Fixture,
  fixtureHeight,
  fixtureWidth,
  makeJpeg,
  makePng,
  makeSvgWithScript,
} from "../support/media-fixtures";
import {
  altsIn,
  imagesWithAlt,
  openPublicPages,
  type PublicPage,
  srcsIn,
} from "../support/public-page";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { inspectStoredMedia, listFiles } from "../support/stored-media";
import { readUploadProgress } from "../support/upload-progress";
import { makeMp4 } from "../support/video-fixtures";

/**
 * Media on the public pages, seen the way a visitor sees them: staff upload and place files
 * over HTTP, then the signed-out HTML of each page is fetched and read with a DOM parser.
 */

type Driver = "local" | "s3";

const mebibyte = 1024 * 1024;
const pageImageLimit = 10 * mebibyte;
/** The WebP widths made for the 1200 px fixture (480 and 960 below it, then its own width). */
const fixtureVariantWidths = [480, 960, 1200];
const altTextRequired = "Alt text describes the image for people who cannot see it.";

type Fixtures = { jpeg: Buffer; png: Buffer; mp4: Buffer; svg: Buffer };
let fixtures: Fixtures;

beforeAll(async () => {
  fixtures = {
    jpeg: await makeJpeg(),
    png: await makePng(),
    mp4: await makeMp4(),
    svg: makeSvgWithScript(),
  };
});

const jpeg = (name: string): Fixture => ({ name, type: "image/jpeg", body: fixtures.jpeg });

/** The PNG fixture with bytes after its end, `size` bytes in all: still a PNG by its header. */
function paddedPng(size: number) {
  return Buffer.concat([fixtures.png, Buffer.alloc(size - fixtures.png.length)]);
}

/** "/media/a/b.jpg" → "a/b": the stem every WebP copy's key starts with. */
function keyStem(url: string) {
  return url.replace(/^\/media\//, "").replace(/\.[a-z0-9]+$/, "");
}

/** What the page-image uploader must have stored for a file: the original and every copy. */
function expectedObjectKeys(file: MediaFile) {
  const stem = keyStem(file.url);
  return [
    file.url.replace(/^\/media\//, ""),
    ...fixtureVariantWidths.map((width) => `${stem}-w${width}.webp`),
  ].sort();
}

/** The srcset a public page gives an uploaded copy of the fixture. */
function expectedSrcSet(file: MediaFile) {
  const stem = keyStem(file.url);
  return fixtureVariantWidths.map((width) => `/media/${stem}-w${width}.webp ${width}w`).join(", ");
}

/** Staff actions and uploads shared by both describe blocks. */
function staffActions(getAdmin: () => StaffClient) {
  async function pageImageUpload(fields: Record<string, string>, file: Fixture) {
    const response = await getAdmin().upload("/admin/media/page-image-upload", fields, file);
    const body = (await response.json()) as { file?: MediaFile; error?: string };
    return { status: response.status, body };
  }

  /** A page-image upload that must succeed. */
  async function placeImage(fields: Record<string, string>, file: Fixture) {
    const { status, body } = await pageImageUpload(fields, file);
    expect(body.error).toBeUndefined();
    expect(status).toBe(201);
    return body.file as MediaFile;
  }

  /** A library upload that must succeed (it answers NDJSON progress lines, the file last). */
  async function libraryUpload(fields: Record<string, string>, file: Fixture) {
    const lines = await readUploadProgress(
      await getAdmin().upload("/admin/media/upload", fields, file),
    );
    const last = lines.at(-1);
    expect(last?.error).toBeUndefined();
    expect(last?.progress).toBe(100);
    return last?.file as MediaFile;
  }

  function mediaAction(form: Record<string, string>) {
    return getAdmin().action("/admin/media", form);
  }

  async function expectAction(form: Record<string, string>, toast: { title: string }) {
    expect(await mediaAction(form)).toEqual({ status: 200, result: { ok: true, toast } });
  }

  /** Deletes the file once the test is over, whatever its outcome, so pages stay as found. */
  function removeAfterTest(...files: MediaFile[]) {
    onTestFinished(async () => {
      for (const file of files) await mediaAction({ intent: "delete", id: file.id });
    });
  }

  return { pageImageUpload, placeImage, libraryUpload, mediaAction, expectAction, removeAfterTest };
}

describe.each<Driver>(["local", "s3"])("the page-images uploader with %s storage", (driver) => {
  let server: AppServer;
  let admin: StaffClient;
  let s3: S3TestServer | undefined;
  const { pageImageUpload, placeImage } = staffActions(() => admin);

  beforeAll(async () => {
    s3 = driver === "s3" ? await startS3Server() : undefined;
    server = await startAppServer({ env: s3?.env });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  const { storedKeys, isStored, findRow, countRows } = inspectStoredMedia(
    () => server,
    () => s3,
  );

  async function snapshot() {
    return { rows: await countRows(), keys: await storedKeys() };
  }

  /** Where a file is placed, as stored. */
  async function findPlacements(id: string) {
    return server.database.db
      .selectFrom("media_placements")
      .select(["page", "section", "placed_by"])
      .where("media_id", "=", id)
      .orderBy("placed_at", "desc")
      .execute();
  }

  test("stores the image as {section}/{section}-{ms}-{hex}.{ext} and places it at once", async () => {
    const before = await storedKeys();
    const startedAt = Date.now();
    const file = await placeImage(
      {
        page: "haf",
        section: "content",
        altText: "Children cooking lunch together",
        caption: "Summer holiday club",
        category: "community",
      },
      jpeg("lunch club.jpg"),
    );
    const finishedAt = Date.now();

    const key = file.url.replace(/^\/media\//, "");
    const match = /^content\/content-(\d{13})-[0-9a-f]{12}\.jpg$/.exec(key);
    expect(match, key).not.toBeNull();
    const stamp = Number(match?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(startedAt);
    expect(stamp).toBeLessThanOrEqual(finishedAt);

    expect(file).toMatchObject({
      filename: key.split("/")[1],
      originalName: "lunch club.jpg",
      fileType: "image",
      mimeType: "image/jpeg",
      category: "community",
      altText: "Children cooking lunch together",
      caption: "Summer holiday club",
      placements: [
        { id: expect.any(String), page: "haf", section: "content", placedAt: file.createdAt },
      ],
      isActive: true,
      width: fixtureWidth,
      height: fixtureHeight,
    });
    expect(file.variants.map((variant) => variant.url)).toEqual(
      fixtureVariantWidths.map((width) => `/media/${keyStem(file.url)}-w${width}.webp`),
    );

    const row = await findRow(file.id);
    expect(row).toMatchObject({
      storage_key: key,
      file_url: `/media/${key}`,
      filename: key.split("/")[1],
      file_type: "image",
      category: "community",
      alt_text: "Children cooking lunch together",
      caption: "Summer holiday club",
    });
    expect(Number(row?.is_active)).toBe(1);
    expect(row?.created_by).toBeTruthy();
    expect(await findPlacements(file.id)).toEqual([
      { page: "haf", section: "content", placed_by: row?.created_by },
    ]);

    // Exactly its original and its copies were added to storage.
    const added = (await storedKeys()).filter((stored) => !before.includes(stored));
    expect(added.sort()).toEqual(expectedObjectKeys(file));
    for (const objectKey of expectedObjectKeys(file)) expect(await isStored(objectKey)).toBe(true);

    const served = await new StaffClient(server.baseUrl).get(file.url);
    expect(served.status).toBe(s3 ? 302 : 200);
    await served.body?.cancel();
  });

  test("a category not on the list is stored as general; no caption is null", async () => {
    const file = await placeImage(
      {
        page: "sports",
        section: "hero",
        altText: "Runners crossing the line on sports day",
        category: "not-a-category",
      },
      jpeg("sports.jpg"),
    );
    expect(file.url).toMatch(/^\/media\/hero\/hero-\d{13}-[0-9a-f]{12}\.jpg$/);
    expect(file).toMatchObject({ category: "general", caption: null });
    expect(file.placements.map(({ page, section }) => ({ page, section }))).toEqual([
      { page: "sports", section: "hero" },
    ]);
    const row = await findRow(file.id);
    expect(row).toMatchObject({ category: "general", caption: null });
    expect(await findPlacements(file.id)).toEqual([
      { page: "sports", section: "hero", placed_by: row?.created_by },
    ]);
  });

  test("without a chosen category an upload takes its page's subject, else general", async () => {
    const fields = { section: "hero", altText: "Walkers resting on the summit ridge" };
    const subject = await placeImage({ ...fields, page: "walking-hiking" }, jpeg("ridge.jpg"));
    expect(subject.category).toBe("hiking");
    const chosen = await placeImage(
      { ...fields, page: "walking-hiking", category: "community" },
      jpeg("ridge.jpg"),
    );
    expect(chosen.category).toBe("community");
    const noSubject = await placeImage({ ...fields, page: "donate" }, jpeg("ridge.jpg"));
    expect(noSubject.category).toBe("general");
  });

  test("refusals answer with the reason and leave no object, row or temp file", async () => {
    const before = await snapshot();
    const fields = { page: "haf", section: "content", altText: "Children cooking lunch together" };

    // Well over the limit: refused from its Content-Length, before the body is read.
    const overLimit = paddedPng(pageImageLimit + 128 * 1024);
    expect(
      await pageImageUpload(fields, { name: "poster.png", type: "image/png", body: overLimit }),
    ).toEqual({ status: 413, body: { error: mediaMessages.media.payloadTooLarge } });

    expect(
      await pageImageUpload(fields, {
        name: "logo.svg",
        type: "image/svg+xml",
        body: fixtures.svg,
      }),
    ).toEqual({ status: 415, body: { error: mediaMessages.media.notAnImage } });

    expect(
      await pageImageUpload(fields, { name: "clip.mp4", type: "video/mp4", body: fixtures.mp4 }),
    ).toEqual({ status: 415, body: { error: mediaMessages.media.notAnImage } });

    expect(await pageImageUpload({ ...fields, altText: "   " }, jpeg("blank.jpg"))).toEqual({
      status: 400,
      body: { error: altTextRequired },
    });

    // It goes straight onto the page, so its words must be fit to publish.
    expect(await pageImageUpload({ ...fields, altText: "A photo" }, jpeg("vague.jpg"))).toEqual({
      status: 400,
      body: { error: mediaMessages.publicWords.altTextNotDescriptive },
    });
    expect(
      await pageImageUpload({ ...fields, altText: "lunch club" }, jpeg("lunch club.jpg")),
    ).toEqual({ status: 400, body: { error: mediaMessages.publicWords.altTextFileName } });

    // Without the field at all it is refused too (its message: see the known bug below).
    const noAltText = await pageImageUpload(
      { page: "haf", section: "content" },
      jpeg("no-alt.jpg"),
    );
    expect(noAltText.status).toBe(400);

    expect(
      await pageImageUpload(
        { page: "haf", altText: "Children cooking lunch together" },
        jpeg("no-section.jpg"),
      ),
    ).toEqual({
      status: 400,
      body: { error: mediaMessages.placement.chooseSection },
    });

    expect(await pageImageUpload({ ...fields, section: "sidebar" }, jpeg("side.jpg"))).toEqual({
      status: 400,
      body: { error: mediaMessages.placement.chooseSection },
    });

    // A real section, but not one this page shows: nobody would see the picture.
    expect(await pageImageUpload({ ...fields, section: "team" }, jpeg("team.jpg"))).toEqual({
      status: 400,
      body: { error: mediaMessages.placement.sectionNotShown },
    });

    expect(await pageImageUpload({ ...fields, page: "nowhere" }, jpeg("page.jpg"))).toEqual({
      status: 400,
      body: { error: "Choose a page from the list." },
    });

    const anonymous = new StaffClient(server.baseUrl);
    const signedOut = await anonymous.upload(
      "/admin/media/page-image-upload",
      fields,
      jpeg("anon.jpg"),
    );
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: messages.access.signInRequired });

    expect(await snapshot()).toEqual(before);
    await expect
      .poll(() => listFiles(path.join(server.dataDir, "upload-temp")), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual([]);
  });

  test("a missing altText field gets the alt-text message", async () => {
    expect(await pageImageUpload({ page: "haf", section: "content" }, jpeg("no-alt.jpg"))).toEqual({
      status: 400,
      body: { error: altTextRequired },
    });
  });

  // A browser sends a file just over the limit with its closing boundary in the same chunk
  // that trips the limit: busboy then ends the destroyed part normally, so the writer must be
  // closed by hand (receive-upload.server.ts) or the request never gets its answer.
  test("a PNG just over 10 MiB, sent whole like a browser does, is answered 413", async () => {
    const form = new FormData();
    const fields = { page: "haf", section: "content", altText: "Children cooking lunch together" };
    for (const [name, value] of Object.entries(fields)) {
      form.append(name, value);
    }
    const body = paddedPng(pageImageLimit + 1);
    form.append("file", new Blob([body], { type: "image/png" }), "poster.png");
    const response = await fetch(new URL("/admin/media/page-image-upload", server.baseUrl), {
      method: "POST",
      headers: { cookie: admin.cookieHeader },
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: mediaMessages.media.payloadTooLarge });
  });
});

describe("media on the public pages", () => {
  let server: AppServer;
  let admin: StaffClient;
  const { placeImage, libraryUpload, mediaAction, expectAction, removeAfterTest } = staffActions(
    () => admin,
  );

  beforeAll(async () => {
    server = await startAppServer();
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const { visit } = openPublicPages(() => server.baseUrl);
  type Page = PublicPage;

  /** The one image loaded at once with high priority: the hero's. */
  function heroImage(page: Page) {
    const images = page.querySelectorAll('img[fetchpriority="high"]');
    expect(images).toHaveLength(1);
    const image = images[0];
    expect(image?.getAttribute("loading")).toBe("eager");
    return image;
  }

  const activate = (file: MediaFile, active: boolean) =>
    expectAction(
      { intent: "set-active", id: file.id, active: String(active) },
      active ? mediaMessages.media.activated : mediaMessages.media.deactivated,
    );

  async function fetchStatus(url: string) {
    const response = await new StaffClient(server.baseUrl).get(url);
    await response.body?.cancel();
    return response.status;
  }

  test("a library photo shows in the gallery at the foot of the page with its copies; off and deleted, it is gone", async () => {
    const before = await visit("/what-we-offer/football");
    expect(before.getElementById("page-gallery")).toBeNull();

    const file = await libraryUpload(
      { page: "football", section: "gallery", altText: "Girls' team lifting the County Cup" },
      jpeg("cup.jpg"),
    );
    removeAfterTest(file);

    const page = await visit("/what-we-offer/football");
    const gallery = page.getElementById("page-gallery");
    expect(gallery).not.toBeNull();
    expect(gallery?.querySelector("h2")?.textContent).toBe("Football gallery");
    const images = [...(gallery?.querySelectorAll("img") ?? [])];
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Girls' team lifting the County Cup",
    ]);
    for (const image of images) {
      expect(image.getAttribute("srcset")).toBe(expectedSrcSet(file));
      expect(image.getAttribute("src")).toBe(`/media/${keyStem(file.url)}-w1200.webp`);
      expect(image.getAttribute("width")).toBe(String(fixtureWidth));
      expect(image.getAttribute("height")).toBe(String(fixtureHeight));
      expect(image.getAttribute("sizes")).toBeTruthy();
      expect(image.getAttribute("loading")).toBe("lazy");
    }
    // Only in the gallery: not the hero, not the main text.
    expect(imagesWithAlt(page, "Girls' team lifting the County Cup")).toHaveLength(1);
    expect(await fetchStatus(file.url)).toBe(200);

    await activate(file, false);
    const inactive = await visit("/what-we-offer/football");
    expect(inactive.getElementById("page-gallery")).toBeNull();
    expect(imagesWithAlt(inactive, "Girls' team lifting the County Cup")).toEqual([]);

    await activate(file, true);
    expect(altsIn(await visit("/what-we-offer/football"), "#page-gallery")).toEqual([
      "Girls' team lifting the County Cup",
    ]);

    await expectAction({ intent: "delete", id: file.id }, mediaMessages.media.deleted);
    expect(await fetchStatus(file.url)).toBe(404);
    expect(await fetchStatus(`/media/${keyStem(file.url)}-w480.webp`)).toBe(404);
    const deleted = await visit("/what-we-offer/football");
    expect(deleted.getElementById("page-gallery")).toBeNull();
    expect(imagesWithAlt(deleted, "Girls' team lifting the County Cup")).toEqual([]);
  });

  test("every gallery photo is newest first and carries srcset, width and height", async () => {
    const first = await libraryUpload(
      { page: "marathons", section: "gallery", altText: "Start line of the 10k" },
      jpeg("start.jpg"),
    );
    const second = await libraryUpload(
      { page: "marathons", altText: "Medals after the half marathon" },
      jpeg("medals.jpg"),
    );
    // A hero is the hero, not a gallery photo.
    const hero = await libraryUpload(
      { page: "marathons", section: "hero", altText: "Runners on the moor road" },
      jpeg("moor.jpg"),
    );
    removeAfterTest(first, second, hero);

    const page = await visit("/what-we-offer/marathons");
    expect(page.querySelector("#page-gallery h2")?.textContent).toBe("Marathons gallery");
    expect(altsIn(page, "#page-gallery")).toEqual([
      "Medals after the half marathon",
      "Start line of the 10k",
    ]);
    for (const image of page.querySelectorAll("#page-gallery img")) {
      expect(image.getAttribute("srcset")).toMatch(/^\/media\/\S+-w480\.webp 480w, /);
      expect(Number(image.getAttribute("width"))).toBe(fixtureWidth);
      expect(Number(image.getAttribute("height"))).toBe(fixtureHeight);
    }
    expect(heroImage(page)?.getAttribute("alt")).toBe("Runners on the moor road");
  });

  test("client navigation data for a page carries its media", async () => {
    const file = await libraryUpload(
      { page: "football", section: "gallery", altText: "Under-12s warm-up drill" },
      jpeg("drill.jpg"),
    );
    removeAfterTest(file);
    const response = await new StaffClient(server.baseUrl).get("/what-we-offer/football.data");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Under-12s warm-up drill");
    expect(body).toContain(file.url);
  });

  test("the most recently placed hero shows; applying an older one brings it back", async () => {
    const builtIn = heroImage(await visit("/"));
    expect(builtIn?.getAttribute("src")).toBe("/images/fallback/branding.svg");
    expect(builtIn?.getAttribute("alt")).toBe("");

    const heroA = await placeImage(
      { page: "homepage", section: "hero", altText: "Hero A: summer fun day" },
      jpeg("a.jpg"),
    );
    const heroB = await placeImage(
      { page: "homepage", section: "hero", altText: "Hero B: youth club night" },
      jpeg("b.jpg"),
    );
    const video = await libraryUpload(
      { page: "homepage", altText: "Young people filming the club video" },
      { name: "club.mp4", type: "video/mp4", body: fixtures.mp4 },
    );
    const inactive = await placeImage(
      { page: "about", section: "hero", altText: "Switched-off photo" },
      jpeg("off.jpg"),
    );
    removeAfterTest(heroA, heroB, video, inactive);

    const showsB = heroImage(await visit("/"));
    expect(showsB?.getAttribute("alt")).toBe("Hero B: youth club night");
    expect(showsB?.getAttribute("src")).toBe(`/media/${keyStem(heroB.url)}-w1200.webp`);
    expect(showsB?.getAttribute("srcset")).toBe(expectedSrcSet(heroB));

    await expectAction(
      { intent: "apply", id: heroA.id, page: "homepage", section: "hero" },
      mediaMessages.placement.applied,
    );
    expect(heroImage(await visit("/"))?.getAttribute("alt")).toBe("Hero A: summer fun day");

    // Applying it again moved its one placement to the top rather than adding another.
    const [heroAPlacement] = heroA.placements;
    const unplace = { intent: "unplace", id: heroA.id, placementId: heroAPlacement?.id ?? "" };
    await expectAction(unplace, mediaMessages.placement.removed);
    const afterUnplace = await visit("/");
    expect(heroImage(afterUnplace)?.getAttribute("alt")).toBe("Hero B: youth club night");
    expect(imagesWithAlt(afterUnplace, "Hero A: summer fun day")).toEqual([]);
    expect(await mediaAction(unplace)).toEqual({
      status: 404,
      result: {
        ok: false,
        toast: {
          ...mediaMessages.placement.removeFailed,
          description: mediaMessages.media.notFound,
        },
      },
    });

    const refused = {
      status: 409,
      result: {
        ok: false,
        toast: {
          ...mediaMessages.placement.applyFailed,
          description: mediaMessages.placement.notAnImage,
        },
      },
    };
    expect(
      await mediaAction({ intent: "apply", id: video.id, page: "homepage", section: "hero" }),
    ).toEqual(refused);
    await activate(inactive, false);
    expect(
      await mediaAction({ intent: "apply", id: inactive.id, page: "homepage", section: "hero" }),
    ).toEqual(refused);
    expect(
      await mediaAction({ intent: "apply", id: "no-such-file", page: "homepage", section: "hero" }),
    ).toMatchObject({ status: 404, result: { ok: false } });
    expect(
      await mediaAction({ intent: "apply", id: heroA.id, page: "homepage", section: "sidebar" }),
    ).toMatchObject({ status: 400, result: { ok: false } });
    expect(heroImage(await visit("/"))?.getAttribute("alt")).toBe("Hero B: youth club night");

    // Switched off, the hero goes back to the built-in art.
    await activate(heroB, false);
    const off = heroImage(await visit("/"));
    expect(off?.getAttribute("src")).toBe("/images/fallback/branding.svg");
    expect(off?.getAttribute("alt")).toBe("");

    // Staff signed out may not place anything.
    const anonymous = await new StaffClient(server.baseUrl).action("/admin/media", {
      intent: "apply",
      id: heroA.id,
      page: "homepage",
      section: "hero",
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.result.toast.description).toBe(messages.access.signInRequired);
    expect(heroImage(await visit("/"))?.getAttribute("alt")).toBe("");
  });

  test("a video placed on a page plays with controls, not automatically, not muted", async () => {
    const noVideos = await visit("/donate");
    expect(noVideos.getElementById("page-videos")).toBeNull();

    const file = await libraryUpload(
      { page: "volunteer", altText: "Volunteers at the summer fair", caption: "July 2025" },
      { name: "fair.mp4", type: "video/mp4", body: fixtures.mp4 },
    );
    removeAfterTest(file);
    expect(file.url).toMatch(/^\/media\/\d+-[0-9a-f]{12}\.mp4$/);

    const page = await visit("/volunteer");
    const section = page.getElementById("page-videos");
    expect(section?.querySelector("h2")?.textContent).toBe("Watch our videos");
    const videos = [...(section?.querySelectorAll("video") ?? [])];
    expect(videos).toHaveLength(1);
    const video = videos[0];
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("preload")).toBe("metadata");
    expect(video?.hasAttribute("autoplay")).toBe(false);
    expect(video?.hasAttribute("muted")).toBe(false);
    expect(video?.getAttribute("aria-label")).toBe("Volunteers at the summer fair");
    // A still before play, sized like the video so nothing moves when it loads.
    expect(video?.getAttribute("poster")).toBe(file.variants[0]?.url);
    expect([video?.getAttribute("width"), video?.getAttribute("height")]).toEqual(["320", "240"]);
    const sources = [...(video?.querySelectorAll("source") ?? [])];
    expect(
      sources.map((source) => [source.getAttribute("src"), source.getAttribute("type")]),
    ).toEqual([[file.url, "video/mp4"]]);
    expect(section?.textContent).toContain("July 2025");
    // A video is not a gallery photo.
    expect(page.getElementById("page-gallery")).toBeNull();
    expect((await visit("/donate")).getElementById("page-videos")).toBeNull();

    await activate(file, false);
    expect((await visit("/volunteer")).getElementById("page-videos")).toBeNull();
  });

  test("photos placed in an in-page gallery show first, then its built-in pictures", async () => {
    const builtIn = await visit("/what-we-offer/serving-humanity");
    expect(srcsIn(builtIn, "#volunteers-in-action")).toEqual([
      "/images/catalogue/team-volunteers.svg",
      "/images/catalogue/serving-food.svg",
      "/images/catalogue/bake-sale.svg",
    ]);
    const builtInAbout = await visit("/about");
    expect(srcsIn(builtInAbout, "#team-gallery")).toHaveLength(3);
    expect(
      srcsIn(builtInAbout, "#team-gallery").every((src) => src.startsWith("/images/catalogue/")),
    ).toBe(true);

    const volunteers = await placeImage(
      { page: "serving-humanity", section: "volunteer-gallery", altText: "Packing food parcels" },
      jpeg("packing.jpg"),
    );
    const team = await libraryUpload(
      { page: "about", section: "team", altText: "Our youth workers at the centre" },
      jpeg("team.jpg"),
    );
    removeAfterTest(volunteers, team);

    const serving = await visit("/what-we-offer/serving-humanity");
    expect(serving.querySelector("#volunteers-in-action h2")?.textContent).toBe(
      "Our volunteers in action",
    );
    expect(altsIn(serving, "#volunteers-in-action")).toEqual([
      "Packing food parcels",
      ...altsIn(builtIn, "#volunteers-in-action"),
    ]);
    expect(srcsIn(serving, "#volunteers-in-action")).toEqual([
      `/media/${keyStem(volunteers.url)}-w1200.webp`,
      ...srcsIn(builtIn, "#volunteers-in-action"),
    ]);
    // The other galleries keep just their pictures, and the photo is not shown again in the gallery at the foot of the page.
    expect(srcsIn(serving, "#humanitarian-work")).toEqual([
      "/images/catalogue/food-parcels.svg",
      "/images/catalogue/community-meal.svg",
      "/images/catalogue/aid-abroad.svg",
    ]);
    for (const id of ["how-it-works-in-pictures", "our-impact"]) {
      expect(srcsIn(serving, `#${id}`), id).toEqual(srcsIn(builtIn, `#${id}`));
      expect(srcsIn(serving, `#${id}`), id).toHaveLength(3);
    }
    expect(serving.getElementById("page-gallery")).toBeNull();
    expect(imagesWithAlt(serving, "Packing food parcels")).toHaveLength(1);

    const about = await visit("/about");
    expect(altsIn(about, "#team-gallery")).toEqual([
      "Our youth workers at the centre",
      ...altsIn(builtInAbout, "#team-gallery"),
    ]);
    expect(srcsIn(about, "#team-gallery")).toEqual([
      `/media/${keyStem(team.url)}-w1200.webp`,
      ...srcsIn(builtInAbout, "#team-gallery"),
    ]);
    expect(srcsIn(about, "#facilities-gallery")).toHaveLength(4);
    expect(
      srcsIn(about, "#facilities-gallery").every((src) => src.startsWith("/images/catalogue/")),
    ).toBe(true);
    expect(about.getElementById("page-gallery")).toBeNull();

    await activate(volunteers, false);
    expect(srcsIn(await visit("/what-we-offer/serving-humanity"), "#volunteers-in-action")).toEqual(
      srcsIn(builtIn, "#volunteers-in-action"),
    );
  });

  test("the registration banner shows the picture placed in register-child's content", async () => {
    const bannerImages = (page: Page) =>
      [...page.querySelectorAll("#registration-banner img")].filter(
        (image) => image.getAttribute("data-testid") !== "registration-qr",
      );
    const builtIn = bannerImages(await visit("/contact/register-child"));
    expect(builtIn.map((image) => image.getAttribute("src"))).toEqual([
      "/images/catalogue/register-child-banner.svg",
    ]);

    const file = await placeImage(
      { page: "register-child", section: "content", altText: "Parents signing up at reception" },
      jpeg("reception.jpg"),
    );
    removeAfterTest(file);

    const page = await visit("/contact/register-child");
    const banner = bannerImages(page);
    expect(banner.map((image) => image.getAttribute("alt"))).toEqual([
      "Parents signing up at reception",
    ]);
    expect(banner[0]?.getAttribute("srcset")).toBe(expectedSrcSet(file));
    // The QR code is still there, and the main text has no second copy of the picture.
    expect(
      page.querySelectorAll('#registration-banner [data-testid="registration-qr"]'),
    ).toHaveLength(1);
    expect(page.querySelectorAll("#main-content-text img")).toHaveLength(0);
    expect(imagesWithAlt(page, "Parents signing up at reception")).toHaveLength(1);
  });

  test("section pictures and the main text's picture come from their Page Images sections", async () => {
    const placed = [
      await placeImage(
        { page: "homepage", section: "statistics", altText: "Counting meals served" },
        jpeg("stats.jpg"),
      ),
      await placeImage(
        { page: "about", section: "mission", altText: "Volunteers planning the week" },
        jpeg("mission.jpg"),
      ),
      await placeImage(
        { page: "serving-humanity", section: "uc3-infographic", altText: "Our parcel journey" },
        jpeg("journey.jpg"),
      ),
      await placeImage(
        { page: "serving-humanity", section: "values", altText: "Young people sharing a meal" },
        jpeg("values.jpg"),
      ),
    ];
    removeAfterTest(...placed);

    const home = await visit("/");
    expect(altsIn(home, "#our-impact")).toEqual(["Counting meals served"]);
    expect(imagesWithAlt(home, "Counting meals served")).toHaveLength(1);

    const about = await visit("/about");
    expect(altsIn(about, "#main-content-text")).toEqual(["Volunteers planning the week"]);

    const serving = await visit("/what-we-offer/serving-humanity");
    expect(altsIn(serving, "#how-it-works")).toEqual(["Our parcel journey"]);
    expect(srcsIn(serving, "#how-it-works")).toEqual([
      `/media/${keyStem(placed[2]?.url ?? "")}-w1200.webp`,
    ]);
    expect(altsIn(serving, "#main-content-text")).toEqual(["Young people sharing a meal"]);
    // Single-image sections never spill into the gallery at the foot of the page.
    expect(serving.getElementById("page-gallery")).toBeNull();
  });

  test("a file placed on a whole section of the site shows on each of its pages only", async () => {
    const file = await libraryUpload(
      { page: "offer", section: "gallery", altText: "Every offer page: team huddle" },
      jpeg("huddle.jpg"),
    );
    removeAfterTest(file);
    for (const pagePath of ["/what-we-offer/football", "/what-we-offer/marathons"]) {
      expect(altsIn(await visit(pagePath), "#page-gallery"), pagePath).toEqual([
        "Every offer page: team huddle",
      ]);
    }
    for (const pagePath of ["/about", "/what-we-deliver/haf", "/"]) {
      const page = await visit(pagePath);
      expect(imagesWithAlt(page, "Every offer page: team huddle"), pagePath).toEqual([]);
    }
  });

  test("the section list is newest placed first; active=1 leaves out switched-off files", async () => {
    type SectionAnswer = { placed: PlacedMediaFile[] | null; error: string | null };
    async function sectionList(query: string, client = admin) {
      const response = await client.get(`/admin/media/section?${query}`);
      return { status: response.status, body: (await response.json()) as SectionAnswer };
    }
    const ids = (answer: { body: SectionAnswer }) => answer.body.placed?.map(({ file }) => file.id);

    const older = await placeImage(
      { page: "faqs", section: "content", altText: "Older FAQ picture" },
      jpeg("older.jpg"),
    );
    const newer = await placeImage(
      { page: "faqs", section: "content", altText: "Newer FAQ picture" },
      jpeg("newer.jpg"),
    );
    const elsewhere = await placeImage(
      { page: "faqs", section: "hero", altText: "Parents asking questions at reception" },
      jpeg("hero.jpg"),
    );
    removeAfterTest(older, newer, elsewhere);

    const listed = await sectionList("page=faqs&section=content");
    expect(listed.status).toBe(200);
    expect(ids(listed)).toEqual([newer.id, older.id]);
    expect(listed.body.error).toBeNull();
    expect(listed.body.placed?.[0]).toMatchObject({
      file: { altText: "Newer FAQ picture", isActive: true },
      placement: { id: newer.placements[0]?.id, page: "faqs", section: "content" },
    });

    await expectAction(
      { intent: "apply", id: older.id, page: "faqs", section: "content" },
      mediaMessages.placement.applied,
    );
    expect(ids(await sectionList("page=faqs&section=content"))).toEqual([older.id, newer.id]);
    // The public page agrees: the main text's picture is the one placed last.
    expect(altsIn(await visit("/contact/faqs"), "#main-content-text")).toEqual([
      "Older FAQ picture",
    ]);

    await activate(older, false);
    expect(ids(await sectionList("page=faqs&section=content&active=1"))).toEqual([newer.id]);
    const all = await sectionList("page=faqs&section=content");
    expect(ids(all)).toEqual([older.id, newer.id]);
    expect(all.body.placed?.map(({ file }) => file.isActive)).toEqual([false, true]);
    expect(altsIn(await visit("/contact/faqs"), "#main-content-text")).toEqual([
      "Newer FAQ picture",
    ]);

    expect(await sectionList("page=faqs&section=sidebar")).toEqual({
      status: 400,
      body: { placed: null, error: mediaMessages.placement.chooseSection },
    });
    expect(await sectionList("page=nowhere&section=content")).toEqual({
      status: 400,
      body: { placed: null, error: mediaMessages.placement.chooseSection },
    });
    expect(await sectionList("page=faqs&section=content", new StaffClient(server.baseUrl))).toEqual(
      { status: 401, body: { placed: null, error: messages.access.signInRequired } },
    );
  });
});
