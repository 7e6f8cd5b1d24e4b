import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { Selectable } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import type { Database } from "../../app/shared/db/database-types";
import { messages } from "../../app/shared/site/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import {
  containsBytes,
  type Fixture,
  fixtureHeight,
  fixtureWidth,
  floodSide,
  gpsCameraMake,
  gpsCameraSerial,
  makeAvif,
  makeGif,
  makeHtmlPage,
  makeJpeg,
  makeJpegHtmlPolyglot,
  makeJpegOrientation6,
  makeJpegWithGps,
  makePixelFloodPng,
  makePng,
  makeSvgWithScript,
  makeWebp,
} from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { inspectStoredMedia, listFiles } from "../support/stored-media";
import { readUploadProgress } from "../support/upload-progress";
import { inspectVideo, makeMp4, makeQuickTime, makeWebm } from "../support/video-fixtures";

type MediaRow = Selectable<Database["media_files"]>;
type Driver = "local" | "s3";

const mebibyte = 1024 * 1024;
const quickLimit = 10 * mebibyte;
const libraryLimit = 500 * mebibyte;

// One policy for originals and copies: a withdrawn photo must stop being served within minutes.
const publicMediaCacheControl = "public, max-age=300, must-revalidate";

/** Every file the tests upload, made once before the servers start. */
type Fixtures = {
  jpeg: Buffer;
  png: Buffer;
  webp: Buffer;
  gif: Buffer;
  avif: Buffer;
  gps: Buffer;
  orientation6: Buffer;
  polyglot: Buffer;
  mp4: Buffer;
  mov: Buffer;
  webm: Buffer;
};
let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = {
    jpeg: await makeJpeg(),
    png: await makePng(),
    webp: await makeWebp(),
    gif: await makeGif(),
    avif: await makeAvif(),
    gps: await makeJpegWithGps(),
    orientation6: await makeJpegOrientation6(),
    polyglot: await makeJpegHtmlPolyglot(),
    mp4: await makeMp4(),
    mov: await makeQuickTime(),
    webm: await makeWebm(),
  };
});

const imageTypes = [
  { fixture: "jpeg", name: "match-day.jpg", mime: "image/jpeg", extension: "jpg" },
  { fixture: "png", name: "poster.png", mime: "image/png", extension: "png" },
  { fixture: "webp", name: "banner.webp", mime: "image/webp", extension: "webp" },
  { fixture: "gif", name: "cheer.gif", mime: "image/gif", extension: "gif" },
  { fixture: "avif", name: "kit.avif", mime: "image/avif", extension: "avif" },
] as const;

const videoTypes = [
  { fixture: "mp4", name: "training.mp4", mime: "video/mp4", extension: "mp4" },
  { fixture: "mov", name: "hike.mov", mime: "video/quicktime", extension: "mov" },
  { fixture: "webm", name: "clip.webm", mime: "video/webm", extension: "webm" },
] as const;

/** The WebP widths made for an image this wide (480/960/1600 below it, else its own width). */
function expectedVariantWidths(width: number) {
  const widths = [480, 960, 1600].filter((candidate) => candidate < width);
  if (width <= 1600) widths.push(width);
  return widths;
}

function serverKey(extension: string, folder?: string) {
  const name = `\\d+-[0-9a-f]{12}\\.${extension}`;
  return new RegExp(`^${folder ? `${folder}/` : ""}${name}$`);
}

type StreamedUpload = {
  path: string;
  fields: Record<string, string>;
  fileName: string;
  /** Bytes in the file part. */
  fileSize: number;
  /** "honest": Content-Length of the whole body; "none": chunked, so only the streaming limit can trip. */
  length: "honest" | "none";
  /** Send the headers only and wait for the answer, proving it came before any body was read. */
  headersOnly?: boolean;
  /** Hang up after this many file bytes, like a closed laptop lid. */
  abortAfter?: number;
};

/**
 * A multipart upload written by hand over node:http, its file bytes generated as they are sent,
 * so hundreds of megabytes never sit in memory. Stops writing as soon as the server answers.
 */
