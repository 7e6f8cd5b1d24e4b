/**
 * The backup drill: `npm run build && npm run backup:drill`. On SQLite, or on PostgreSQL when
 * TEST_DATABASE_URL (or DATABASE_URL) names a server (a fresh database is made for the drill).
 *
 * Starts the production site on an empty data folder, creates an administrator, uploads photos
 * and adds a review through the real HTTP routes, then keeps writing (contact messages and
 * reviews) while `npm run backup` runs. Then stops the site, wipes its data folder and database,
 * runs `npm run restore`, and compares every table's row count and every media object's checksum
 * with the backup's manifest, from the restored database and files themselves. Finally starts the
 * site on the restored data and fetches a page and a photo as the administrator. Prints a summary;
 * exits 1 on any difference.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { MediaFile } from "../app/features/media/media-file";
import { listObjectKeys } from "../app/features/media/media-files.server";
import {
  type BackupManifest,
  backupManifestSchema,
} from "../app/features/operations/backup-manifest";
import { listTables } from "../app/features/operations/database-contents.server";
import { openDatabase } from "../app/shared/db/database.server";
import { honeypotField } from "../app/shared/forms/public-forms";
import {
  type AppServer,
  type AppServerData,
  startAppServer,
  testSetupCode,
} from "../tests/support/app-server";
import { makeJpeg, makePng } from "../tests/support/media-fixtures";
import { sendPublicForm } from "../tests/support/public-form-sender";
import { runProcess } from "../tests/support/run-process";
import { StaffClient } from "../tests/support/staff-client";

const adminEmail = "drill-admin@northfold.example.org";
const adminPassword = "Lantern-Orchard-73";
/** The drill's visitors send through one trusted proxy, each from their own address. */
const siteEnv = { TRUST_PROXY: "1" };

const differences: string[] = [];
function check(condition: boolean, difference: string) {
  if (!condition) differences.push(difference);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** `npm run <script> -- <folder>` against the site's data, as an operator types it. */
function runNpm(script: string, folder: string, env: NodeJS.ProcessEnv) {
  return runProcess("npm", ["run", "--silent", script, "--", folder], env);
}

async function signInAdmin(server: AppServer, { create }: { create: boolean }) {
  const client = new StaffClient(server.baseUrl);
  if (create) {
    const created = await client.post("/login", {
      intent: "create-admin",
      email: adminEmail,
      password: adminPassword,
      setupCode: testSetupCode,
    });
    if (created.status !== 200) throw new Error(`Creating the admin answered ${created.status}`);
    // Creating the administrator signs them in.
    return client;
  }
  const signedIn = await client.signIn(adminEmail, adminPassword);
  if (signedIn.status !== 200) throw new Error(`Signing in answered ${signedIn.status}`);
  return client;
}

/** A library upload through the dashboard's route; its NDJSON progress ends with the file. */
async function uploadPhoto(admin: StaffClient, name: string, body: Buffer) {
  const response = await admin.upload(
    "/admin/media/upload",
    { page: "football", section: "gallery", altText: "Young people training on the pitch" },
    { name, body },
  );
  const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}") as {
    file?: MediaFile;
    error?: string;
  };
  if (!last.file) throw new Error(`Uploading ${name} failed: ${last.error ?? response.status}`);
  return last.file;
}

async function addReview(admin: StaffClient, name: string) {
  const added = await admin.action("/admin/reviews", {
    intent: "add",
    name,
    role: "Parent",
    rating: "5",
    body: "The youth club gave my son somewhere safe to go after school.",
    colour: "teal",
    status: "approved",
    photoMediaId: "",
  });
  return added.status === 200 && added.result.ok;
}

