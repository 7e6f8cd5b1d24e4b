/**
 * Benchmarks the media pipeline against the production build:
 *   npx react-router build && npm run bench:media
 * 1. Streams a 500 MB video (made by ffmpeg) to the library upload while sampling the server's
 *    memory and that of the ffmpeg it runs to clean the video; the target is that the server
 *    grows by less than 64 MB, whatever the file's size.
 * 2. Times processImage on twenty 12-megapixel JPEGs, then three of them through the upload route.
 * 3. Times the Media tab's render with 2,000 files in the library (pages, filter, search).
 * Starts its own server on a free port with an empty data folder, and removes it all afterwards.
 * Exits 1 when the memory target is missed or a step fails. MB here are 1024 × 1024 bytes.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import http, { type ClientRequest } from "node:http";
import { constants, tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import sharp from "sharp";
import { findAllowedMediaType, uploadLimits } from "../app/features/media/media-types";
import { processImage } from "../app/features/media/process-image.server";
import { createBenchAdmin, signInBenchAdmin } from "../tests/support/bench-staff";
import { type ProductionServer, startProductionServer } from "../tests/support/production-server";

const mebibyte = 1024 * 1024;
/** 120 frames of 1920 × 1080 × 2 bytes: 497.7 MB with the container. */
const videoFrames = 120;
const benchVideoLocation = "+51.5074-000.1278/";
/** The route refuses a body longer than its file limit plus this much form overhead. */
const formOverheadLimit = 64 * 1024;
const rssGrowthTarget = 64 * mebibyte;
const rssSampleMs = 20;
const photoCount = 20;
const photoWidth = 4000;
const photoHeight = 3000;
const uploadedPhotoCount = 3;
const formFields = {
  page: "football",
  section: "gallery",
  altText: "Young people training at the club (benchmark upload)",
};
const execFileAsync = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type UploadFile = {
  name: string;
  contentType: string;
  size: number;
  chunks: () => AsyncIterable<Buffer> | Iterable<Buffer>;
};
type UploadLine = {
  progress?: number;
  file?: { url: string; fileSize: number };
  error?: string;
};
type UploadAnswer = {
  status: number;
  lines: UploadLine[];
  contentLength: number;
  totalMs: number;
  /** From the body's last byte leaving this process to the answer's end; NaN if it was cut off. */
  afterBodyMs: number;
};
type MemorySample = { rss: number; hwm: number };

const cleanups: (() => Promise<unknown>)[] = [];

function assertBuildExists() {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("No production build in build/: run `npx react-router build` first.");
  }
}

async function makeScratchDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-media-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A real QuickTime video just under 500 MB (1080p uncompressed 4:2:2 frames of ffmpeg's test
 * pattern, made in about a second) recorded "at" a GPS position for the server to remove.
 */
async function generateVideo(filePath: string, frames: number) {
  await execFileAsync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=25", "-frames:v", String(frames)],
    ...["-c:v", "rawvideo", "-pix_fmt", "uyvy422"],
    ...["-metadata", `location=${benchVideoLocation}`, filePath],
  ]);
  return describeFile(filePath, "video/quicktime");
}

async function describeFile(filePath: string, contentType: string): Promise<UploadFile> {
  const { size } = await stat(filePath);
  return {
    name: path.basename(filePath),
    contentType,
    size,
    chunks: () => createReadStream(filePath, { highWaterMark: mebibyte }),
  };
}

function frameMultipart(boundary: string, file: UploadFile) {
  const fields = Object.entries(formFields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHeader =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    head: Buffer.from(fields.join("") + fileHeader),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

async function* joinParts(head: Buffer, file: UploadFile, tail: Buffer) {
  yield head;
  yield* file.chunks();
  yield tail;
}

function readAnswer(request: ClientRequest) {
  return new Promise<{ status: number; body: string; endedAt: number }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, endedAt: performance.now() }),
      );
    });
  });
}

/** Streams the form with its exact length declared up front; nothing is held in memory whole. */
async function postUpload(
  server: ProductionServer,
  cookie: string,
  file: UploadFile,
): Promise<UploadAnswer> {
  const boundary = `bench-${randomBytes(12).toString("hex")}`;
  const { head, tail } = frameMultipart(boundary, file);
  const contentLength = head.length + file.size + tail.length;
  if (contentLength > uploadLimits.libraryBytes + formOverheadLimit) {
    throw new Error(
      `The form is ${contentLength} bytes: over the route's limit before a byte is sent.`,
    );
  }
  const request = http.request(new URL("/admin/media/upload", server.baseUrl), {
    method: "POST",
    headers: {
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(contentLength),
    },
  });
  const startedAt = performance.now();
  const answer = readAnswer(request);
  // A refused upload may be cut off mid-body; its answer is what matters then.
  const bodySentAt = pipeline(Readable.from(joinParts(head, file, tail)), request).then(
    () => performance.now(),
    () => Number.NaN,
  );
  const [{ status, body, endedAt }, sentAt] = await Promise.all([answer, bodySentAt]);
  const lines = body
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as UploadLine);
  return {
    status,
    lines,
    contentLength,
    totalMs: endedAt - startedAt,
    afterBodyMs: endedAt - sentAt,
  };
}

