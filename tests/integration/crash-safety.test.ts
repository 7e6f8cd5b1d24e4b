import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { rm, stat, utimes, writeFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import type { AttentionReason } from "../../app/features/media/needs-attention";
import { reconcileStorage } from "../../app/features/media/reconcile-storage.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword, setUpFirstAdmin } from "../support/staff-fixtures";
import { inspectStoredMedia, listFiles } from "../support/stored-media";

/**
 * Issue 16, crash safety: whatever a `kill -9` leaves behind (a half-received upload, objects
 * no row names) is cleaned by the storage reconciler when the site starts again, and files whose
 * objects went missing are marked, hidden and listed for staff, not deleted.
 */

const megabyte = 1024 * 1024;
const hourMs = 60 * 60_000;

type ReconcileLine = {
  level: string;
  message: string;
  driver: string;
  tempFilesRemoved: number;
  orphanObjectsRemoved: number;
  missingObjects: number;
  missingFiles: number;
};

/** The reconciler's log lines a server printed, oldest first. */
function readReconcileLines(server: AppServer): ReconcileLine[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.includes('"message":"storage reconciled"'))
    .map((line) => JSON.parse(line) as ReconcileLine);
}

/** The first reconcile after a start: it runs beside the server, so it may end just after. */
async function waitForReconcile(server: AppServer) {
  await expect
    .poll(() => readReconcileLines(server).length, { timeout: 20_000, interval: 100 })
    .toBeGreaterThan(0);
  return readReconcileLines(server)[0] as ReconcileLine;
}

/** A library upload that must succeed; its saved file. */
async function uploadPhoto(admin: StaffClient) {
  const response = await admin.upload(
    "/admin/media/upload",
    { page: "football", section: "gallery", altText: "Young people training on the pitch" },
    { name: "training.jpg", type: "image/jpeg", body: await makeJpeg() },
  );
  expect(response.status).toBe(200);
  const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}");
  expect(last.error).toBeUndefined();
  return last.file as MediaFile;
}

async function signIn(server: AppServer) {
  const client = new StaffClient(server.baseUrl);
  expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
  return client;
}

/**
 * A 200 MB video sent to the library as a browser would, a megabyte at a time from one reused
 * buffer (never 200 MB in memory), waiting whenever the socket is full.
 */
