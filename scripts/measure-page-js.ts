/**
 * Measures the gzipped JavaScript each page loads, against the production build.
 *   npm run build && npm run measure:js [-- /about /donate]
 * Starts its own server on a free port with an empty data folder; set BASE_URL to measure a
 * server that is already running instead.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { findFreePort } from "../tests/support/free-port";
import { measurePageScripts } from "../tests/support/page-weight";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-measure-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Site running")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = process.env.BASE_URL ? null : await startServer();
const baseUrl = process.env.BASE_URL ?? server?.baseUrl ?? "";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const pagePath of paths) {
    const page = await browser.newPage();
    const { files, totalGzipBytes } = await measurePageScripts(
      page,
      new URL(pagePath, baseUrl).href,
    );
    console.info(`\n${pagePath}: ${(totalGzipBytes / 1024).toFixed(1)} KB of JavaScript, gzipped`);
    for (const file of files)
      console.info(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    await page.close();
  }
} finally {
  await browser.close();
  server?.stop();
}
