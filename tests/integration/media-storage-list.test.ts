import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLocalMediaStorage } from "../../app/features/media/storage/local-media-storage.server";
import type { MediaStorage, StoredObject } from "../../app/features/media/storage/media-storage";
import { type S3TestServer, startS3Server } from "../support/s3-server";

type Driver = "local" | "s3";

/**
 * The storage reconciler compares the objects a driver lists with the keys the rows name: every
 * object must be listed, in folders too, with the time it was written, and nothing else.
 */
describe.each<Driver>(["local", "s3"])("listing media objects with %s storage", (driver) => {
  let folder: string;
  let s3: S3TestServer | undefined;
  let storage: MediaStorage;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "charity-list-"));
    s3 = driver === "s3" ? await startS3Server() : undefined;
    storage = s3 ? s3.createStorage() : createLocalMediaStorage(path.join(folder, "media"));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function storeObject(key: string) {
    const filePath = path.join(folder, `${randomBytes(6).toString("hex")}.tmp`);
    await writeFile(filePath, randomBytes(1024));
    await storage.put({ key, filePath, contentType: "image/jpeg" });
    rmSync(filePath);
  }

  async function listAll() {
    const objects: StoredObject[] = [];
    for await (const object of storage.list()) objects.push(object);
    return objects.sort((a, b) => a.key.localeCompare(b.key));
  }

  test("an empty storage lists nothing", async () => {
    expect(await listAll()).toEqual([]);
  });

  test("lists every object, in folders too, with when it was written; exists agrees", async () => {
    const before = Date.now() - 2000;
    await storeObject("1700000000000-aaaaaaaaaaaa.jpg");
    await storeObject("1700000000000-aaaaaaaaaaaa-w480.webp");
    await storeObject("hero/hero-1700000000001-bbbbbbbbbbbb.jpg");
    const listed = await listAll();
    expect(listed.map((object) => object.key)).toEqual([
      "1700000000000-aaaaaaaaaaaa-w480.webp",
      "1700000000000-aaaaaaaaaaaa.jpg",
      "hero/hero-1700000000001-bbbbbbbbbbbb.jpg",
    ]);
    for (const object of listed) {
      expect(object.lastModified.getTime()).toBeGreaterThan(before);
      expect(object.lastModified.getTime()).toBeLessThan(Date.now() + 2000);
    }
    expect(await storage.exists("hero/hero-1700000000001-bbbbbbbbbbbb.jpg")).toBe(true);
    expect(await storage.exists("hero/hero-1700000000009-cccccccccccc.jpg")).toBe(false);
    await storage.remove("hero/hero-1700000000001-bbbbbbbbbbbb.jpg");
    expect(await storage.exists("hero/hero-1700000000001-bbbbbbbbbbbb.jpg")).toBe(false);
    expect((await listAll()).map((object) => object.key)).not.toContain(
      "hero/hero-1700000000001-bbbbbbbbbbbb.jpg",
    );
  });

  test.runIf(driver === "local")(
    "files the site could not have made are not listed (not the site's to remove)",
    async () => {
      mkdirSync(path.join(folder, "media", "Notes"), { recursive: true });
      writeFileSync(path.join(folder, "media", "Notes", "README.TXT"), "kept by hand");
      writeFileSync(path.join(folder, "media", ".DS_Store"), "");
      expect((await listAll()).map((object) => object.key)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/README|DS_Store/)]),
      );
    },
  );

  test.runIf(driver === "local")(
    "a moved object counts as new: the reconciler must not take it for an old orphan",
    async () => {
      const key = "1700000000002-dddddddddddd.jpg";
      await storeObject(key);
      const old = new Date(Date.now() - 2 * 60 * 60_000);
      await utimes(path.join(folder, "media", key), old, old);
      await storage.move(key, "1700000000003-eeeeeeeeeeee.jpg");
      const moved = await stat(path.join(folder, "media", "1700000000003-eeeeeeeeeeee.jpg"));
      expect(Date.now() - moved.mtimeMs).toBeLessThan(60_000);
    },
  );
});
