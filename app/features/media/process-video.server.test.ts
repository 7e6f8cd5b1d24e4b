import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  inspectVideo,
  makeMp4,
  makeQuickTime,
  makeWebm,
} from "../../../tests/support/video-fixtures";
import { findAllowedMediaType } from "./media-types";
import { mediaMessages } from "./messages";
import { processVideo } from "./process-video.server";
import { UploadError } from "./upload-error";

// ffmpeg runs beside the rest of the suite on two cores: allow it time.
vi.setConfig({ testTimeout: 30_000 });

let folder = "";
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "process-video-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const formats = [
  { mime: "video/mp4", make: makeMp4 },
  { mime: "video/quicktime", make: makeQuickTime },
  { mime: "video/webm", make: makeWebm },
] as const;

test.each(formats)(
  "a $mime keeps only its picture and sound, and gets a poster",
  async ({ mime, make }) => {
    const type = findAllowedMediaType(mime);
    if (!type) throw new Error(mime);
    const upload = path.join(folder, "upload.part");
    const original = await make();
    await writeFile(upload, original);
    const before = await inspectVideo(original, type.extension);
    expect(before.locationTags.length).toBeGreaterThan(0);
    expect(before.secretsFound.length).toBeGreaterThan(0);
    expect(before.chapters).toBe(1);

    const result = await processVideo(upload, type, path.join(folder, "upload"));

    const cleaned = await readFile(result.original.filePath);
    expect(await inspectVideo(cleaned, type.extension)).toEqual({
      locationTags: [],
      streams: ["video", "audio"],
      chapters: 0,
      secretsFound: [],
    });
    expect(result.original).toMatchObject({ width: 320, height: 240, size: cleaned.length });
    // The fixture is narrower than the smallest copy: one poster at its own width.
    expect(result.variants).toHaveLength(1);
    const poster = await sharp(result.variants[0]?.filePath).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(["webp", 320, 240]);
    expect((await readdir(folder)).sort()).toEqual(
      ["upload.part", `upload.${type.extension}`, "upload-w320.webp"].sort(),
    );
  },
);

test("a wide video's poster gets the same copies as a photo", async () => {
  const type = findAllowedMediaType("video/mp4");
  if (!type) throw new Error("mp4");
  const upload = path.join(folder, "upload.part");
  await writeFile(upload, await makeMp4("1280x720"));
  const result = await processVideo(upload, type, path.join(folder, "upload"));
  expect(result.original).toMatchObject({ width: 1280, height: 720 });
  expect(result.variants.map((copy) => [copy.width, copy.height])).toEqual([
    [480, 270],
    [960, 540],
    [1280, 720],
  ]);
});

test("a clip shorter than a second gets its first frame as the poster", async () => {
  const type = findAllowedMediaType("video/mp4");
  if (!type) throw new Error("mp4");
  const upload = path.join(folder, "upload.part");
  await writeFile(upload, await makeMp4("320x240", 0.4));
  const result = await processVideo(upload, type, path.join(folder, "upload"));
  expect(result.variants.map((copy) => copy.width)).toEqual([320]);
});

test("a file that only looks like an MP4 is refused and leaves nothing behind", async () => {
  const type = findAllowedMediaType("video/mp4");
  if (!type) throw new Error("mp4");
  const upload = path.join(folder, "upload.part");
  // A genuine ftyp box, then no movie at all.
  const ftyp = Buffer.from("00000018667479706973366f0000020069736f6d69736f32", "hex");
  await writeFile(upload, Buffer.concat([ftyp, Buffer.alloc(4096, 0x5a)]));
  const failure = await processVideo(upload, type, path.join(folder, "upload")).catch(
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(UploadError);
  expect(failure).toMatchObject({ status: 422, message: mediaMessages.media.unreadableVideo });
  expect(await readdir(folder)).toEqual(["upload.part"]);
});
