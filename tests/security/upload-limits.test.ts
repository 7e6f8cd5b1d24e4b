import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeNoiseJpeg, makePng } from "../support/media-fixtures";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

const quickFields = { altText: "Young people at the club", category: "general", section: "" };

function countRows(server: AppServer) {
  return server.database.db
    .selectFrom("media_files")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

describe("uploads per staff user (issue 15, finding 5)", () => {
  let server: AppServer;
  let admin: StaffClient;

  beforeAll(async () => {
    server = await startAppServer();
    admin = await setUpFirstAdmin(server);
  });
  afterAll(() => server?.stop());

  test("the 61st upload within 10 minutes gets 429 with Retry-After", async () => {
    const png = await makePng(16, 16);
    for (let sent = 1; sent <= 60; sent += 1) {
      const response = await admin.upload("/admin/media/quick-upload", quickFields, {
        name: `photo-${sent}.png`,
        type: "image/png",
        body: png,
      });
      expect(response.status, `upload ${sent}`).toBe(201);
    }
    const refused = await admin.upload("/admin/media/quick-upload", quickFields, {
      name: "photo-61.png",
      type: "image/png",
      body: png,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toBe(mediaMessages.media.tooManyUploads(60, 10));
    expect(await countRows(server)).toBe(60);
  }, 120_000);
});

describe("the site's storage quota (issue 15, finding 5)", () => {
  let server: AppServer;
  let admin: StaffClient;

  beforeAll(async () => {
    server = await startAppServer({ env: { STORAGE_QUOTA_MB: "1" } });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(() => server?.stop());

  test("an upload over the quota is refused with the spec's message and leaves nothing behind", async () => {
    const small = await admin.upload("/admin/media/quick-upload", quickFields, {
      name: "small.png",
      type: "image/png",
      body: await makePng(16, 16),
    });
    expect(small.status).toBe(201);
    const filesBefore = await listFiles(path.join(server.dataDir, "media"));

    // About 2 MB, over the 1 MB quota.
    const large = await makeNoiseJpeg(1600, 1200);
    const refused = await admin.upload("/admin/media/quick-upload", quickFields, {
      name: "large.jpg",
      type: "image/jpeg",
      body: large,
    });
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { error: string }).error).toBe(
      mediaMessages.media.storageFull,
    );
    expect(mediaMessages.media.storageFull).toBe("Storage capacity exceeded");

    expect(await countRows(server)).toBe(1);
    expect(await listFiles(path.join(server.dataDir, "media"))).toEqual(filesBefore);
    expect(await listFiles(path.join(server.dataDir, "upload-temp"))).toEqual([]);
  });
});

describe("uploads that fit the quota alone but not together (issue 15, finding 5)", () => {
  let server: AppServer;
  let admin: StaffClient;

  beforeAll(async () => {
    server = await startAppServer({ env: { STORAGE_QUOTA_MB: "2" } });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(() => server?.stop());

  test("the one processed second is refused once its copies' sizes are known", async () => {
    // About 0.6 MB sent, about 1.4 MB stored with its WebP copies: one fits in 2 MB, two do not.
    const photo = await makeNoiseJpeg(1000, 750);
    const responses = await Promise.all(
      ["first.jpg", "second.jpg"].map((name) =>
        admin.upload("/admin/media/quick-upload", quickFields, {
          name,
          type: "image/jpeg",
          body: photo,
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 507]);
    const refused = responses.find((response) => response.status === 507);
    if (!refused) throw new Error("neither upload was refused");
    expect(((await refused.json()) as { error: string }).error).toBe(
      mediaMessages.media.storageFull,
    );

    expect(await countRows(server)).toBe(1);
    const [row] = await server.database.db.selectFrom("media_files").select("variants").execute();
    const copies = JSON.parse(row?.variants ?? "[]") as unknown[];
    expect(await listFiles(path.join(server.dataDir, "media"))).toHaveLength(1 + copies.length);
    expect(await listFiles(path.join(server.dataDir, "upload-temp"))).toEqual([]);
  });
});
