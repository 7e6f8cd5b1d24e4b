import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLocalMediaStorage } from "../../app/features/media/storage/local-media-storage.server";
import {
  type MediaStorage,
  publicMediaCacheControl,
} from "../../app/features/media/storage/media-storage";
import { type S3TestServer, startS3Server } from "../support/s3-server";

type Driver = "local" | "s3";

/**
 * move() re-keys a withdrawn file's objects so every old URL answers 404 at once: the bytes must
 * arrive intact, the old key must be gone, and nothing may be overwritten.
 */
describe.each<Driver>(["local", "s3"])("moving media objects with %s storage", (driver) => {
  let folder: string;
  let s3: S3TestServer | undefined;
  let storage: MediaStorage;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "charity-move-"));
    s3 = driver === "s3" ? await startS3Server() : undefined;
    storage = s3 ? s3.createStorage() : createLocalMediaStorage(path.join(folder, "media"));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const mediaPath = (key: string) => path.join(folder, "media", key);
  const isStored = async (key: string) => s3?.exists(key) ?? existsSync(mediaPath(key));
  const readStored = async (key: string) =>
    s3 ? (await s3.readObject(key)).body : readFile(mediaPath(key));

  /** Stores random bytes under a fresh key, as an upload would. */
  async function storeObject(key: string, contentType = "image/jpeg") {
    const body = randomBytes(64 * 1024);
    const filePath = path.join(folder, `${randomBytes(6).toString("hex")}.tmp`);
    await writeFile(filePath, body);
    await storage.put({ key, filePath, contentType });
    rmSync(filePath);
    return body;
  }

  test("moves the bytes to the new key, into a new folder; the old key is gone", async () => {
    const body = await storeObject("1700000000000-aaaaaaaaaaaa.jpg");
    await storage.move("1700000000000-aaaaaaaaaaaa.jpg", "hero/1700000000001-bbbbbbbbbbbb.jpg");
    expect(await isStored("1700000000000-aaaaaaaaaaaa.jpg")).toBe(false);
    expect(await isStored("hero/1700000000001-bbbbbbbbbbbb.jpg")).toBe(true);
    expect((await readStored("hero/1700000000001-bbbbbbbbbbbb.jpg")).equals(body)).toBe(true);
  });

  test.runIf(driver === "s3")("keeps the object's type and sets the public caching", async () => {
    await storeObject("1700000000002-cccccccccccc-w480.webp", "image/webp");
    await storage.move("1700000000002-cccccccccccc-w480.webp", "1700000000003-dddddddddddd.webp");
    const moved = await s3?.readObject("1700000000003-dddddddddddd.webp");
    expect(moved?.contentType).toBe("image/webp");
    expect(moved?.cacheControl).toBe(publicMediaCacheControl);
  });

  test("refuses to overwrite an existing object; both keep their bytes", async () => {
    const first = await storeObject("1700000000004-eeeeeeeeeeee.jpg");
    const second = await storeObject("1700000000005-ffffffffffff.jpg");
    await expect(
      storage.move("1700000000004-eeeeeeeeeeee.jpg", "1700000000005-ffffffffffff.jpg"),
    ).rejects.toThrow();
    expect((await readStored("1700000000004-eeeeeeeeeeee.jpg")).equals(first)).toBe(true);
    expect((await readStored("1700000000005-ffffffffffff.jpg")).equals(second)).toBe(true);
  });

  test("refuses a key that does not exist", async () => {
    await expect(
      storage.move("1700000000006-000000000000.jpg", "1700000000007-111111111111.jpg"),
    ).rejects.toThrow();
    expect(await isStored("1700000000007-111111111111.jpg")).toBe(false);
  });

  // A media folder mounted from another disk: no hard link there, so the bytes are copied.
  const otherDisk = "/dev/shm";
  const acrossDisks =
    driver === "local" &&
    existsSync(otherDisk) &&
    statSync(otherDisk).dev !== statSync(tmpdir()).dev;
  test.runIf(acrossDisks)("moves across file systems, still never overwriting", async () => {
    const elsewhere = mkdtempSync(path.join(otherDisk, "charity-move-"));
    try {
      mkdirSync(mediaPath(""), { recursive: true });
      symlinkSync(elsewhere, mediaPath("general"));
      const body = await storeObject("1700000000010-444444444444.jpg");
      await storage.move(
        "1700000000010-444444444444.jpg",
        "general/1700000000011-555555555555.jpg",
      );
      expect(await isStored("1700000000010-444444444444.jpg")).toBe(false);
      const moved = await readFile(path.join(elsewhere, "1700000000011-555555555555.jpg"));
      expect(moved.equals(body)).toBe(true);

      await storeObject("1700000000012-666666666666.jpg");
      await expect(
        storage.move("1700000000012-666666666666.jpg", "general/1700000000011-555555555555.jpg"),
      ).rejects.toThrow();
      expect(await isStored("1700000000012-666666666666.jpg")).toBe(true);
      const kept = await readFile(path.join(elsewhere, "1700000000011-555555555555.jpg"));
      expect(kept.equals(body)).toBe(true);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test.each([
    ["../outside.jpg", "1700000000009-333333333333.jpg"],
    ["1700000000008-222222222222.jpg", "../outside.jpg"],
    ["1700000000008-222222222222.jpg", "/etc/outside.jpg"],
    ["1700000000008-222222222222.jpg", "Hero/UPPER.jpg"],
  ])("refuses the unsafe move %s -> %s and leaves the object in place", async (from, to) => {
    const key = "1700000000008-222222222222.jpg";
    const body = (await isStored(key)) ? await readStored(key) : await storeObject(key);
    await expect(storage.move(from, to)).rejects.toThrow(/Unsafe media key/);
    expect((await readStored(key)).equals(body)).toBe(true);
    expect(existsSync(path.join(folder, "outside.jpg"))).toBe(false);
  });
});