async function streamUpload(baseUrl: string, cookie: string, options: StreamedUpload) {
  const boundary = `----media-test-${randomBytes(8).toString("hex")}`;
  const fieldParts = Object.entries(options.fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fieldParts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    cookie,
  };
  if (options.length === "honest") {
    headers["content-length"] = String(head.length + options.fileSize + tail.length);
  }
  const request = http.request(new URL(options.path, baseUrl), { method: "POST", headers });
  let answer: { status: number; body: string } | undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() };
        resolve(answer);
      });
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answer) reject(error);
    });
  });
  // A hang-up by either side must not surface as an unhandled rejection.
  answered.catch(() => {});

  let fileBytesSent = 0;
  if (options.headersOnly) {
    request.flushHeaders();
  } else {
    request.write(head);
    const chunk = Buffer.alloc(mebibyte);
    let responded = false;
    answered.then(
      () => {
        responded = true;
      },
      () => {
        responded = true;
      },
    );
    while (fileBytesSent < options.fileSize && !responded) {
      if (options.abortAfter !== undefined && fileBytesSent >= options.abortAfter) {
        request.destroy();
        return { aborted: true as const, fileBytesSent };
      }
      const size = Math.min(chunk.length, options.fileSize - fileBytesSent);
      fileBytesSent += size;
      if (!request.write(chunk.subarray(0, size))) {
        await Promise.race([once(request, "drain"), answered.catch(() => {})]);
      }
    }
    if (!responded) request.end(tail);
  }
  const result = await answered;
  request.destroy();
  return { aborted: false as const, fileBytesSent, ...result };
}

