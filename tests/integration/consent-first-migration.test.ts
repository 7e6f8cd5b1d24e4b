import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { openDatabase } from "../../app/shared/db/database.server";
import { appMigrations } from "../../app/shared/db/migrate.server";
import {
  type AppServer,
  type AppServerData,
  createAppServerData,
  startAppServer,
} from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { altsIn, imagesWithAlt, openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Migration 0016 on a site with today's schema (0015) and files nobody had decided about, some
 * placed on pages and one on an event: started on the new build, none of them is shown, nothing
 * is deleted or moved off its page, the ones that were public get new keys, and a decision
 * recorded afterwards puts a file back where it was.
 */

let data: AppServerData;
let server: AppServer;
const { visit } = openPublicPages(() => server.baseUrl);
const lastWeek = "2026-11-21T10:00:00.000Z";

type OldFile = {
  id: string;
  alt: string;
  children: "unreviewed" | "none" | "identifiable";
  publishable: 0 | 1;
  isActive: 0 | 1;
  placedOn?: { page: string; section: string };
};

const files: OldFile[] = [
  {
    id: "placed-unreviewed",
    alt: "Juniors lining up for the team photo",
    children: "unreviewed",
    publishable: 1,
    isActive: 1,
    placedOn: { page: "football", section: "gallery" },
  },
  {
    id: "library-unreviewed",
    alt: "Kit laid out in the changing room",
    children: "unreviewed",
    publishable: 1,
    isActive: 1,
  },
  {
    id: "inactive-unreviewed",
    alt: "A blurred shot of the pitch",
    children: "unreviewed",
    publishable: 1,
    isActive: 0,
  },
  {
    id: "cleared",
    alt: "Empty goalposts at sunset",
    children: "none",
    publishable: 1,
    isActive: 1,
    placedOn: { page: "football", section: "gallery" },
  },
  {
    id: "no-consent",
    alt: "Players shaking hands after the final",
    children: "identifiable",
    publishable: 0,
    isActive: 1,
  },
];

const keyOf = new Map(
  files.map((file) => [file.id, `${Date.now()}-${randomBytes(6).toString("hex")}.jpg`]),
);
const variantOf = (key: string) => key.replace(/\.jpg$/, "-w480.webp");

function oldRow(file: OldFile) {
  const key = keyOf.get(file.id) ?? "";
  return {
    id: file.id,
    filename: key,
    original_name: `${file.id}.jpg`,
    file_url: `/media/${key}`,
    file_type: "image",
    file_size: 1000,
    category: "football",
    alt_text: file.alt,
    caption: null,
    is_active: file.isActive,
    created_by: null,
    created_at: lastWeek,
    updated_at: lastWeek,
    storage_key: key,
    mime_type: "image/jpeg",
    width: 1200,
    height: 900,
    variants: JSON.stringify([{ key: variantOf(key), width: 480, height: 360, size: 100 }]),
    sha256: "0".repeat(64),
    upload_key: null,
    children: file.children,
    consent_scope: file.children === "identifiable" ? "print" : null,
    consent_given_by: file.children === "identifiable" ? "A parent" : null,
    consent_given_on: file.children === "identifiable" ? "2026-09-01" : null,
    publishable: file.publishable,
  };
}

let eventSlug: string;
let versionBefore: number;

beforeAll(async () => {
  data = await createAppServerData();
  const database = openDatabase({ databaseUrl: data.postgres?.url, dataDir: data.dataDir });
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => appMigrations },
  });
  expect((await migrator.migrateTo("0015-content-version")).error).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: the old schema is not today's table type.
  const old = database.db as any;
  await old.insertInto("media_files").values(files.map(oldRow)).execute();
  await old
    .insertInto("media_placements")
    .values(
      files
        .filter((file) => file.placedOn)
        .map((file) => ({
          id: `placement-${file.id}`,
          media_id: file.id,
          builtin_image: null,
          ...file.placedOn,
          placed_by: null,
          placed_at: lastWeek,
        })),
    )
    .execute();
  const event = await old
    .selectFrom("events")
    .select(["id", "slug"])
    .orderBy("starts_on", "desc")
    .executeTakeFirstOrThrow();
  eventSlug = event.slug;
  await old
    .updateTable("events")
    .set({ image_media_id: "placed-unreviewed" })
    .where("id", "=", event.id)
    .execute();
  versionBefore = Number(
    (await old.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version,
  );
  await database.db.destroy();
  // Each file's objects, where the local driver keeps them.
  const jpeg = await makeJpeg(600, 450);
  const mediaDir = path.join(data.dataDir, "media");
  await mkdir(mediaDir, { recursive: true });
  for (const key of keyOf.values()) {
    await writeFile(path.join(mediaDir, key), jpeg);
    await writeFile(path.join(mediaDir, variantOf(key)), jpeg);
  }
  // The new build migrates on start; the re-keying job polls every second.
  server = await startAppServer({ data, env: { JOB_POLL_SECONDS: "1" } });
});
afterAll(async () => {
  await server?.stop();
});

