import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";
import { findFreePort } from "./tests/support/free-port";

// Workers re-read this file; the environment carries the main process's choices to them.
process.env.E2E_PORT ??= String(findFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "charity-site-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  globalTeardown: "./tests/support/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, as a visitor gets it, on an empty data folder.
    command: "node --import tsx server/index.ts",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded SQLite file, whatever database the developer's shell points at.
      DATABASE_URL: "",
    },
  },
});