describe.each<Driver>(["local", "s3"])("media uploads with %s storage", (driver) => {
  let server: AppServer;
  let admin: StaffClient;
  let s3: S3TestServer | undefined;

  beforeAll(async () => {
    s3 = driver === "s3" ? await startS3Server() : undefined;
    server = await startAppServer({ env: s3?.env });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  const { mediaRoot, storedKeys, readStored, isStored, findRow, countRows } = inspectStoredMedia(
    () => server,
    () => s3,
  );
  const tempDir = () => path.join(server.dataDir, "upload-temp");

  /** Rows and stored objects, to show a refused upload left nothing behind. */
  async function snapshot() {
    return { rows: await countRows(), keys: await storedKeys() };
  }

  async function expectNoTempFiles() {
    await expect.poll(() => listFiles(tempDir()), { timeout: 10_000, interval: 100 }).toEqual([]);
    expect(await findOpenHandles(tempDir())).toEqual([]);
  }

  async function expectNothingStored(before: Awaited<ReturnType<typeof snapshot>>) {
    expect(await snapshot()).toEqual(before);
    await expectNoTempFiles();
  }

  /** Where a file is placed, most recently placed first. */
  async function findPlacements(id: string) {
    return server.database.db
      .selectFrom("media_placements")
      .select(["page", "section"])
      .where("media_id", "=", id)
      .orderBy("placed_at", "desc")
      .execute();
  }

  /** Keys of every object a row owns: the original, then the WebP copies. */
  function objectKeys(row: MediaRow) {
    const variants = JSON.parse(row.variants) as { key: string }[];
    return [row.storage_key, ...variants.map((variant) => variant.key)];
  }

  /**
   * GET /media/<key> as the public would: local storage sends the file itself, safely typed;
   * S3 redirects to the bucket, where the object carries the same type and caching.
   */
  async function expectServed(
    key: string,
    expected: { contentType: string; cacheControl: string; body?: Buffer },
  ) {
    const anonymous = new StaffClient(server.baseUrl);
    const response = await anonymous.get(`/media/${key}`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    if (s3) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${key}`,
      );
      await response.body?.cancel();
      const object = await s3.readObject(key);
      expect(object.contentType).toBe(expected.contentType);
      expect(object.cacheControl).toBe(expected.cacheControl);
      if (expected.body) expect(object.body.equals(expected.body)).toBe(true);
    } else {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(expected.contentType);
      expect(response.headers.get("cache-control")).toBe(expected.cacheControl);
      const body = Buffer.from(await response.arrayBuffer());
      if (expected.body) expect(body.equals(expected.body)).toBe(true);
    }
  }

  async function expectNotServed(key: string) {
    const response = await new StaffClient(server.baseUrl).get(`/media/${key}`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  }

  /** A library upload's fields, in words fit to publish (it places the file at once). */
  const libraryFields = {
    page: "football",
    section: "gallery",
    altText: "Young people training on the pitch",
  };

  async function libraryUpload(file: Fixture, fields: Record<string, string> = libraryFields) {
    return readUploadProgress(await admin.upload("/admin/media/upload", fields, file));
  }

  /** A library upload that must succeed: its saved file and database row. */
  async function uploadToLibrary(file: Fixture, fields?: Record<string, string>) {
    const lines = await libraryUpload(file, fields);
    const last = lines.at(-1);
    expect(last?.error).toBeUndefined();
    expect(lines.map((line) => line.progress)).toEqual([60, 70, 80, 100]);
    const saved = last?.file as MediaFile;
    const row = await findRow(saved.id);
    if (!row) throw new Error("no media_files row for the upload");
    return { file: saved, row };
  }

  async function uploadQuick(file: Fixture, fields: Record<string, string>) {
    const response = await admin.upload("/admin/media/quick-upload", fields, file);
    const body = (await response.json()) as { file?: MediaFile; error?: string };
    return { status: response.status, ...body };
  }

  /** Stored image checks shared by both uploaders: original and every copy, decoded. */
  async function expectStoredImage(
    row: MediaRow,
    expected: { mime: string; width: number; height: number },
  ) {
    expect(row.file_type).toBe("image");
    expect(row.mime_type).toBe(expected.mime);
    expect(row.width).toBe(expected.width);
    expect(row.height).toBe(expected.height);
    const original = await readStored(row.storage_key);
    expect(Number(row.file_size)).toBe(original.length);
    expect((await fileTypeFromBuffer(original))?.mime).toBe(expected.mime);
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata.width).toBe(expected.width);
    expect(originalMetadata.pageHeight ?? originalMetadata.height).toBe(expected.height);
    await expectServed(row.storage_key, {
      contentType: expected.mime,
      cacheControl: publicMediaCacheControl,
      body: original,
    });

    const variants = JSON.parse(row.variants) as { key: string; width: number; height: number }[];
    expect(variants.map((variant) => variant.width)).toEqual(expectedVariantWidths(expected.width));
    const base = row.storage_key.replace(/\.[a-z0-9]+$/, "");
    for (const variant of variants) {
      expect(variant.key).toBe(`${base}-w${variant.width}.webp`);
      const copy = await readStored(variant.key);
      const metadata = await sharp(copy).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(variant.width);
      expect(variant.height).toBe(Math.round((expected.height * variant.width) / expected.width));
      await expectServed(variant.key, {
        contentType: "image/webp",
        cacheControl: publicMediaCacheControl,
      });
    }
    const keys = await storedKeys();
    for (const key of objectKeys(row)) expect(keys).toContain(key);
  }

  describe("accepted types", () => {
    test.each(imageTypes)(
      "the library stores a $mime image, cleaned, with WebP copies, served safely",
      async ({ fixture, name, mime, extension }) => {
        const body = fixtures[fixture];
        const { file, row } = await uploadToLibrary(
          { name, type: mime, body },
          {
            page: "football",
            section: "gallery",
            altText: "Team photo after the cup final",
            caption: "Cup final",
          },
        );
        expect(row.storage_key).toMatch(serverKey(extension));
        expect(row.file_url).toBe(`/media/${row.storage_key}`);
        expect(row.filename).toBe(row.storage_key);
        expect(row.original_name).toBe(name);
        expect(await findPlacements(row.id)).toEqual([{ page: "football", section: "gallery" }]);
        expect(row.alt_text).toBe("Team photo after the cup final");
        expect(row.caption).toBe("Cup final");
        // No category chosen: the Football page's subject.
        expect(row.category).toBe("football");
        expect(Number(row.is_active)).toBe(1);
        const { width, height } = await sharp(body).metadata();
        await expectStoredImage(row, { mime, width: width ?? 0, height: height ?? 0 });
        expect(file).toMatchObject({
          id: row.id,
          url: row.file_url,
          mimeType: mime,
          fileType: "image",
          width,
          height,
          isActive: true,
        });
        expect(file.variants.map((variant) => variant.url)).toEqual(
          file.variants.map((variant) => `/media/${variant.key}`),
        );
      },
    );

    test.each(videoTypes)(
      "the library stores a $mime video with a poster, served safely",
      async ({ fixture, name, mime, extension }) => {
        const { file, row } = await uploadToLibrary({ name, type: mime, body: fixtures[fixture] });
        expect(row.storage_key).toMatch(serverKey(extension));
        expect(row.file_type).toBe("video");
        expect(row.mime_type).toBe(mime);
        expect([row.width, row.height]).toEqual([320, 240]);
        const posterKey = row.storage_key.replace(/\.\w+$/, "-w320.webp");
        expect(JSON.parse(row.variants)).toEqual([
          { key: posterKey, width: 320, height: 240, size: expect.any(Number) },
        ]);
        expect(file).toMatchObject({ fileType: "video", mimeType: mime, width: 320, height: 240 });
        const stored = await readStored(row.storage_key);
        expect(Number(row.file_size)).toBe(stored.length);
        expect((await fileTypeFromBuffer(stored))?.mime).toBe(mime);
        await expectServed(row.storage_key, {
          contentType: mime,
          cacheControl: publicMediaCacheControl,
        });
        await expectServed(posterKey, {
          contentType: "image/webp",
          cacheControl: publicMediaCacheControl,
        });
      },
    );

    // With S3 the bucket serves ranges itself.
    test.skipIf(driver === "s3")("videos are served with Range support for seeking", async () => {
      const { row } = await uploadToLibrary({ name: "seek.mp4", body: fixtures.mp4 });
      const response = await new StaffClient(server.baseUrl).get(row.file_url, {
        range: "bytes=0-15",
      });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes 0-15/${row.file_size}`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(4, 8).toString("latin1")).toBe("ftyp");
    });

    // With S3 the bucket answers revalidations itself.
    test.skipIf(driver === "s3")(
      "a revalidation with the ETag gets 304 and no body; an inactive file is never cached",
      async () => {
        const { row } = await uploadToLibrary({ name: "revalidate.jpg", body: fixtures.jpeg });
        const anonymous = new StaffClient(server.baseUrl);
        // As a browser revalidates: without Cache-Control, fetch adds no-cache, ruling out a 304.
        const revalidate = (etag: string) => ({
          "if-none-match": etag,
          "cache-control": "max-age=0",
        });
        for (const key of objectKeys(row).slice(0, 2)) {
          const first = await anonymous.get(`/media/${key}`);
          expect(first.status).toBe(200);
          expect(first.headers.get("last-modified")).toBeTruthy();
          const etag = first.headers.get("etag") ?? "";
          expect(etag).not.toBe("");
          await first.body?.cancel();
          const second = await anonymous.get(`/media/${key}`, revalidate(etag));
          expect(second.status).toBe(304);
          expect(second.headers.get("cache-control")).toBe(publicMediaCacheControl);
          expect(second.headers.get("etag")).toBe(etag);
          expect((await second.arrayBuffer()).byteLength).toBe(0);
        }

        const first = await anonymous.get(row.file_url);
        const etag = first.headers.get("etag") ?? "";
        await first.body?.cancel();
        const off = await admin.action("/admin/media", {
          intent: "set-active",
          id: row.id,
          active: "false",
        });
        expect(off.result.ok).toBe(true);
        // Made inactive, a cached copy's revalidation is refused rather than confirmed.
        const withdrawn = await anonymous.get(row.file_url, revalidate(etag));
        expect(withdrawn.status).toBe(404);
        await withdrawn.body?.cancel();
        const preview = await admin.get(row.file_url);
        expect(preview.status).toBe(200);
        expect(preview.headers.get("cache-control")).toBe("private, no-store");
        await preview.body?.cancel();
      },
    );

    test.each(imageTypes)(
      "the quick uploader stores a $mime image under its section",
      async ({ fixture, name, mime, extension }) => {
        const body = fixtures[fixture];
        const result = await uploadQuick(
          { name, type: mime, body },
          { altText: "Boxing night", category: "boxing", section: "hero" },
        );
        expect(result.error).toBeUndefined();
        expect(result.status).toBe(201);
        const row = await findRow(result.file?.id ?? "");
        if (!row) throw new Error("no row");
        expect(row.storage_key).toMatch(serverKey(extension, "hero"));
        expect(row.category).toBe("boxing");
        expect(row.alt_text).toBe("Boxing night");
        // Every page has a hero, so a quick upload to "hero" is not placed on any of them.
        expect(await findPlacements(row.id)).toEqual([]);
        const { width, height } = await sharp(body).metadata();
        await expectStoredImage(row, { mime, width: width ?? 0, height: height ?? 0 });
      },
    );

    test("the quick uploader files an image without a section under general/", async () => {
      const result = await uploadQuick(
        { name: "plain.jpg", body: fixtures.jpeg },
        { altText: "A photo", category: "not-a-category" },
      );
      expect(result.status).toBe(201);
      const row = await findRow(result.file?.id ?? "");
      expect(row?.storage_key).toMatch(serverKey("jpg", "general"));
      expect(row?.category).toBe("general");
      expect(await findPlacements(result.file?.id ?? "")).toEqual([]);
    });

    test("a quick upload to a Serving Humanity gallery lands on that page", async () => {
      const result = await uploadQuick(
        { name: "parcels.jpg", body: fixtures.jpeg },
        {
          altText: "Volunteers packing food parcels",
          category: "humanitarian",
          section: "impact-gallery",
        },
      );
      expect(result.status).toBe(201);
      expect(await findPlacements(result.file?.id ?? "")).toEqual([
        { page: "serving-humanity", section: "impact-gallery" },
      ]);
    });
  });

  describe("refused and disguised files", () => {
    test("an SVG with script is refused by both uploaders; nothing is stored", async () => {
      const before = await snapshot();
      const svg = { name: "logo.svg", type: "image/svg+xml", body: makeSvgWithScript() };
      const library = await admin.upload("/admin/media/upload", libraryFields, svg);
      expect(library.status).toBe(415);
      expect(await library.json()).toEqual({ error: mediaMessages.media.unsupportedType });
      const quick = await uploadQuick(svg, { altText: "Logo" });
      expect(quick).toEqual({ status: 415, error: mediaMessages.media.notAnImage });
      await expectNothingStored(before);
    });

    test("an HTML page named .jpg is refused by both uploaders", async () => {
      const before = await snapshot();
      const html = { name: "photo.jpg", type: "image/jpeg", body: makeHtmlPage() };
      const library = await admin.upload("/admin/media/upload", libraryFields, html);
      expect(library.status).toBe(415);
      expect(await library.json()).toEqual({ error: mediaMessages.media.unsupportedType });
      const quick = await uploadQuick(html, { altText: "Photo" });
      expect(quick).toEqual({ status: 415, error: mediaMessages.media.notAnImage });
      await expectNothingStored(before);
    });

    test("the quick uploader refuses a video", async () => {
      const before = await snapshot();
      const quick = await uploadQuick(
        { name: "clip.jpg", type: "image/jpeg", body: fixtures.mp4 },
        { altText: "Clip" },
      );
      expect(quick).toEqual({ status: 415, error: mediaMessages.media.notAnImage });
      await expectNothingStored(before);
    });

    test("a JPEG that is also an HTML page is stored with none of the HTML", async () => {
      expect(containsBytes(fixtures.polyglot, "<script")).toBe(true);
      const { row } = await uploadToLibrary({ name: "poly.jpg", body: fixtures.polyglot });
      expect(row.mime_type).toBe("image/jpeg");
      for (const key of objectKeys(row)) {
        const stored = await readStored(key);
        expect(containsBytes(stored, "<script")).toBe(false);
        expect(containsBytes(stored, "<html")).toBe(false);
        expect(containsBytes(stored, "alert(1)")).toBe(false);
      }
      await expectStoredImage(row, {
        mime: "image/jpeg",
        width: fixtureWidth,
        height: fixtureHeight,
      });
    });

    test("a PNG named .mp4 is stored as the PNG it is", async () => {
      const { row } = await uploadToLibrary({
        name: "holiday.mp4",
        type: "video/mp4",
        body: fixtures.png,
      });
      expect(row.storage_key).toMatch(serverKey("png"));
      expect(row.original_name).toBe("holiday.mp4");
      await expectStoredImage(row, {
        mime: "image/png",
        width: fixtureWidth,
        height: fixtureHeight,
      });
    });

    test.each([
      { name: "../../x.jpg", originalName: "x.jpg" },
      { name: "..\\..\\evil.jpg", originalName: "evil.jpg" },
      { name: "/etc/cron.d/evil.jpg", originalName: "evil.jpg" },
    ])("the file name $name never reaches storage", async ({ name, originalName }) => {
      const { row } = await uploadToLibrary({ name, body: fixtures.jpeg });
      expect(row.storage_key).toMatch(serverKey("jpg"));
      expect(row.original_name).toBe(originalName);
      const quick = await uploadQuick({ name, body: fixtures.jpeg }, { altText: "Name test" });
      expect(quick.status).toBe(201);
      const quickRow = await findRow(quick.file?.id ?? "");
      expect(quickRow?.storage_key).toMatch(serverKey("jpg", "general"));
      expect(quickRow?.original_name).toBe(originalName);
      for (const key of await storedKeys()) {
        expect(key).toMatch(/^(?:[a-z-]+\/)?\d+-[0-9a-f]{12}(?:-w\d+)?\.[a-z0-9]+$/);
      }
      // Nothing next to the data folder or anywhere inside it but the media and temp folders.
      for (const folder of [mediaRoot(), tempDir()]) {
        expect(existsSync(path.resolve(folder, name.replaceAll("\\", "/")))).toBe(false);
      }
      for (const file of await listFiles(server.dataDir)) {
        expect(file).toMatch(/^(media\/|upload-temp\/|[^/]+\.(db|sqlite)(-wal|-shm)?$)/);
        expect(file).not.toContain(originalName);
      }
    });

    test("a section that is not on the list is refused", async () => {
      const before = await snapshot();
      const quick = await uploadQuick(
        { name: "a.jpg", body: fixtures.jpeg },
        { altText: "A", section: "../../etc" },
      );
      expect(quick.status).toBe(400);
      await expectNothingStored(before);
    });
  });

  describe("size limits", () => {
    test("the quick uploader takes exactly 10 MiB", async () => {
      const padded = Buffer.concat([
        fixtures.jpeg,
        Buffer.alloc(quickLimit - fixtures.jpeg.length),
      ]);
      const result = await uploadQuick({ name: "big.jpg", body: padded }, { altText: "Big" });
      expect(result.status).toBe(201);
      expect(result.file?.mimeType).toBe("image/jpeg");
    });

    test("the quick uploader stops a streamed body at 10 MiB + 1 byte with 413", async () => {
      const before = await snapshot();
      const result = await streamUpload(server.baseUrl, admin.cookieHeader, {
        path: "/admin/media/quick-upload",
        fields: { altText: "Too big" },
        fileName: "huge.jpg",
        fileSize: quickLimit + 1,
        length: "none",
      });
      expect(result).toMatchObject({ aborted: false, status: 413 });
      if (result.aborted) return;
      expect(JSON.parse(result.body)).toEqual({ error: mediaMessages.media.payloadTooLarge });
      await expectNothingStored(before);
    });

    test("the quick uploader refuses an honest Content-Length over the limit before reading", async () => {
      const before = await snapshot();
      const result = await streamUpload(server.baseUrl, admin.cookieHeader, {
        path: "/admin/media/quick-upload",
        fields: { altText: "Too big" },
        fileName: "huge.jpg",
        fileSize: quickLimit + 128 * 1024,
        length: "honest",
        headersOnly: true,
      });
      expect(result).toMatchObject({ aborted: false, status: 413, fileBytesSent: 0 });
      await expectNothingStored(before);
    });

    test("the library stops a streamed body at 500 MiB + 1 byte with 413", {
      timeout: 120_000,
    }, async () => {
      const before = await snapshot();
      const result = await streamUpload(server.baseUrl, admin.cookieHeader, {
        path: "/admin/media/upload",
        fields: { page: "football" },
        fileName: "film.mp4",
        fileSize: libraryLimit + 1,
        length: "none",
      });
      expect(result).toMatchObject({ aborted: false, status: 413 });
      if (result.aborted) return;
      expect(JSON.parse(result.body)).toEqual({ error: mediaMessages.media.payloadTooLarge });
      // It really read up to the limit: the answer came at the very end.
      expect(result.fileBytesSent).toBeGreaterThan(libraryLimit - 64 * mebibyte);
      await expectNothingStored(before);
    });

    test("the library refuses an honest Content-Length over 500 MiB before reading", async () => {
      const before = await snapshot();
      const result = await streamUpload(server.baseUrl, admin.cookieHeader, {
        path: "/admin/media/upload",
        fields: { page: "football" },
        fileName: "film.mp4",
        fileSize: 600 * mebibyte,
        length: "honest",
        headersOnly: true,
      });
      expect(result).toMatchObject({ aborted: false, status: 413, fileBytesSent: 0 });
      if (result.aborted) return;
      expect(JSON.parse(result.body)).toEqual({ error: mediaMessages.media.payloadTooLarge });
      await expectNothingStored(before);
    });

    test("a pixel flood PNG is refused before it is decoded", async () => {
      const before = await snapshot();
      const flood = { name: "tiny.png", type: "image/png", body: makePixelFloodPng() };
      expect(flood.body.length).toBeLessThan(1024);
      const tooMany = mediaMessages.media.tooManyPixels((floodSide * floodSide) / 1_000_000);
      const lines = await libraryUpload(flood);
      expect(lines.at(-1)).toEqual({ error: tooMany, status: 413 });
      const quick = await uploadQuick(flood, { altText: "Flood" });
      expect(quick).toEqual({ status: 413, error: tooMany });
      await expectNothingStored(before);
    });

    test("an upload cut off halfway leaves nothing behind", async () => {
      const before = await snapshot();
      const result = await streamUpload(server.baseUrl, admin.cookieHeader, {
        path: "/admin/media/upload",
        fields: { page: "football" },
        fileName: "cut.mp4",
        fileSize: 100 * mebibyte,
        length: "honest",
        abortAfter: 8 * mebibyte,
      });
      expect(result.aborted).toBe(true);
      await expectNothingStored(before);
    });
  });

  describe("metadata removal", () => {
    test("a photo's GPS position and camera serial are gone from the original and every copy", async () => {
      expect((await sharp(fixtures.gps).metadata()).exif).toBeDefined();
      expect(containsBytes(fixtures.gps, gpsCameraSerial)).toBe(true);
      const { row } = await uploadToLibrary({ name: "phone.jpg", body: fixtures.gps });
      const quick = await uploadQuick(
        { name: "phone.jpg", body: fixtures.gps },
        { altText: "Phone" },
      );
      const quickRow = await findRow(quick.file?.id ?? "");
      if (!quickRow) throw new Error("no row");
      const keys = [...objectKeys(row), ...objectKeys(quickRow)];
      expect(keys).toHaveLength(8);
      for (const key of keys) {
        const stored = await readStored(key);
        const metadata = await sharp(stored).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(containsBytes(stored, gpsCameraSerial)).toBe(false);
        expect(containsBytes(stored, gpsCameraMake)).toBe(false);
        expect(containsBytes(stored, "Exif")).toBe(false);
      }
    });

    test("a photo taken sideways is stored upright, with no orientation tag", async () => {
      const source = await sharp(fixtures.orientation6).metadata();
      expect([source.width, source.height, source.orientation]).toEqual([600, 400, 6]);
      const { row } = await uploadToLibrary({ name: "sideways.jpg", body: fixtures.orientation6 });
      expect([row.width, row.height]).toEqual([400, 600]);
      await expectStoredImage(row, { mime: "image/jpeg", width: 400, height: 600 });
      for (const key of objectKeys(row)) {
        const metadata = await sharp(await readStored(key)).metadata();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.height).toBeGreaterThan(metadata.width);
      }
    });

    // The attack that found the leak: XMP GPS in a top-level uuid box, as exiftool writes it.
    test.each(videoTypes)(
      "a $mime keeps only its picture and sound: no position, device, titles, chapters or data tracks",
      async ({ fixture, name, extension }) => {
        const original = fixtures[fixture];
        const before = await inspectVideo(original, extension);
        expect(before.locationTags.length).toBeGreaterThan(0);
        expect(before.chapters).toBe(1);
        const { row } = await uploadToLibrary({ name, body: original });
        const stored = await readStored(row.storage_key);
        expect(await inspectVideo(stored, extension)).toEqual({
          locationTags: [],
          streams: ["video", "audio"],
          chapters: 0,
          secretsFound: [],
        });
        expect((await fileTypeFromBuffer(stored))?.mime).toBe(row.mime_type);
      },
    );

    test("a file that only claims to be a video is refused and nothing is stored", async () => {
      const before = await snapshot();
      const fake = Buffer.concat([fixtures.mp4.subarray(0, 32), randomBytes(8192)]);
      const lines = await libraryUpload({ name: "fake.mp4", type: "video/mp4", body: fake });
      expect(lines.at(-1)).toEqual({ error: mediaMessages.media.unreadableVideo, status: 422 });
      await expectNothingStored(before);
    });
  });

  describe("managing uploaded files", () => {
    test("deleting removes the row and every object; the URLs then answer 404", async () => {
      const { row } = await uploadToLibrary({ name: "old.jpg", body: fixtures.jpeg });
      const keys = objectKeys(row);
      expect(keys).toHaveLength(4);
      for (const key of keys) expect(await isStored(key)).toBe(true);
      const response = await admin.action("/admin/media", { intent: "delete", id: row.id });
      expect(response).toEqual({
        status: 200,
        result: { ok: true, toast: mediaMessages.media.deleted },
      });
      expect(await findRow(row.id)).toBeUndefined();
      for (const key of keys) {
        expect(await isStored(key)).toBe(false);
        await expectNotServed(key);
      }
      const again = await admin.action("/admin/media", { intent: "delete", id: row.id });
      expect(again.status).toBe(404);
    });

    test("an inactive file and its copies are not served; active again, they are", async () => {
      const { row } = await uploadToLibrary({ name: "toggle.jpg", body: fixtures.jpeg });
      const off = await admin.action("/admin/media", {
        intent: "set-active",
        id: row.id,
        active: "false",
      });
      expect(off.result).toEqual({ ok: true, toast: mediaMessages.media.deactivated });
      expect(Number((await findRow(row.id))?.is_active)).toBe(0);
      for (const key of objectKeys(row)) {
        await expectNotServed(key);
        expect(await isStored(key)).toBe(true);
      }
      // Staff still preview it in the library, and no cache keeps a copy.
      const preview = await admin.get(`/media/${row.storage_key}`);
      expect(preview.status).toBe(s3 ? 302 : 200);
      expect(preview.headers.get("cache-control")).toBe(s3 ? "no-store" : "private, no-store");
      await preview.body?.cancel();
      const on = await admin.action("/admin/media", {
        intent: "set-active",
        id: row.id,
        active: "true",
      });
      expect(on.result).toEqual({ ok: true, toast: mediaMessages.media.activated });
      await expectServed(row.storage_key, {
        contentType: "image/jpeg",
        cacheControl: publicMediaCacheControl,
      });
      for (const key of objectKeys(row).slice(1)) {
        await expectServed(key, {
          contentType: "image/webp",
          cacheControl: publicMediaCacheControl,
        });
      }
    });

    test("editing changes the details; bad details are refused field by field", async () => {
      const { row } = await uploadToLibrary({ name: "edit.jpg", body: fixtures.jpeg });
      const response = await admin.action("/admin/media", {
        intent: "update",
        id: row.id,
        altText: "Girls' team lifting the cup",
        caption: "County final, May",
        category: "football",
      });
      expect(response.result).toEqual({ ok: true, toast: mediaMessages.media.updated });
      expect(await findRow(row.id)).toMatchObject({
        alt_text: "Girls' team lifting the cup",
        caption: "County final, May",
        category: "football",
        storage_key: row.storage_key,
      });
      // Where it shows is its placements, untouched by an edit.
      expect(await findPlacements(row.id)).toEqual([{ page: "football", section: "gallery" }]);

      const bad = await admin.action("/admin/media", {
        intent: "update",
        id: row.id,
        altText: " ",
        caption: "",
        category: "not-a-category",
      });
      expect(bad.status).toBe(400);
      expect(bad.result.ok).toBe(false);
      expect(Object.keys(bad.result.fieldErrors ?? {}).sort()).toEqual(["altText", "category"]);
      expect((await findRow(row.id))?.alt_text).toBe("Girls' team lifting the cup");

      // It is on a public page, so its alt text must still describe it.
      const vague = await admin.action("/admin/media", {
        intent: "update",
        id: row.id,
        altText: "Cup",
        caption: "",
        category: "general",
      });
      expect(vague.status).toBe(400);
      expect(vague.result).toEqual({
        ok: false,
        toast: mediaMessages.media.updateFailed,
        fieldErrors: { altText: mediaMessages.publicWords.altTextNotDescriptive },
      });
      expect(await findRow(row.id)).toMatchObject({
        alt_text: "Girls' team lifting the cup",
        caption: "County final, May",
      });

      // A blank caption is stored as none.
      const cleared = await admin.action("/admin/media", {
        intent: "update",
        id: row.id,
        altText: "Girls' team lifting the cup",
        caption: "",
        category: "general",
      });
      expect(cleared.result).toEqual({ ok: true, toast: mediaMessages.media.updated });
      expect(await findRow(row.id)).toMatchObject({ caption: null, category: "general" });
    });
  });

  describe("who may upload", () => {
    test("the connection check says connected only when signed in", async () => {
      const signedIn = await admin.get("/admin/media/status");
      expect(await signedIn.json()).toEqual({ connected: true });
      const anonymous = await new StaffClient(server.baseUrl).get("/admin/media/status");
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ connected: false });
    });

    test("anonymous uploads and changes are refused with 401; nothing is stored", async () => {
      const { row } = await uploadToLibrary({ name: "keep.jpg", body: fixtures.jpeg });
      const before = await snapshot();
      const anonymous = new StaffClient(server.baseUrl);
      const file = { name: "a.jpg", body: fixtures.jpeg };
      const library = await anonymous.upload("/admin/media/upload", { page: "football" }, file);
      expect(library.status).toBe(401);
      expect(await library.json()).toEqual({ error: messages.access.signInRequired });
      const quick = await anonymous.upload("/admin/media/quick-upload", { altText: "A" }, file);
      expect(quick.status).toBe(401);
      expect(await quick.json()).toEqual({ error: messages.access.signInRequired });
      const remove = await anonymous.action("/admin/media", { intent: "delete", id: row.id });
      expect(remove.status).toBe(401);
      expect(remove.result.ok).toBe(false);
      await expectNothingStored(before);
      expect(await findRow(row.id)).toBeDefined();
    });

    test("uploads and changes from another site are refused with 403", async () => {
      const { row } = await uploadToLibrary({ name: "keep.jpg", body: fixtures.jpeg });
      const before = await snapshot();
      const file = { name: "a.jpg", body: fixtures.jpeg };
      const crossSite: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const library = await admin.upload(
          "/admin/media/upload",
          { page: "football" },
          file,
          headers,
        );
        expect(library.status).toBe(403);
        expect(await library.text()).toBe(messages.access.crossSite);
        const quick = await admin.upload(
          "/admin/media/quick-upload",
          { altText: "A" },
          file,
          headers,
        );
        expect(quick.status).toBe(403);
        await quick.body?.cancel();
        // As a form posts it, and as the dashboard's fetchers do (React Router's single fetch).
        for (const path of ["/admin/media", "/admin/media.data"]) {
          const remove = await admin.post(path, { intent: "delete", id: row.id }, headers);
          expect(remove.status, path).toBe(403);
          expect(await remove.text()).toBe(messages.access.crossSite);
        }
      }
      await expectNothingStored(before);
      expect(await findRow(row.id)).toBeDefined();
      // The same upload from the site itself goes through.
      const sameSite = await admin.upload("/admin/media/quick-upload", { altText: "A" }, file, {
        origin: server.baseUrl,
        "sec-fetch-site": "same-origin",
      });
      expect(sameSite.status).toBe(201);
    });
  });
});
