import { afterAll, beforeAll, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

const concurrentUploads = 16;
/** The default MEDIA_PROCESSING_CONCURRENCY. */
const processingBound = 1;

let server: AppServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(() => server?.stop());

/** The server logs each processing job's start with how many are running then. */
function readProcessingStarts(logs: string) {
  return logs
    .split("\n")
    .filter((line) => line.includes('"Media processing started"'))
    .map((line) => JSON.parse(line) as { running: number; waiting: number });
}

test("16 concurrent photo uploads are processed at most one at a time (issue 15, finding 5)", async () => {
  const jpeg = await makeJpeg();
  const responses = await Promise.all(
    Array.from({ length: concurrentUploads }, (_, index) =>
      admin.upload(
        "/admin/media/quick-upload",
        { altText: "Young people at the club", category: "general", section: "" },
        { name: `photo-${index}.jpg`, type: "image/jpeg", body: jpeg },
      ),
    ),
  );
  expect(responses.map((response) => response.status)).toEqual(Array(concurrentUploads).fill(201));

  const starts = readProcessingStarts(server.logs());
  expect(starts).toHaveLength(concurrentUploads);
  expect(Math.max(...starts.map((start) => start.running))).toBe(processingBound);
  // Some really did wait their turn, so the bound was tested, not just never reached.
  expect(Math.max(...starts.map((start) => start.waiting))).toBeGreaterThan(0);
}, 120_000);