async function sendContactMessage(server: AppServer, count: number) {
  const address = `203.0.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  const form = {
    form: "contact",
    name: "Jordan Avery",
    email: "jordan.avery@example.net",
    topic: "visit",
    message: `Drill message ${count}`,
    [honeypotField]: "",
  };
  return (await sendPublicForm(server.baseUrl, "/contact", form, address)).status === 201;
}

/**
 * Writes until stopped: contact messages and reviews, and every tenth write a photo (its objects
 * are stored before its row, so a backup must find every object its rows name). Counts those
 * that saved.
 */
function startWriteLoop(server: AppServer, admin: StaffClient, photo: Buffer) {
  let running = true;
  let saved = 0;
  const done = (async () => {
    for (let count = 0; running; count += 1) {
      const ok =
        count % 10 === 9
          ? await uploadPhoto(admin, `loop-${count}.png`, photo).then(() => true)
          : count % 2 === 0
            ? await sendContactMessage(server, count)
            : await addReview(admin, `Drill reviewer ${count}`);
      if (ok) saved += 1;
    }
  })();
  return {
    saved: () => saved,
    stop: async () => {
      running = false;
      await done;
      return saved;
    },
  };
}

async function countEnquiries(server: AppServer) {
  const { count } = await server.database.db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The data folder and the database emptied, as after losing the machine. */
async function wipe(data: AppServerData) {
  rmSync(data.dataDir, { recursive: true, force: true });
  if (!data.postgres) return;
  const name = new URL(data.postgres.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** The restored database and media folder against the manifest, read directly. */
async function compareWithManifest(data: AppServerData, manifest: BackupManifest) {
  const database = openDatabase({ databaseUrl: data.postgres?.url, dataDir: data.dataDir });
  try {
    const rows = await database.db
      .selectFrom("media_files")
      .select(["storage_key", "variants"])
      .execute();
    const named = rows.flatMap(listObjectKeys).sort();
    check(
      named.join() ===
        manifest.objects
          .map((object) => object.key)
          .sort()
          .join(),
      `the restored rows name other media objects than the backup holds: ${named.join(", ")}`,
    );
    const tables = await listTables(database.db, database.dialect);
    check(
      tables.join() === Object.keys(manifest.database.rowCounts).sort().join(),
      `tables differ: restored ${tables.join(", ")}`,
    );
    for (const [table, expected] of Object.entries(manifest.database.rowCounts)) {
      const { rows } = await sql<{
        count: number | string;
      }>`select count(*) as count from ${sql.table(table)}`.execute(database.db);
      const found = Number(rows[0]?.count);
      check(found === expected, `table ${table}: ${found} rows restored, manifest ${expected}`);
    }
  } finally {
    await database.db.destroy();
  }
  const mediaFolder = path.join(data.dataDir, "media");
  const files = (await readdir(mediaFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaFolder, path.join(entry.parentPath, entry.name)))
    .sort();
  const keys = manifest.objects.map((object) => object.key).sort();
  check(files.join() === keys.join(), `media files differ: restored ${files.join(", ")}`);
  for (const object of manifest.objects) {
    const bytes = await readFile(path.join(mediaFolder, object.key)).catch(() => undefined);
    check(bytes !== undefined && sha256(bytes) === object.sha256, `media ${object.key}: checksum`);
  }
}

async function main() {
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  }
  const backupFolder = path.join(mkdtempSync(path.join(tmpdir(), "charity-drill-")), "backup");
  let server: AppServer | undefined = await startAppServer({ env: siteEnv });
  try {
    const admin = await signInAdmin(server, { create: true });
    const photos = [
      await uploadPhoto(admin, "pitch.jpg", await makeJpeg()),
      await uploadPhoto(admin, "goal.png", await makePng()),
    ];
    check(await addReview(admin, "Drill reviewer before"), "the first review was not saved");

    const loop = startWriteLoop(server, admin, await makePng(640, 480));
    while (loop.saved() < 6) await new Promise((resolve) => setTimeout(resolve, 20));
    const enquiriesBefore = await countEnquiries(server);
    // The operator's commands read the same configuration as the site.
    const env = server.env;
    const backup = await runNpm("backup", backupFolder, env);
    const savedDuringBackup = loop.saved();
    while (loop.saved() < savedDuringBackup + 4) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const saved = await loop.stop();
    const enquiriesAfter = await countEnquiries(server);
    check(backup.code === 0, `npm run backup exited ${backup.code}:\n${backup.output}`);
    if (backup.code !== 0) return;

    const manifest = backupManifestSchema.parse(
      JSON.parse(readFileSync(path.join(backupFolder, "manifest.json"), "utf8")),
    );
    const backedUp = manifest.database.rowCounts.enquiries ?? 0;
    // The copy is of one moment while the loop wrote: after some messages, before the last.
    check(
      backedUp >= enquiriesBefore && backedUp < enquiriesAfter,
      `enquiries in the backup ${backedUp}, not between ${enquiriesBefore} and ${enquiriesAfter}`,
    );

    const data = await server.stop({ keepData: true });
    server = undefined;
    await wipe(data);
    const restore = await runNpm("restore", backupFolder, env);
    check(restore.code === 0, `npm run restore exited ${restore.code}:\n${restore.output}`);
    await compareWithManifest(data, manifest);

    server = await startAppServer({ env: siteEnv, data });
    const home = await fetch(`${server.baseUrl}/`);
    check(home.status === 200, `the restored site's home page answered ${home.status}`);
    await home.body?.cancel();
    const restoredAdmin = await signInAdmin(server, { create: false });
    for (const photo of photos) {
      const response = await restoredAdmin.get(photo.url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const expected = manifest.objects.find((object) => `/media/${object.key}` === photo.url);
      check(
        response.status === 200 && sha256(bytes) === expected?.sha256,
        `${photo.url} on the restored site: ${response.status}, checksum differs from the manifest`,
      );
    }

    const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
    console.info(
      [
        `Backup drill (${server.dialect}):`,
        `  ${saved} writes by the loop around the backup; the backup holds ${backedUp} of ${enquiriesAfter} contact messages`,
        `  ${Object.keys(manifest.database.rowCounts).length} tables, ${rows} rows, ${manifest.objects.length} media objects`,
        `  ${backup.output.trim().split("\n").at(-1)}`,
        `  ${restore.output.trim().split("\n").at(-1)}`,
        differences.length === 0
          ? "  Restored data identical to the manifest; the restored site serves its pages and photos."
          : `  DIFFERENCES:\n    ${differences.join("\n    ")}`,
      ].join("\n"),
    );
  } finally {
    await server?.stop();
    rmSync(path.dirname(backupFolder), { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  differences.push(String(error instanceof Error ? error.stack : error));
});
if (differences.length > 0) {
  console.error(`Backup drill failed:\n  ${differences.join("\n  ")}`);
  process.exitCode = 1;
}
