import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decisionMessages } from "../../app/features/media/consent-decision";
import type { MediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { type Fixture, makeJpeg } from "../support/media-fixtures";
import { altsIn, imagesWithAlt, openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";
import { readUploadProgress } from "../support/upload-progress";
import { makeMp4 } from "../support/video-fixtures";

/**
 * Issue 32 through HTTP, on SQLite or PostgreSQL (TEST_DATABASE_URL): a file nobody has decided
 * about reaches no visitor by any path, and one decision for an upload or a selection of the
 * library is recorded for every file, with an audit entry each.
 */

let server: AppServer;
let admin: StaffClient;
let jpeg: Buffer;
let mp4: Buffer;

beforeAll(async () => {
  [server, jpeg, mp4] = await Promise.all([startAppServer(), makeJpeg(), makeMp4()]);
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

const { visit } = openPublicPages(() => server.baseUrl);
const visitor = () => new StaffClient(server.baseUrl);
const photo = (name: string): Fixture => ({ name, type: "image/jpeg", body: jpeg });

async function libraryUpload(fields: Record<string, string>, file: Fixture) {
  const lines = await readUploadProgress(await admin.upload("/admin/media/upload", fields, file));
  return lines.at(-1) ?? {};
}

/** An upload refused before its file is stored: one JSON answer with the message. */
async function refusedUpload(fields: Record<string, string>, file: Fixture) {
  const response = await admin.upload("/admin/media/upload", fields, file);
  return { status: response.status, ...((await response.json()) as { error?: string }) };
}

async function uploaded(fields: Record<string, string>, file: Fixture) {
  const last = await libraryUpload(fields, file);
  expect(last.error).toBeUndefined();
  return last.file as MediaFile;
}

async function statusFor(url: string, client = visitor()) {
  const response = await client.get(url);
  await response.body?.cancel();
  return response.status;
}

/** The page's HTML for a signed-out visitor, asked twice: the second answer is the cached one. */
async function fetchTwice(pathname: string) {
  const texts = [];
  for (let time = 0; time < 2; time += 1) {
    const response = await visitor().get(pathname);
    expect(response.status).toBe(200);
    texts.push(await response.text());
  }
  return texts;
}

async function consentAudit(target: string) {
  return server.database.db
    .selectFrom("audit_log")
    .select(["actor_email", "detail"])
    .where("action", "=", "media-consent-changed")
    .where("target", "=", target)
    .execute();
}

async function findRow(id: string) {
  return server.database.db
    .selectFrom("media_files")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

function bulkDecision(ids: string[], fields: [string, string][]) {
  return admin.action("/admin/media", [
    ["intent", "bulk-consent"],
    ...ids.map((id): [string, string] => ["id", id]),
    ...fields,
  ]);
}

describe("a file nobody has decided about", () => {
  let image: MediaFile;
  let video: MediaFile;
  let eventSlug: string;
  const imageAlt = "Under-14s warming up before the league match";
  const videoAlt = "Volunteers filming the summer fair";

  beforeAll(async () => {
    image = await uploaded(
      { page: "football", section: "gallery", altText: imageAlt, consentDecision: "" },
      photo("warm-up.jpg"),
    );
    video = await uploaded(
      { page: "volunteer", altText: videoAlt, consentDecision: "" },
      { name: "fair.mp4", type: "video/mp4", body: mp4 },
    );
    // A record that already names the photo (as one saved before the decision was taken away).
    const event = await server.database.db
      .selectFrom("events")
      .select(["id", "slug"])
      .orderBy("starts_on", "desc")
      .executeTakeFirstOrThrow();
    eventSlug = event.slug;
    await server.database.db
      .updateTable("events")
      .set({ image_media_id: image.id })
      .where("id", "=", event.id)
      .execute();
  });

  test("is stored unpublished, placed where it was sent, with no decision and no audit of one", async () => {
    expect(image.consent).toMatchObject({ children: "unreviewed", publishable: false });
    expect(image.placements).toMatchObject([{ page: "football", section: "gallery" }]);
    expect(await findRow(video.id)).toMatchObject({
      children: "unreviewed",
      publishable: 0,
      consent_updated_at: null,
    });
    expect(await consentAudit(image.filename)).toEqual([]);
  });

  test("is refused by every public read path: the page (fresh and cached), its URLs, a record's photo, videos, the sitemap", async () => {
    for (const html of await fetchTwice("/what-we-offer/football")) {
      expect(html).not.toContain(image.url);
      expect(html).not.toContain(imageAlt);
    }
    for (const html of await fetchTwice("/volunteer")) {
      expect(html).not.toContain(video.url);
      expect(html).not.toContain(videoAlt);
    }
    expect((await visit("/volunteer")).getElementById("page-videos")).toBeNull();
    for (const html of [
      ...(await fetchTwice(`/news/events/${eventSlug}`)),
      ...(await fetchTwice("/news")),
    ]) {
      expect(html).not.toContain(image.url);
    }
    const sitemap = await (await visitor().get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/media/");
    for (const file of [image, video]) {
      for (const url of [file.url, ...file.variants.map((variant) => variant.url)]) {
        expect(await statusFor(url), url).toBe(404);
        // Staff still see it in the library.
        expect(await statusFor(url, admin), url).toBe(200);
      }
    }
  });

  test("one decision for both shows them at once, with one audit entry each", async () => {
    expect(await bulkDecision([image.id, video.id], [["consentDecision", "none"]])).toEqual({
      status: 200,
      result: { ok: true, toast: mediaMessages.consent.bulkSaved(2) },
    });
    const football = await visit("/what-we-offer/football");
    expect(altsIn(football, "#page-gallery")).toContain(imageAlt);
    const volunteer = await visit("/volunteer");
    const shown = volunteer.getElementById("page-videos")?.querySelector("video");
    expect(shown?.getAttribute("aria-label")).toBe(videoAlt);
    const event = await visit(`/news/events/${eventSlug}`);
    expect(imagesWithAlt(event, imageAlt)).toHaveLength(1);
    expect(await statusFor(image.url)).toBe(200);
    for (const file of [image, video]) {
      expect(await consentAudit(file.filename)).toEqual([
        { actor_email: expect.any(String), detail: "No identifiable children" },
      ]);
    }
  });
});

describe("a decision made at upload", () => {
  test("no identifiable children: on the page at once, with the decision in the audit log", async () => {
    const altText = "Seniors lifting the county cup";
    const file = await uploaded(
      { page: "football", section: "gallery", altText, consentDecision: "none" },
      photo("cup.jpg"),
    );
    expect(file.consent).toMatchObject({ children: "none", publishable: true });
    expect(altsIn(await visit("/what-we-offer/football"), "#page-gallery")).toContain(altText);
    expect(await consentAudit(file.filename)).toEqual([
      { actor_email: expect.any(String), detail: "No identifiable children" },
    ]);
  });

  test("consent on record for social media only: recorded, and still not on the site", async () => {
    const altText = "The under-10s with their medals";
    const file = await uploaded(
      {
        page: "football",
        section: "gallery",
        altText,
        consentDecision: "consented",
        consentScope: "social",
        consentGivenBy: "Priya Shah",
        consentGivenOn: "2026-09-01",
      },
      photo("medals.jpg"),
    );
    expect(await findRow(file.id)).toMatchObject({
      children: "identifiable",
      consent_scope: "social",
      consent_given_by: "Priya Shah",
      consent_given_on: "2026-09-01",
      publishable: 0,
    });
    const html = await (await visitor().get("/what-we-offer/football")).text();
    expect(html).not.toContain(altText);
  });

  test("the quick uploader and Page Images take the decision too", async () => {
    const quick = await admin.upload(
      "/admin/media/quick-upload",
      { altText: "Volunteers sorting the food bank", consentDecision: "none" },
      photo("food-bank.jpg"),
    );
    expect(((await quick.json()) as { file: MediaFile }).file.consent.publishable).toBe(true);
    const direct = await admin.upload(
      "/admin/media/page-image-upload",
      {
        page: "football",
        section: "gallery",
        altText: "Coaches planning the season",
        consentDecision: "unsure",
      },
      photo("coaches.jpg"),
    );
    expect(direct.status).toBe(201);
    expect(((await direct.json()) as { file: MediaFile }).file.consent).toMatchObject({
      children: "unreviewed",
      publishable: false,
    });
  });

  test("consent on record with its facts missing is refused and leaves nothing behind", async () => {
    const before = await server.database.db
      .selectFrom("media_files")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const storedBefore = await listFiles(path.join(server.dataDir, "media"));
    const refused = await refusedUpload(
      {
        page: "football",
        section: "gallery",
        altText: "Goalkeepers practising saves",
        consentDecision: "consented",
      },
      photo("saves.jpg"),
    );
    expect(refused).toMatchObject({ error: decisionMessages.scopeRequired, status: 400 });
    const noDate = await refusedUpload(
      {
        page: "football",
        section: "gallery",
        altText: "Goalkeepers practising saves",
        consentDecision: "consented",
        consentScope: "website",
        consentGivenBy: "Priya Shah",
      },
      photo("saves.jpg"),
    );
    expect(noDate).toMatchObject({ error: "Enter the date consent was given.", status: 400 });
    const after = await server.database.db
      .selectFrom("media_files")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(await listFiles(path.join(server.dataDir, "media"))).toEqual(storedBefore);
    expect(await listFiles(path.join(server.dataDir, "upload-temp"))).toEqual([]);
  });
});

describe("placing a file nobody has decided about", () => {
  test("is done, and answered as a warning: it is still off the site", async () => {
    const file = await uploaded(
      {
        page: "football",
        section: "gallery",
        altText: "Goalposts being carried out before training",
        consentDecision: "",
      },
      photo("goalposts.jpg"),
    );
    const answer = await admin.action("/admin/media", {
      intent: "place",
      id: file.id,
      page: "about",
      section: "team",
    });
    expect(answer).toEqual({
      status: 200,
      result: { ok: true, unfinished: true, toast: mediaMessages.placement.appliedHidden },
    });
  });
});

describe("a decision for a selection", () => {
  test("refused whole when one file is gone, or when no decision is chosen", async () => {
    const file = await uploaded(
      {
        page: "football",
        section: "gallery",
        altText: "Parents cheering from the touchline",
        consentDecision: "",
      },
      photo("touchline.jpg"),
    );
    expect(
      await bulkDecision([file.id, "no-such-file"], [["consentDecision", "none"]]),
    ).toMatchObject({ status: 404 });
    expect(await bulkDecision([file.id], [["consentDecision", "unsure"]])).toMatchObject({
      status: 400,
      result: { ok: false, fieldErrors: { consentDecision: decisionMessages.choose } },
    });
    expect(await bulkDecision([], [["consentDecision", "none"]])).toMatchObject({
      status: 400,
      result: { ok: false, toast: { description: mediaMessages.consent.bulkNoneChosen } },
    });
    expect(await findRow(file.id)).toMatchObject({ children: "unreviewed", publishable: 0 });
    expect(await consentAudit(file.filename)).toEqual([]);
  });

  test("a signed-out request cannot record one", async () => {
    const file = await uploaded(
      {
        page: "football",
        section: "gallery",
        altText: "The minibus leaving for the away game",
        consentDecision: "",
      },
      photo("minibus.jpg"),
    );
    const stranger = visitor();
    const answer = await stranger.action("/admin/media", [
      ["intent", "bulk-consent"],
      ["id", file.id],
      ["consentDecision", "none"],
    ]);
    expect(answer.status).toBe(401);
    expect(await findRow(file.id)).toMatchObject({ children: "unreviewed", publishable: 0 });
  });
});
