import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { makeMp4 } from "../../../tests/support/video-fixtures";
import { findAllowedMediaType } from "./media-types";
import { mediaMessages } from "./messages";
import { processVideo } from "./process-video.server";
import { isFfmpegAvailable } from "./run-ffmpeg.server";

let folder = "";
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(folder, { recursive: true, force: true });
});

test("without ffmpeg a video is refused with a message for staff, never stored unclean", async () => {
  // The configuration is read once per process, at the first use: this file is its own process.
  vi.stubEnv("FFMPEG_PATH", "/nonexistent/ffmpeg");
  expect(isFfmpegAvailable()).toBe(false);
  folder = await mkdtemp(path.join(tmpdir(), "no-ffmpeg-"));
  const upload = path.join(folder, "upload.part");
  await writeFile(upload, await makeMp4());
  const type = findAllowedMediaType("video/mp4");
  if (!type) throw new Error("mp4");
  await expect(processVideo(upload, type, path.join(folder, "upload"))).rejects.toMatchObject({
    status: 503,
    message: mediaMessages.media.videoToolMissing,
  });
  expect(await readdir(folder)).toEqual(["upload.part"]);
});