function sendLargeUpload(baseUrl: string, cookie: string, totalBytes: number) {
  const boundary = `----crash${randomBytes(8).toString("hex")}`;
  const fields = { page: "football", section: "gallery", altText: "The match on Saturday" };
  const head = Buffer.from(
    `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(
        "",
      )}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="match.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(megabyte, 7);
  const { hostname, port } = new URL(baseUrl);
  const outgoing = request({
    host: hostname,
    port,
    method: "POST",
    path: "/admin/media/upload",
    headers: {
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + totalBytes + tail.length),
    },
  });
  let sent = 0;
  let broken = false;
  // The server is killed mid-body: the connection breaks, as it would for a browser.
  outgoing.on("error", () => {
    broken = true;
  });
  outgoing.on("response", (response) => response.resume());
  const pump = (async () => {
    outgoing.write(head);
    while (sent < totalBytes && !broken) {
      if (!outgoing.write(chunk)) {
        await new Promise<void>((resolve) => {
          // Whichever comes first; the other listener goes too, or they pile up a pair per wait.
          const resume = () => {
            outgoing.off("drain", resume);
            outgoing.off("close", resume);
            resolve();
          };
          outgoing.once("drain", resume);
          outgoing.once("close", resume);
        });
      }
      sent += chunk.length;
    }
    if (!broken) outgoing.end(tail);
  })();
  return { sent: () => sent, pump };
}

describe("a restart after kill -9 (SQLite or PostgreSQL, local storage)", () => {
  let server: AppServer;
  let admin: StaffClient;
  const stored = inspectStoredMedia(
    () => server,
    () => undefined,
  );
  const tempRoot = () => path.join(server.dataDir, "upload-temp");

  beforeAll(async () => {
    server = await startAppServer();
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("during a 200 MB upload: no temp file, no object, no row, and the log says what went", async () => {
    const upload = sendLargeUpload(server.baseUrl, admin.cookieHeader, 200 * megabyte);
    // About half way: the server has written that much to its temp file.
    const partSize = async () => {
      const [part] = await listFiles(tempRoot());
      return part ? (await stat(path.join(tempRoot(), part))).size : 0;
    };
    await expect.poll(partSize, { timeout: 60_000, interval: 100 }).toBeGreaterThan(100 * megabyte);
    const data = await server.crash();
    await upload.pump;
    expect(upload.sent()).toBeLessThan(200 * megabyte);
    // What the crash left: the half-received file.
    const left = await listFiles(path.join(data.dataDir, "upload-temp"));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.part$/);

    server = await startAppServer({ data });
    const line = await waitForReconcile(server);
    expect(line).toMatchObject({
      level: "info",
      driver: "local",
      tempFilesRemoved: 1,
      orphanObjectsRemoved: 0,
      missingObjects: 0,
    });
    expect(await listFiles(tempRoot())).toEqual([]);
    expect(await stored.storedKeys()).toEqual([]);
    expect(await stored.countRows()).toBe(0);
  }, 120_000);

  test("old objects no row names are removed, fresh ones kept; a file whose copy is gone is marked and listed", async () => {
    admin = await signIn(server);
    const file = await uploadPhoto(admin);
    const row = await stored.findRow(file.id);
    const variants = JSON.parse(row?.variants ?? "[]") as { key: string }[];
    const original = row?.storage_key ?? "";
    const lostCopy = variants[0]?.key ?? "";
    expect(lostCopy).toMatch(/-w\d+\.webp$/);
    expect((await new StaffClient(server.baseUrl).get(`/media/${original}`)).status).toBe(200);

    const media = stored.mediaRoot();
    const twoHoursAgo = new Date(Date.now() - 2 * hourMs);
    // A crash after storing an upload's objects, before its row: objects nobody names.
    const oldOrphan = "1700000000000-aaaaaaaaaaaa.jpg";
    const freshOrphan = "general/1700000000001-bbbbbbbbbbbb.jpg";
    await writeFile(path.join(media, oldOrphan), randomBytes(1024));
    await utimes(path.join(media, oldOrphan), twoHoursAgo, twoHoursAgo);
    mkdirSync(path.join(media, "general"), { recursive: true });
    writeFileSync(path.join(media, freshOrphan), randomBytes(1024));
    // As old, but named by a row: kept.
    await utimes(path.join(media, original), twoHoursAgo, twoHoursAgo);
    await rm(path.join(media, lostCopy));

    server = await startAppServer({ data: await server.stop({ keepData: true }) });
    const line = await waitForReconcile(server);
    expect(line).toMatchObject({
      level: "warn",
      tempFilesRemoved: 0,
      orphanObjectsRemoved: 1,
      missingObjects: 1,
      missingFiles: 1,
    });
    expect(await stored.isStored(oldOrphan)).toBe(false);
    expect(await stored.isStored(freshOrphan)).toBe(true);
    expect(await stored.isStored(original)).toBe(true);

    const marked = await stored.findRow(file.id);
    expect(marked?.missing_since).toEqual(expect.any(String));
    expect(Number(marked?.is_active)).toBe(0);
    // Out of the public site, and listed for staff to act on.
    expect((await new StaffClient(server.baseUrl).get(`/media/${original}`)).status).toBe(404);
    admin = await signIn(server);
    const tab = await admin.tabData<{
      needsAttention: { file: MediaFile; reason: AttentionReason }[];
    }>("media");
    expect(tab.needsAttention.map(({ file, reason }) => [file.id, reason])).toContainEqual([
      file.id,
      "missing",
    ]);
  }, 60_000);
});

describe("the same reconcile on an S3 bucket (s3rver)", () => {
  let s3: S3TestServer;
  let server: AppServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startAppServer({ env: s3.env });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  test("unnamed objects go once older than the limit, named ones stay, a missing copy is marked", async () => {
    expect(await waitForReconcile(server)).toMatchObject({ driver: "s3", orphanObjectsRemoved: 0 });
    const admin = await setUpFirstAdmin(server);
    const file = await uploadPhoto(admin);
    const keysOfFile = await s3.listKeys();
    expect(keysOfFile.length).toBeGreaterThan(1);
    const storage = s3.createStorage();
    const planted = path.join(server.dataDir, "planted.jpg");
    await writeFile(planted, randomBytes(1024));
    const orphan = "general/1700000000002-cccccccccccc.jpg";
    await storage.put({ key: orphan, filePath: planted, contentType: "image/jpeg" });
    const lostCopy = keysOfFile.find((key) => key.endsWith(".webp")) ?? "";
    await storage.remove(lostCopy);

    const run = (now: Date) =>
      reconcileStorage({
        db: server.database.db,
        storage,
        tempRoot: path.join(server.dataDir, "upload-temp"),
        orphanAgeMs: hourMs,
        now,
      });
    // Just stored: it may be an upload whose row is still to come.
    expect(await run(new Date())).toMatchObject({
      orphanObjectsRemoved: 0,
      missingObjects: 1,
      missingFiles: 1,
    });
    expect(await s3.exists(orphan)).toBe(true);
    // Two hours on: the orphan goes; the file's own objects, as old, stay.
    expect(await run(new Date(Date.now() + 2 * hourMs))).toMatchObject({
      orphanObjectsRemoved: 1,
      missingObjects: 1,
    });
    expect(await s3.listKeys()).toEqual(keysOfFile.filter((key) => key !== lostCopy));
    const row = await server.database.db
      .selectFrom("media_files")
      .select(["is_active", "missing_since"])
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.is_active)).toBe(0);
    expect(row.missing_since).toEqual(expect.any(String));
  });
});
