import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import { type AppServer, startAppServer } from "../support/app-server";
import { openPublicPages, type PublicPage } from "../support/public-page";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * A photo's focal point (ADR 0036) over HTTP: staff set it through the Media tab's action, the
 * public page's crop follows it, and the page's social preview (og:image) is the 1200x630 crop
 * that keeps it in frame, offered only when the photo's consent allows social media.
 */

let server: AppServer;
let admin: StaffClient;
const pages = openPublicPages(() => server.baseUrl);

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

const red = { r: 220, g: 20, b: 30 };
const grey = { r: 128, g: 128, b: 128 };

/** A tall grey photo whose bottom 200 rows are red: only a crop kept low shows any red. */
async function makeRedFootedPhoto() {
  const foot = await sharp({ create: { width: 900, height: 200, channels: 3, background: red } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 900, height: 1600, channels: 3, background: grey } })
    .composite([{ input: foot, left: 0, top: 1400 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function placeHero(page: string, altText: string, consentDecision: string) {
  const response = await admin.upload(
    "/admin/media/page-image-upload",
    { page, section: "hero", altText, caption: "", category: "general", consentDecision },
    { name: `${page}-hero.jpg`, type: "image/jpeg", body: await makeRedFootedPhoto() },
  );
  const body = (await response.json()) as { file?: MediaFile; error?: string };
  expect(body.error).toBeUndefined();
  return body.file as MediaFile;
}

const mediaAction = (form: Record<string, string> | [string, string][]) =>
  admin.action("/admin/media", form);

function metaContent(page: PublicPage, key: string) {
  const tag = page.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return tag?.getAttribute("content") ?? null;
}

/** The colour at the middle of the bottom row, where only a low crop shows red. */
async function bottomMiddle(jpeg: Buffer) {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const [r = 0, g = 0, b = 0] = await sharp(jpeg)
    .extract({ left: Math.floor(width / 2), top: height - 4, width: 1, height: 1 })
    .raw()
    .toBuffer();
  return { r, g, b };
}

const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 80 && b < 80;

function consentForm(id: string, scope: string[]): [string, string][] {
  return [
    ["intent", "consent"],
    ["id", id],
    ["children", "identifiable"],
    ...scope.map((value): [string, string] => ["consentScope", value]),
    ["consentGivenBy", "Priya Shah"],
    ["consentGivenOn", "2026-11-01"],
    ["consentExpiresOn", ""],
    ["consentNote", ""],
  ];
}

describe("the focal point", () => {
  let hero: MediaFile;
  const alt = "The under-14s on the pitch, the cup at their feet";

  beforeAll(async () => {
    hero = await placeHero("homepage", alt, "none");
  });

  test("staff set it; the hero's crop and the social preview keep it in frame", async () => {
    const before = await pages.visit("/");
    const ogBefore = metaContent(before, "og:image");
    expect(ogBefore).toBe(
      new URL(`/social-image/${hero.id}.jpg?focus=centre`, server.baseUrl).href,
    );
    const centred = Buffer.from(await (await fetch(ogBefore ?? "")).arrayBuffer());
    expect(isRed(await bottomMiddle(centred))).toBe(false);

    expect(
      await mediaAction({ intent: "focal-point", id: hero.id, focalX: "50", focalY: "95" }),
    ).toEqual({ status: 200, result: { ok: true, toast: mediaMessages.media.focalPointSaved } });

    const after = await pages.visit("/");
    const image = [...after.querySelectorAll("img")].find((img) => img.getAttribute("alt") === alt);
    expect(image?.getAttribute("style")).toMatch(/object-position:\s*50% 95%/);
    const ogImage = metaContent(after, "og:image");
    expect(ogImage).toBe(new URL(`/social-image/${hero.id}.jpg?focus=50-95`, server.baseUrl).href);
    expect(metaContent(after, "og:image:width")).toBe("1200");
    expect(metaContent(after, "og:image:height")).toBe("630");
    expect(metaContent(after, "og:image:alt")).toBe(alt);
    expect(metaContent(after, "twitter:card")).toBe("summary_large_image");

    const response = await fetch(ogImage ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    // The red foot, out of a centred crop, is in this one.
    expect(isRed(await bottomMiddle(bytes))).toBe(true);
  });

  test("a point out of range is refused with the field's message; nothing changes", async () => {
    expect(
      await mediaAction({ intent: "focal-point", id: hero.id, focalX: "101", focalY: "-3" }),
    ).toEqual({
      status: 400,
      result: {
        ok: false,
        toast: mediaMessages.media.focalPointFailed,
        fieldErrors: {
          focalX: mediaMessages.media.focalPointRange,
          focalY: mediaMessages.media.focalPointRange,
        },
      },
    });
    const row = await server.database.db
      .selectFrom("media_files")
      .select(["focal_x", "focal_y"])
      .where("id", "=", hero.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ focal_x: 50, focal_y: 95 });
  });

  test("reset to centre clears it", async () => {
    expect(await mediaAction({ intent: "reset-focal-point", id: hero.id })).toEqual({
      status: 200,
      result: { ok: true, toast: mediaMessages.media.focalPointReset },
    });
    const page = await pages.visit("/");
    const image = [...page.querySelectorAll("img")].find((img) => img.getAttribute("alt") === alt);
    expect(image?.getAttribute("style") ?? "").not.toContain("object-position");
    expect(metaContent(page, "og:image")).toContain("focus=centre");
  });
});

describe("an event's photo", () => {
  test("its page crops at the point and shares the photo's preview", async () => {
    const alt = "Families at the summer barbecue, the grill in the corner";
    const photo = await placeHero("contact", alt, "none");
    await mediaAction({ intent: "focal-point", id: photo.id, focalX: "80", focalY: "20" });
    const added = await admin.action("/admin/events", {
      intent: "add",
      title: "Summer Barbecue",
      category: "Community",
      startsOn: toUkDateString(new Date(Date.now() + 10 * 86_400_000)),
      repeats: "none",
      startTime: "18:00",
      endTime: "19:30",
      location: "The Youth Centre, 1 Mill Lane, Northfold",
      description: "Food and games for families.",
      joinMethod: "turn-up",
      imageMediaId: photo.id,
    });
    expect(added.result.ok).toBe(true);

    const page = await pages.visit("/news/events/summer-barbecue");
    const image = [...page.querySelectorAll("img")].find((img) => img.getAttribute("alt") === alt);
    expect(image?.getAttribute("style")).toMatch(/object-position:\s*80% 20%/);
    expect(metaContent(page, "og:image")).toBe(
      new URL(`/social-image/${photo.id}.jpg?focus=80-20`, server.baseUrl).href,
    );
    expect(metaContent(page, "og:image:alt")).toBe(alt);
  });
});

describe("the social preview follows consent", () => {
  test("website-only consent: the photo is on the page, but no og:image and no preview", async () => {
    const alt = "A youth worker with a group of children at the summer fair";
    const file = await placeHero("about", alt, "none");
    const saved = await mediaAction(consentForm(file.id, ["website"]));
    expect(saved.result.ok).toBe(true);

    const page = await pages.visit("/about");
    expect([...page.querySelectorAll("img")].some((img) => img.getAttribute("alt") === alt)).toBe(
      true,
    );
    expect(metaContent(page, "og:image")).toBeNull();
    expect(metaContent(page, "twitter:card")).toBe("summary");
    expect((await fetch(new URL(`/social-image/${file.id}.jpg`, server.baseUrl))).status).toBe(404);

    // Consent for social media as well: now it is shared.
    expect((await mediaAction(consentForm(file.id, ["website", "social"]))).result.ok).toBe(true);
    const shared = await pages.visit("/about");
    expect(metaContent(shared, "og:image")).toContain(`/social-image/${file.id}.jpg`);
    expect((await fetch(new URL(`/social-image/${file.id}.jpg`, server.baseUrl))).status).toBe(200);
  });

  test("an undecided photo is never offered, not even to signed-in staff", async () => {
    const alt = "Children at the holiday club, nobody has decided yet";
    const file = await placeHero("haf", alt, "unsure");
    const page = await pages.visit("/what-we-deliver/haf");
    expect([...page.querySelectorAll("img")].some((img) => img.getAttribute("alt") === alt)).toBe(
      false,
    );
    expect(metaContent(page, "og:image")).toBeNull();
    expect((await admin.get(`/social-image/${file.id}.jpg`)).status).toBe(404);
  });
});

describe("with S3 storage", () => {
  let s3: S3TestServer;
  let s3Site: AppServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    s3Site = await startAppServer({ env: s3.env });
  });
  afterAll(async () => {
    await s3Site?.stop();
    await s3?.stop();
  });

  test("the social preview is cut from the copy in the bucket", async () => {
    const staff = await setUpFirstAdmin(s3Site);
    const upload = await staff.upload(
      "/admin/media/page-image-upload",
      { page: "homepage", section: "hero", altText: "Volunteers at the food bank", caption: "" },
      { name: "bucket-hero.jpg", type: "image/jpeg", body: await makeRedFootedPhoto() },
    );
    const file = ((await upload.json()) as { file: MediaFile }).file;
    await staff.action("/admin/media", {
      intent: "focal-point",
      id: file.id,
      focalX: "50",
      focalY: "100",
    });
    const response = await fetch(new URL(`/social-image/${file.id}.jpg`, s3Site.baseUrl));
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(isRed(await bottomMiddle(bytes))).toBe(true);
  });
});
