import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeNoiseJpeg } from "../support/media-fixtures";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";
import { createPostgresTestDatabase } from "../support/test-database";

/**
 * Issue 16, item 7: the disk fills up under an upload. The data folder's upload temp folder and
 * media folder are each a small tmpfs, so a write there meets a real ENOSPC.
 */

const fileSystemSize = 8 * 1024 * 1024;
const quickFields = { altText: "Young people at the club", category: "general", section: "" };
const fillerName = "filler";

function mount(folder: string) {
  mkdirSync(folder, { recursive: true });
  return spawnSync("mount", ["-t", "tmpfs", "-o", `size=${fileSystemSize}`, "tmpfs", folder], {
    encoding: "utf8",
  });
}

// Mounting needs root (CAP_SYS_ADMIN); elsewhere the test says so and is skipped.
const probeDir = mkdtempSync(path.join(tmpdir(), "charity-site-mount-probe-"));
const probe = mount(probeDir);
if (probe.status === 0) spawnSync("umount", [probeDir]);
rmSync(probeDir, { recursive: true, force: true });
const cannotMount =
  probe.status === 0 ? "" : `mount -t tmpfs failed (${probe.stderr.trim() || probe.error})`;
if (cannotMount) console.warn(`disk-full.test.ts skipped: ${cannotMount}; it needs root.`);

/** Fills `folder`'s file system until only `roomBytes` are left. */
function leaveRoom(folder: string, roomBytes: number) {
  const { bavail, bsize } = statfsSync(folder);
  writeFileSync(
    path.join(folder, fillerName),
    Buffer.alloc(Math.max(0, bavail * bsize - roomBytes)),
  );
}

describe.skipIf(cannotMount)("uploads when the disk is full", () => {
  let server: AppServer;
  let admin: StaffClient;
  let photo: Buffer;
  const mounted: string[] = [];
  const tempDir = () => path.join(server.dataDir, "upload-temp");
  const mediaDir = () => path.join(server.dataDir, "media");

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-disk-full-"));
    for (const folder of ["upload-temp", "media"]) {
      const target = path.join(dataDir, folder);
      const result = mount(target);
      if (result.status !== 0) throw new Error(`mount ${target}: ${result.stderr}`);
      mounted.push(target);
    }
    server = await startAppServer({
      data: { dataDir, postgres: await createPostgresTestDatabase() },
    });
    admin = await setUpFirstAdmin(server);
    photo = await makeNoiseJpeg(2000, 1500);
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
  });
  afterEach(() => {
    for (const folder of [tempDir(), mediaDir()])
      rmSync(path.join(folder, fillerName), { force: true });
  });
  afterAll(async () => {
    const data = await server?.stop({ keepData: true });
    for (const folder of mounted) spawnSync("umount", [folder]);
    if (data) {
      rmSync(data.dataDir, { recursive: true, force: true });
      await data.postgres?.drop();
    }
  });

  /** The upload is refused with the spec's message; the full folder holds only its filler. */
  async function expectRefusedLeavingNothing(full: "temp" | "media") {
    const refused = await admin.upload("/admin/media/quick-upload", quickFields, {
      name: "big.jpg",
      type: "image/jpeg",
      body: photo,
    });
    const body = await refused.text();
    expect({ status: refused.status, body: JSON.parse(body) }).toEqual({
      status: 507,
      body: { error: mediaMessages.media.storageFull },
    });
    expect(mediaMessages.media.storageFull).toBe("Storage capacity exceeded");
    expect(await listFiles(tempDir())).toEqual(full === "temp" ? [fillerName] : []);
    expect(await listFiles(mediaDir())).toEqual(full === "media" ? [fillerName] : []);
    const { count } = await server.database.db
      .selectFrom("media_files")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
  }

  test("the temp folder fills while the upload streams in: 507, no partial file, no row", async () => {
    leaveRoom(tempDir(), 512 * 1024);
    await expectRefusedLeavingNothing("temp");
  });

  test("the temp folder fills while the photo is cleaned: 507, no copies left, no row", async () => {
    // Room for the upload itself, not for its re-encoded original beside it.
    leaveRoom(tempDir(), photo.length + 256 * 1024);
    await expectRefusedLeavingNothing("temp");
  });

  test("the media folder fills while the photo is stored: 507, no partial object, no row", async () => {
    leaveRoom(mediaDir(), 512 * 1024);
    await expectRefusedLeavingNothing("media");
  });

  test("with room again, the same upload is stored", async () => {
    const stored = await admin.upload("/admin/media/quick-upload", quickFields, {
      name: "big.jpg",
      type: "image/jpeg",
      body: photo,
    });
    expect(stored.status).toBe(201);
    expect(await listFiles(tempDir())).toEqual([]);
  });
});