function readStoredFile(answer: UploadAnswer) {
  const last = answer.lines.at(-1);
  if (answer.status === 200 && last?.progress === 100 && last.file) return last.file;
  throw new Error(`Upload refused (${answer.status}): ${JSON.stringify(answer.lines)}`);
}

function readMemory(pid: number): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const readKb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  return { rss: readKb("VmRSS") * 1024, hwm: readKb("VmHWM") * 1024 };
}

/** Linux resets VmHWM to the current RSS on "5"; without it VmHWM still holds the startup peak. */
function resetPeakRss(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** The peak RSS of the server's child processes right now (ffmpeg cleaning a video). */
function readChildrenPeak(pid: number) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    // A child that has just exited has no memory figures left (NaN): skip it.
    const peaks = children
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => readMemory(Number(child)).hwm)
      .filter(Number.isFinite);
    return Math.max(0, ...peaks);
  } catch {
    return 0; // the child had just exited
  }
}

async function sampleRssDuring<T>(pid: number, work: () => Promise<T>) {
  const sampled = { peak: 0, childPeak: 0, count: 0, longestGapMs: 0 };
  let lastAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    sampled.longestGapMs = Math.max(sampled.longestGapMs, now - lastAt);
    lastAt = now;
    sampled.peak = Math.max(sampled.peak, readMemory(pid).rss);
    sampled.childPeak = Math.max(sampled.childPeak, readChildrenPeak(pid));
    sampled.count += 1;
  }, rssSampleMs);
  try {
    return { result: await work(), sampled };
  } finally {
    clearInterval(timer);
  }
}

/** Loads the upload route's lazy modules and warms the JIT, so the baseline isn't a cold server. */
async function warmUp(server: ProductionServer, cookie: string, scratch: string) {
  const page = await fetch(server.baseUrl);
  await page.arrayBuffer();
  if (!page.ok) throw new Error(`GET / answered ${page.status}.`);
  const small = await generateVideo(path.join(scratch, "warm-up.mov"), 1);
  readStoredFile(await postUpload(server, cookie, small));
}

async function benchmarkVideoUpload(server: ProductionServer, cookie: string, scratch: string) {
  await warmUp(server, cookie, scratch);
  const video = await generateVideo(path.join(scratch, "bench.mov"), videoFrames);
  const hwmWasReset = resetPeakRss(server.pid);
  const baseline = readMemory(server.pid).rss;
  const { result: answer, sampled } = await sampleRssDuring(server.pid, () =>
    postUpload(server, cookie, video),
  );
  await rm(path.join(scratch, "bench.mov"));
  const { hwm } = readMemory(server.pid);
  return { answer, baseline, sampled, hwm, hwmWasReset, videoBytes: video.size };
}

/**
 * Checks the answer and the file on disk (every frame kept, the position gone), then removes the
 * file to free its disk space.
 */
