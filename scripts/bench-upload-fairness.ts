/**
 * Measures whether public pages stay fast while staff upload photos:
 *   npx react-router build && npm run bench:fairness
 * Starts the production build (SQLite, local storage, an empty data folder), signs in, then sends
 * 16 concurrent library uploads of a 12-megapixel JPEG while two loops keep requesting public pages
 * and a static asset (compressed, as browsers ask for them). Prints the pages' latency when idle
 * and during the uploads (p50/p95/p99/max) and how long the uploads took. The target is a public
 * p99 under 200 ms during the uploads; exits 1 when it is missed or an upload fails.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createBenchAdmin, signInBenchAdmin } from "../tests/support/bench-staff";
import { percentile } from "../tests/support/percentile";
import { startProductionServer } from "../tests/support/production-server";

const uploadCount = 16;
const photoWidth = 4000;
const photoHeight = 3000;
const probeLoops = 2;
const idleProbeMs = 3_000;
const p99TargetMs = 200;
const publicPaths = ["/", "/about", "/what-we-deliver", "/what-we-offer", "/robots.txt"];
const formFields = {
  page: "football",
  section: "gallery",
  altText: "Young people training at the club (benchmark upload)",
};
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A 12 MP photo-like JPEG: blurred noise compresses about as a real photo does (~3 MB). */
function makePhoto() {
  return sharp({
    create: {
      width: photoWidth,
      height: photoHeight,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** One of the build's own scripts, served from disk like every page's assets. */
function findStaticAsset() {
  const assets = path.join(repoRoot, "build/client/assets");
  const script = readdirSync(assets).find((name) => name.endsWith(".js"));
  if (!script) throw new Error("The build has no scripts in build/client/assets.");
  return `/assets/${script}`;
}

function makeUploadBody(photo: Buffer) {
  const boundary = `bench-${randomBytes(12).toString("hex")}`;
  const fields = Object.entries(formFields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHeader =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
    "Content-Type: image/jpeg\r\n\r\n";
  const body = Buffer.concat([
    Buffer.from(fields.join("") + fileHeader),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends one upload; resolves with whether the library's last progress line holds the file. */
async function upload(baseUrl: string, cookie: string, photo: Buffer) {
  const { body, contentType } = makeUploadBody(photo);
  const response = await fetch(new URL("/admin/media/upload", baseUrl), {
    method: "POST",
    headers: { cookie, "content-type": contentType },
    body,
  });
  const text = await response.text();
  const last = text.trim().split("\n").at(-1) ?? "";
  const saved = response.ok && last.includes('"file"');
  return saved ? null : `${response.status} ${last.slice(0, 200)}`;
}

/** Requests public paths one after another until `until` says stop; returns each latency. */
async function probe(baseUrl: string, paths: readonly string[], until: () => boolean) {
  const latencies: number[] = [];
  let index = 0;
  while (!until()) {
    const target = paths[index % paths.length] ?? "/";
    index += 1;
    const startedAt = performance.now();
    const response = await fetch(new URL(target, baseUrl), {
      headers: { "accept-encoding": "gzip, br" },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${target} answered ${response.status}`);
    latencies.push(performance.now() - startedAt);
  }
  return latencies;
}

async function probeWhile(baseUrl: string, paths: readonly string[], until: () => boolean) {
  const loops = Array.from({ length: probeLoops }, () => probe(baseUrl, paths, until));
  return (await Promise.all(loops)).flat();
}

function summarise(label: string, latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = [0.5, 0.95, 0.99].map((fraction) => percentile(sorted, fraction));
  const [p50, p95, p99] = figures.map((value) => value.toFixed(0));
  const max = (sorted.at(-1) ?? Number.NaN).toFixed(0);
  console.info(
    `${label}: ${sorted.length} requests, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${max} ms`,
  );
  return percentile(sorted, 0.99);
}

async function runBenchmark() {
  if (!existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("No production build in build/: run `npx react-router build` first.");
  }
  const scratch = await mkdtemp(path.join(tmpdir(), "bench-fairness-"));
  try {
    const dataDir = path.join(scratch, "data");
    const photo = await makePhoto();
    console.info(`Photo: ${photoWidth}x${photoHeight} JPEG, ${(photo.length / 1e6).toFixed(1)} MB`);
    await createBenchAdmin(dataDir);
    const server = await startProductionServer({ dataDir });
    try {
      const cookie = await signInBenchAdmin(server.baseUrl);
      const paths = [...publicPaths, findStaticAsset()];
      console.info(
        `Load average before: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(", ")}`,
      );

      const idleUntil = performance.now() + idleProbeMs;
      summarise(
        "Idle",
        await probeWhile(server.baseUrl, paths, () => performance.now() > idleUntil),
      );

      let uploading = true;
      const startedAt = performance.now();
      const uploads = Promise.all(
        Array.from({ length: uploadCount }, () => upload(server.baseUrl, cookie, photo)),
      ).finally(() => {
        uploading = false;
      });
      const [failures, latencies] = await Promise.all([
        uploads,
        probeWhile(server.baseUrl, paths, () => !uploading),
      ]);
      const uploadSeconds = (performance.now() - startedAt) / 1000;
      const p99 = summarise(`During ${uploadCount} concurrent uploads`, latencies);
      const failed = failures.filter((failure) => failure !== null);
      console.info(
        `Uploads: ${uploadCount - failed.length} of ${uploadCount} saved in ${uploadSeconds.toFixed(1)} s`,
      );
      for (const failure of failed) console.error(`  failed: ${failure}`);
      console.info(
        `Load average after: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(", ")}`,
      );
      const passed = p99 < p99TargetMs && failed.length === 0;
      console.info(`Target p99 < ${p99TargetMs} ms: ${passed ? "met" : "MISSED"}`);
      return passed;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

try {
  if (!(await runBenchmark())) process.exitCode = 1;
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
