import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type BackupManifest,
  backupManifestSchema,
} from "../../app/features/operations/backup-manifest";
import { listTables } from "../../app/features/operations/database-contents.server";
import { openDatabase } from "../../app/shared/db/database.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { runProcess } from "../support/run-process";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { createPostgresTestDatabase } from "../support/test-database";

type Driver = "local" | "s3";

/**
 * `npm run backup` and `npm run restore` as the operator runs them (server/command.js), against a
 * running site with a photo: what they refuse, and a damaged backup restoring nothing.
 */
describe.each<Driver>(["local", "s3"])("backup and restore with %s storage", (driver) => {
  let server: AppServer;
  let s3: S3TestServer | undefined;
  let folder: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "charity-backup-test-"));
    s3 = driver === "s3" ? await startS3Server() : undefined;
    server = await startAppServer({ env: s3?.env });
    const admin = await setUpFirstAdmin(server);
    const uploaded = await admin.upload(
      "/admin/media/upload",
      { page: "football", section: "gallery", altText: "Young people training on the pitch" },
      { name: "pitch.jpg", body: await makeJpeg() },
    );
    expect(await uploaded.text()).toContain('"progress":100');
  });

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await server?.stop();
    await s3?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const operator = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    runProcess(process.execPath, ["server/command.js", ...args], env);

  let backups = 0;
  /** A fresh backup of the running site; its folder and manifest. */
  async function backUp() {
    backups += 1;
    const target = path.join(folder, `backup-${backups}`);
    const result = await operator(server.env, "backup", target);
    expect(result.code, result.output).toBe(0);
    const manifest: BackupManifest = backupManifestSchema.parse(
      JSON.parse(readFileSync(path.join(target, "manifest.json"), "utf8")),
    );
    return { target, manifest };
  }

  /** Somewhere empty to restore into: a data folder, a database, and a bucket for S3. */
  async function emptySite() {
    const dataDir = mkdtempSync(path.join(tmpdir(), "charity-restore-target-"));
    const postgres = await createPostgresTestDatabase();
    const bucket = s3 ? await startS3Server() : undefined;
    cleanups.push(async () => {
      await bucket?.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env: NodeJS.ProcessEnv = { ...server.env, ...bucket?.env, DATA_DIR: dataDir };
    if (postgres) env.DATABASE_URL = postgres.url;
    return { env, dataDir, postgres, bucket };
  }

  async function countTables(databaseUrl: string) {
    const database = openDatabase({ databaseUrl, dataDir: folder });
    try {
      return (await listTables(database.db, "postgres")).length;
    } finally {
      await database.db.destroy();
    }
  }

  test("backup refuses a folder that is not empty and leaves it as it was", async () => {
    const target = path.join(folder, "not-empty");
    mkdirSync(target);
    writeFileSync(path.join(target, "notes.txt"), "last week's copy is elsewhere");
    const result = await operator(server.env, "backup", target);
    expect(result.output).toContain(`The backup folder ${target} is not empty`);
    expect(result.code).toBe(1);
    expect(readdirSync(target)).toEqual(["notes.txt"]);
  });

  test.runIf(driver === "local")(
    "backup of a data folder without a database refuses, and creates no database there",
    async () => {
      const elsewhere = mkdtempSync(path.join(tmpdir(), "charity-no-site-"));
      cleanups.push(async () => rmSync(elsewhere, { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = { ...server.env, DATA_DIR: elsewhere };
      delete env.DATABASE_URL;
      const result = await operator(env, "backup", path.join(folder, "no-site"));
      expect(result.output).toContain(
        `No database to back up: ${elsewhere}/site.db does not exist.`,
      );
      expect(result.code).toBe(1);
      expect(readdirSync(elsewhere)).toEqual([]);
    },
  );

  test("a backup restores into an empty site: every object with its type, rows verified", async () => {
    const { target, manifest } = await backUp();
    expect(manifest.objects.length).toBeGreaterThan(1);
    const site = await emptySite();
    const result = await operator(site.env, "restore", target);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("Restored from");
    for (const object of manifest.objects) {
      if (site.bucket) {
        const stored = await site.bucket.readObject(object.key);
        expect(stored.contentType).toBe(object.contentType);
        expect(stored.body.length).toBe(object.size);
      } else {
        expect(readFileSync(path.join(site.dataDir, "media", object.key)).length).toBe(object.size);
      }
    }
  });

  test("a corrupted object in the backup fails the restore, and nothing is restored", async () => {
    const { target, manifest } = await backUp();
    const damaged = manifest.objects[0]?.key ?? "";
    const file = path.join(target, "media", damaged);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    const site = await emptySite();
    const result = await operator(site.env, "restore", target);
    expect(result.output).toContain("The backup is damaged; nothing was restored:");
    expect(result.output).toContain(`backup media/${damaged}: checksum differs from the manifest`);
    expect(result.code).toBe(1);
    expect(readdirSync(site.dataDir)).toEqual([]);
    if (site.bucket) expect(await site.bucket.listKeys()).toEqual([]);
    if (site.postgres) expect(await countTables(site.postgres.url)).toBe(0);
  });

  test("restore refuses a data folder, database or bucket that is not empty", async () => {
    const { target } = await backUp();
    const intoLiveSite = await operator(server.env, "restore", target);
    expect(intoLiveSite.output).toMatch(/is not empty|already has tables/);
    expect(intoLiveSite.code).toBe(1);

    const site = await emptySite();
    if (s3) {
      const intoLiveBucket = await operator({ ...site.env, ...s3.env }, "restore", target);
      expect(intoLiveBucket.output).toContain("The media bucket is not empty");
      expect(intoLiveBucket.code).toBe(1);
    }
    if (server.dialect === "postgres") {
      const live = { ...site.env, DATABASE_URL: server.data.postgres?.url };
      const intoLiveDatabase = await operator(live, "restore", target);
      expect(intoLiveDatabase.output).toContain("The database already has tables");
      expect(intoLiveDatabase.code).toBe(1);
    }
    expect(readdirSync(site.dataDir)).toEqual([]);
  });

  test.runIf(driver === "local")(
    "an object the copy names but storage lacks stops the backup, leaving nothing behind",
    async () => {
      const { manifest } = await backUp();
      const key = manifest.objects[0]?.key ?? "";
      const stored = path.join(server.dataDir, "media", key);
      renameSync(stored, `${stored}.aside`);
      try {
        const target = path.join(folder, "missing-object");
        const result = await operator(server.env, "backup", target);
        expect(result.output).toContain(`Media object ${key} is named by the database copy`);
        expect(result.code).toBe(1);
        expect(readdirSync(target)).toEqual([]);
      } finally {
        renameSync(`${stored}.aside`, stored);
      }
    },
  );
});