async function checkStoredVideo(answer: UploadAnswer, dataDir: string, uploadedBytes: number) {
  try {
    const file = readStoredFile(answer);
    const storedPath = path.join(dataDir, "media", file.url.replace(/^\/media\//, ""));
    const { size } = await stat(storedPath);
    const { stdout } = await execFileAsync("exiftool", ["-j", "-ee", "-G1", storedPath]);
    await rm(storedPath);
    if (size !== file.fileSize || Math.abs(size - uploadedBytes) > mebibyte) {
      throw new Error(
        `${size} bytes on disk, ${file.fileSize} in the answer, ${uploadedBytes} sent`,
      );
    }
    if (/gps|location|xyz/i.test(stdout)) throw new Error("the stored video still has a location");
    return {
      ok: true,
      detail: `${size} bytes in DATA_DIR/media, no location tag (exiftool), last line progress 100`,
    };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function formatMb(bytes: number) {
  return `${(bytes / mebibyte).toFixed(1)} MB`;
}

function formatMs(ms: number) {
  return Number.isNaN(ms) ? "n/a" : `${ms.toFixed(0)} ms`;
}

function printVideoReport(
  {
    answer,
    baseline,
    sampled,
    hwm,
    hwmWasReset,
    videoBytes,
  }: Awaited<ReturnType<typeof benchmarkVideoUpload>>,
  stored: { ok: boolean; detail: string },
) {
  const peak = Math.max(sampled.peak, hwmWasReset ? hwm : 0);
  const growth = peak - baseline;
  const seconds = answer.totalMs / 1000;
  console.info(
    `\n500 MB video upload (${videoBytes} bytes of QuickTime, Content-Length ${answer.contentLength})`,
  );
  console.info(`  baseline RSS         ${formatMb(baseline)}`);
  console.info(
    `  peak RSS (sampled)   ${formatMb(sampled.peak)}  (${sampled.count} samples every ${rssSampleMs} ms, longest gap ${formatMs(sampled.longestGapMs)})`,
  );
  console.info(
    `  VmHWM at end         ${formatMb(hwm)}  (${hwmWasReset ? "reset just before the upload" : "not resettable: includes startup"})`,
  );
  console.info(`  peak growth          ${formatMb(growth)}`);
  console.info(`  ffmpeg peak RSS      ${formatMb(sampled.childPeak)}  (its own process, sampled)`);
  console.info(
    `  upload wall time     ${seconds.toFixed(2)} s  (after last byte: ${formatMs(answer.afterBodyMs)})`,
  );
  console.info(`  throughput           ${(videoBytes / mebibyte / seconds).toFixed(1)} MB/s`);
  console.info(`  stored file          ${stored.ok ? "OK" : "FAIL"}: ${stored.detail}`);
  const passed = growth < rssGrowthTarget;
  console.info(
    `  ${passed ? "PASS" : "FAIL"}: growth ${formatMb(growth)}, target < ${formatMb(rssGrowthTarget)}`,
  );
  return passed;
}

/** Smooth colour fields, mid-sized blotches and sensor grain: roughly what a phone photo costs to encode. */
async function generatePhoto(filePath: string) {
  const raw = { width: photoWidth, height: photoHeight, channels: 3 } as const;
  const randomLayer = (width: number, height: number) =>
    sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .resize(photoWidth, photoHeight, { kernel: "cubic" })
      .raw()
      .toBuffer();
  // Uniform noise squeezed around mid-grey: libvips' gaussian noise is ten times slower to make.
  const grain = await sharp(randomBytes(photoWidth * photoHeight * 3), { raw })
    .linear(0.25, 96)
    .raw()
    .toBuffer();
  await sharp(await randomLayer(8, 6), { raw })
    .composite([
      { input: await randomLayer(800, 600), raw, blend: "soft-light" },
      { input: grain, raw, blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .toFile(filePath);
}

async function generatePhotos(dir: string) {
  await mkdir(dir, { recursive: true });
  const photos: string[] = [];
  for (let index = 1; index <= photoCount; index += 1) {
    const filePath = path.join(dir, `photo-${String(index).padStart(2, "0")}.jpg`);
    await generatePhoto(filePath);
    photos.push(filePath);
  }
  return photos;
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `mean ${formatMs(mean)}, median ${formatMs(median)}, max ${formatMs(sorted.at(-1) ?? 0)}`;
}

async function benchmarkProcessImage(photos: string[], outputDir: string) {
  const type = findAllowedMediaType("image/jpeg");
  if (!type) throw new Error("image/jpeg is not an allowed media type.");
  await mkdir(outputDir, { recursive: true });
  const timings: number[] = [];
  console.info(`\nprocessImage on ${photos.length} ${photoWidth}x${photoHeight} JPEGs`);
  for (const photo of photos) {
    const outputBase = path.join(outputDir, path.basename(photo, ".jpg"));
    const startedAt = performance.now();
    await processImage(photo, type, outputBase);
    const ms = performance.now() - startedAt;
    timings.push(ms);
    const { size } = await stat(photo);
    console.info(
      `  ${path.basename(photo)}  ${formatMb(size).padStart(8)}  ${formatMs(ms).padStart(8)}`,
    );
  }
  console.info(`  ${summarise(timings)}`);
}

async function benchmarkPhotoUploads(server: ProductionServer, cookie: string, photos: string[]) {
  console.info(`\n${photos.length} JPEGs through POST /admin/media/upload`);
  const timings: number[] = [];
  for (const photo of photos) {
    const answer = await postUpload(server, cookie, await describeFile(photo, "image/jpeg"));
    readStoredFile(answer);
    timings.push(answer.totalMs);
    console.info(
      `  ${path.basename(photo)}  ${formatMs(answer.totalMs).padStart(8)}  (after last byte: ${formatMs(answer.afterBodyMs)})`,
    );
  }
  console.info(`  ${summarise(timings)}`);
}

const libraryFileCount = 2000;
const libraryViews = [
  "/admin/media",
  "/admin/media?page=50",
  "/admin/media?category=boxing",
  "/admin/media?q=photo+19",
];

/** Rows as the pipeline writes them, straight into the server's SQLite file. */
function seedLibrary(dataDir: string) {
  const database = new SqliteDatabase(path.join(dataDir, "site.db"));
  database.pragma("busy_timeout = 5000");
  const insert = database.prepare(
    `insert into media_files (id, filename, original_name, file_url, file_type, file_size,
      category, alt_text, caption, is_active, created_by, created_at, updated_at, storage_key,
      mime_type, width, height, variants, sha256, children, publishable)
     values (?, ?, ?, ?, 'image', 250000, ?, ?, ?, 1, null, ?, ?, ?,
      'image/jpeg', 1600, 1200, ?, ?, 'unreviewed', 1)`,
  );
  // Every seeded photo is in the Football gallery, as a real busy library's would be somewhere.
  const place = database.prepare(
    `insert into media_placements (id, media_id, page, section, placed_by, placed_at)
     values (?, ?, 'football', 'gallery', null, ?)`,
  );
  const categories = ["general", "boxing", "football", "hiking", "cycling"];
  database.transaction(() => {
    for (let index = 0; index < libraryFileCount; index += 1) {
      const key = `${1_700_000_000_000 + index}-${index.toString(16).padStart(12, "0")}.jpg`;
      const at = new Date(1_700_000_000_000 + index * 60_000).toISOString();
      const variants = [480, 960, 1600].map((width) => ({
        key: key.replace(".jpg", `-w${width}.webp`),
        width,
        height: (width * 3) / 4,
        size: width * 40,
      }));
      insert.run(
        `seed-${index}`,
        key,
        `photo-${index}.jpg`,
        `/media/${key}`,
        categories[index % categories.length],
        `Photo ${index} of the club`,
        index % 3 === 0 ? `Caption ${index}` : null,
        at,
        at,
        key,
        JSON.stringify(variants),
        "0".repeat(64),
      );
      place.run(`seed-placement-${index}`, `seed-${index}`, at);
    }
  })();
  database.close();
}

/** The Media tab's server render with thousands of files: one page of 24 thumbnails each time. */
async function benchmarkLargeLibrary(server: ProductionServer, cookie: string, dataDir: string) {
  seedLibrary(dataDir);
  console.info(`
Media tab with ${libraryFileCount}+ files (GET /admin/media?..., 10 requests each)`);
  for (const view of libraryViews) {
    const timings: number[] = [];
    let htmlBytes = 0;
    for (let run = 0; run < 10; run += 1) {
      const started = performance.now();
      const response = await fetch(new URL(view, server.baseUrl), { headers: { cookie } });
      htmlBytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`GET ${view} answered ${response.status}`);
      timings.push(performance.now() - started);
    }
    console.info(
      `  ${view.padEnd(28)} ${summarise(timings)}  (${Math.round(htmlBytes / 1024)} KB of HTML)`,
    );
  }
}

async function runBenchmark() {
  assertBuildExists();
  const scratch = await makeScratchDir();
  const dataDir = path.join(scratch, "data");
  const generatedAt = performance.now();
  const photos = await generatePhotos(path.join(scratch, "photos"));
  console.info(`Generated ${photos.length} photos in ${formatMs(performance.now() - generatedAt)}`);
  await createBenchAdmin(dataDir);
  const server = await startProductionServer({ dataDir });
  cleanups.push(() => server.stop());
  const cookie = await signInBenchAdmin(server.baseUrl);
  const video = await benchmarkVideoUpload(server, cookie, scratch);
  const stored = await checkStoredVideo(video.answer, dataDir, video.videoBytes);
  const memoryPassed = printVideoReport(video, stored);
  await benchmarkProcessImage(photos, path.join(scratch, "processed"));
  await benchmarkPhotoUploads(server, cookie, photos.slice(0, uploadedPhotoCount));
  await benchmarkLargeLibrary(server, cookie, dataDir);
  await server.stop();
  return memoryPassed && stored.ok;
}

async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => console.error("Cleanup failed:", error));
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void runCleanups().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

try {
  if (!(await runBenchmark())) process.exitCode = 1;
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
