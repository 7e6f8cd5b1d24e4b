import { afterAll, beforeAll, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { readUploadProgress } from "../support/upload-progress";

/**
 * What a release on a Node line must do before anything else: start the production build, serve
 * the home page, sign a member of staff in and take a photo. Run on every tested Node line (CI
 * runs this file alone on the line that skips the rest of the integration suite). The server runs
 * with --throw-deprecation, so a deprecated Node API it calls ends it, and the test fails on any
 * other warning (experimental features, leaks) or error it logged.
 */
let server: AppServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startAppServer({ env: { NODE_OPTIONS: "--throw-deprecation" } });
  admin = await setUpFirstAdmin(server);
});

afterAll(async () => {
  await server?.stop();
});

test("the home page is served", async () => {
  const response = await fetch(`${server.baseUrl}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("<h1");
});

test("a photo uploaded by signed-in staff is stored, placed and served", async () => {
  const response = await admin.upload(
    "/admin/media/upload",
    { page: "football", section: "gallery", altText: "Young people training on the pitch" },
    { name: "training.jpg", type: "image/jpeg", body: await makeJpeg() },
  );
  const saved = (await readUploadProgress(response)).at(-1);
  expect(saved?.error).toBeUndefined();
  expect(saved?.progress).toBe(100);
  const page = await (await fetch(`${server.baseUrl}/what-we-offer/football`)).text();
  expect(page).toContain("Young people training on the pitch");
  const photo = await fetch(new URL(saved?.file?.url ?? "", server.baseUrl));
  expect(photo.status).toBe(200);
  expect(photo.headers.get("content-type")).toBe("image/jpeg");
});

test("the server is still running and logged no warning", async () => {
  // Node prints "(node:…) …Warning: …" itself; the site's logger turns the warning event into a
  // "process warning" line.
  expect(server.logs()).not.toMatch(/Warning|"message":"process warning"|"level":"error"/);
  const health = await fetch(`${server.baseUrl}/healthz`);
  expect(health.status).toBe(200);
});
