import { stat } from "node:fs/promises";
import sharp from "sharp";
import { logger } from "~/shared/lib/logger.server";
import { isDiskFull } from "./disk-full";
import type { AllowedMediaType } from "./media-types";
import { mediaMessages } from "./messages";
import {
  makeWebpCopies,
  type ProcessedFile,
  type ProcessedMedia,
  removeFiles,
} from "./process-image.server";
import { FfmpegError, runFfmpeg } from "./run-ffmpeg.server";
import { UploadError } from "./upload-error";

const muxers: Record<string, string> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
};

/**
 * ffmpeg arguments that copy only the picture and sound of `inputPath` into a new file: every
 * other stream (GPS data tracks such as GoPro's GPMF or a drone's subtitles, timecode, cover art
 * thumbnails: `V` skips attached pictures), every metadata box or tag (`udta`, `meta`, XMP in
 * `uuid` boxes, `©xyz`, Keys, Matroska tags), per-stream titles and chapters are left behind.
 * `-c copy` re-encodes nothing, so it takes seconds and keeps the quality.
 */
export function remuxArguments(inputPath: string, type: AllowedMediaType, outputPath: string) {
  const muxer = muxers[type.mime];
  if (!muxer) throw new Error(`Not a video type: ${type.mime}`);
  return [
    ["-i", inputPath],
    ["-map", "0:V", "-map", "0:a?"],
    ["-map_metadata", "-1", "-map_chapters", "-1"],
    ["-c", "copy"],
    // No encoder or muxer version strings either.
    ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"],
    // The index goes first, so a phone starts playing before the whole file has arrived.
    muxer === "webm" ? [] : ["-movflags", "+faststart"],
    ["-f", muxer, outputPath],
  ].flat();
}

/**
 * Makes a clean copy of an uploaded video (see `remuxArguments`) and a poster: an early frame,
 * upright, as WebP copies for the page to show before play. Its size is the video's.
 */
export async function processVideo(
  inputPath: string,
  type: AllowedMediaType,
  outputBase: string,
): Promise<ProcessedMedia> {
  const originalPath = `${outputBase}.${type.extension}`;
  const framePath = `${outputBase}-poster.png`;
  let variants: ProcessedFile[] = [];
  try {
    await runFfmpeg(remuxArguments(inputPath, type, originalPath));
    await extractPoster(originalPath, framePath);
    const open = () => sharp(framePath);
    const { width = 0, height = 0 } = await open().metadata();
    variants = await makeWebpCopies(open, width, outputBase);
    const { size } = await stat(originalPath);
    return { original: { filePath: originalPath, width, height, size }, variants };
  } catch (error) {
    await removeFiles([originalPath, ...variants.map((variant) => variant.filePath)]);
    throw describeVideoFailure(error);
  } finally {
    await removeFiles([framePath]);
  }
}

/**
 * The poster: the frame one second in (past a fade from black), else the first frame for a
 * shorter video. One decoded frame at a time, so ffmpeg's memory stays small even for 4K.
 */
async function extractPoster(videoPath: string, framePath: string) {
  const frameAt = (seek: string[]) =>
    runFfmpeg([
      ...seek,
      "-i",
      videoPath,
      "-map",
      "0:V:0",
      "-frames:v",
      "1",
      "-f",
      "image2",
      "-c:v",
      "png",
      framePath,
    ]);
  await frameAt(["-ss", "1"]);
  // Seeking past the end writes no frame (and is no error).
  if (!(await stat(framePath).catch(() => null))) await frameAt([]);
}

function describeVideoFailure(error: unknown) {
  if (error instanceof FfmpegError) {
    // ffmpeg's own words go to the log only; a full disk is not the video's fault.
    if (isDiskFull(error.stderr)) {
      return Object.assign(new Error(error.message), { code: "ENOSPC" });
    }
    logger.warn("An uploaded video could not be cleaned", { error });
    return new UploadError(422, mediaMessages.media.unreadableVideo);
  }
  const failure = error as NodeJS.ErrnoException;
  if (failure.code === "ENOENT" && failure.syscall?.startsWith("spawn")) {
    logger.error("ffmpeg is missing: video uploads are refused until it is installed", {
      ffmpegPath: failure.path,
    });
    return new UploadError(503, mediaMessages.media.videoToolMissing);
  }
  return error;
}