async function readRows() {
  return server.database.db
    .selectFrom("media_files")
    .select(["id", "children", "publishable", "is_active", "storage_key", "rekey_due"])
    .orderBy("id")
    .execute();
}

async function statusFor(url: string, client = new StaffClient(server.baseUrl)) {
  const response = await client.get(url);
  await response.body?.cancel();
  return response.status;
}

test("files nobody decided about are hidden, kept and still placed; decided ones are untouched", async () => {
  const rows = new Map((await readRows()).map((row) => [row.id, row]));
  expect([...rows.keys()].sort()).toEqual(files.map((file) => file.id).sort());
  for (const file of files) {
    expect(rows.get(file.id), file.id).toMatchObject({
      children: file.children,
      is_active: file.isActive,
      publishable: file.children === "unreviewed" ? 0 : file.publishable,
    });
  }
  const placements = await server.database.db
    .selectFrom("media_placements")
    .select(["media_id", "page", "section"])
    .where("media_id", "is not", null)
    .orderBy("media_id")
    .execute();
  expect(placements).toEqual([
    { media_id: "cleared", page: "football", section: "gallery" },
    { media_id: "placed-unreviewed", page: "football", section: "gallery" },
  ]);
  const version = await server.database.db
    .selectFrom("content_version")
    .select("version")
    .executeTakeFirstOrThrow();
  expect(Number(version.version)).toBeGreaterThan(versionBefore);
});

test("the files that were public get new keys; the others keep theirs", async () => {
  await vi.waitFor(
    async () => {
      const due = (await readRows()).filter((row) => Number(row.rekey_due) === 1);
      expect(due).toEqual([]);
    },
    { timeout: 15_000, interval: 250 },
  );
  const rows = new Map((await readRows()).map((row) => [row.id, row]));
  for (const id of ["placed-unreviewed", "library-unreviewed"]) {
    const key = keyOf.get(id) ?? "";
    expect(rows.get(id)?.storage_key, id).not.toBe(key);
    expect(await statusFor(`/media/${key}`), id).toBe(404);
    expect(await statusFor(`/media/${variantOf(key)}`), id).toBe(404);
  }
  for (const id of ["inactive-unreviewed", "cleared", "no-consent"]) {
    expect(rows.get(id)?.storage_key, id).toBe(keyOf.get(id));
  }
  expect(await statusFor(`/media/${keyOf.get("cleared")}`)).toBe(200);
});

test("visitors see none of them on the page, the event or the news, before and after caching", async () => {
  for (let time = 0; time < 2; time += 1) {
    const football = await visit("/what-we-offer/football");
    expect(altsIn(football, "#page-gallery")).toContain("Empty goalposts at sunset");
    for (const file of files.filter((candidate) => candidate.id !== "cleared")) {
      expect(imagesWithAlt(football, file.alt), file.id).toEqual([]);
    }
    const event = await visit(`/news/events/${eventSlug}`);
    expect(imagesWithAlt(event, "Juniors lining up for the team photo")).toEqual([]);
  }
});

test("staff find them under Needs attention, and one decision puts a file back where it was", async () => {
  const admin = await setUpFirstAdmin(server);
  const html = await (await admin.get("/admin/media")).text();
  expect(html).toContain("Not shown: consent not reviewed");
  expect(html).toContain("Not on the site until you record a decision");
  const answer = await admin.action("/admin/media", [
    ["intent", "bulk-consent"],
    ["id", "placed-unreviewed"],
    ["consentDecision", "none"],
  ]);
  expect(answer.status).toBe(200);
  const football = await visit("/what-we-offer/football");
  expect(altsIn(football, "#page-gallery")).toContain("Juniors lining up for the team photo");
  const event = await visit(`/news/events/${eventSlug}`);
  expect(imagesWithAlt(event, "Juniors lining up for the team photo")).toHaveLength(1);
});
