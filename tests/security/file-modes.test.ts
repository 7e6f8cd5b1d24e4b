import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setupCodeFileName } from "../../app/features/accounts/setup-code-file";
import { type AppServer, type AppServerData, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import { runProcess } from "../support/run-process";
import { StaffClient } from "../support/staff-client";
import { adminEmail, adminPassword } from "../support/staff-fixtures";
import { createPostgresTestDatabase } from "../support/test-database";
import { underUmask } from "../support/umask";

/**
 * Issue 36 item 7: `npm run backup` wrote `database.sqlite` 0644 in a 0755 folder, and `site.db`
 * was 0644: the auth secret, two-factor secrets, password hashes and children's health notes,
 * readable by every user of the machine. The data folder, backups and what they hold are the
 * site's user's alone (folders 0700, files 0600), whatever the umask: the usual 022, and 000.
 */

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every folder and file under `folder` (itself as "."), each with its mode in octal. */
function modesUnder(folder: string) {
  const modes: Record<string, string> = { ".": `folder ${modeOf(folder)}` };
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const kind = entry.isDirectory() ? "folder" : "file";
    modes[path.relative(folder, full)] = `${kind} ${modeOf(full)}`;
  }
  return modes;
}

/** The same entries, each as it must be: folders 700, files 600. */
function privateModes(modes: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(modes).map(([name, mode]) => [
      name,
      mode.startsWith("folder") ? "folder 700" : "file 600",
    ]),
  );
}

/** An operator's command from the build, under `umask`. */
function runOperator(umask: number, env: NodeJS.ProcessEnv, ...args: string[]) {
  return runProcess(...underUmask(umask, process.execPath, ["server/command.js", ...args]), env);
}

describe.each([0o022, 0o000])("file modes under umask %o", (umask) => {
  let root: string;
  let data: AppServerData;
  let server: AppServer;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "charity-file-modes-"));
    // A data folder an operator made, open to everyone.
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    data = { dataDir, postgres: await createPostgresTestDatabase() };
    // No ADMIN_SETUP_CODE: the site makes one and keeps it in the data folder.
    server = await startAppServer({ data, umask, env: { ADMIN_SETUP_CODE: "" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test("the data folder, the database, its -wal and -shm, and the setup code are the site's alone", () => {
    const expected: Record<string, string> = { ".": "folder 700", [setupCodeFileName]: "file 600" };
    if (server.dialect === "sqlite") {
      for (const name of ["site.db", "site.db-wal", "site.db-shm"]) expected[name] = "file 600";
    }
    const modes = modesUnder(data.dataDir);
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, modes[name]]))).toEqual(
      expected,
    );
  });

  test("uploaded media, and everything else the site writes in its data folder, are private", async () => {
    const setupCode = readFileSync(path.join(data.dataDir, setupCodeFileName), "utf8").trim();
    const admin = new StaffClient(server.baseUrl);
    const created = await admin.post("/login", {
      intent: "create-admin",
      email: adminEmail,
      password: adminPassword,
      setupCode,
    });
    // Creating the administrator signed them in.
    expect(created.status).toBe(200);
    const uploaded = await admin.upload(
      "/admin/media/upload",
      { page: "football", section: "gallery", altText: "Young people training on the pitch" },
      { name: "pitch.jpg", body: await makeJpeg() },
    );
    expect(await uploaded.text()).toContain('"progress":100');

    const modes = modesUnder(data.dataDir);
    expect(Object.keys(modes).some((name) => name.startsWith(`media${path.sep}`))).toBe(true);
    expect(modes).toEqual(privateModes(modes));
  });

  test("npm run backup writes a private folder of private files, into a new folder or an open one", async () => {
    const fresh = path.join(root, "backups", "fresh");
    const open = path.join(root, "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    for (const target of [fresh, open]) {
      const result = await runOperator(umask, server.env, "backup", target);
      expect(result.code, result.output).toBe(0);
      const modes = modesUnder(target);
      expect(Object.keys(modes)).toContain(
        server.dialect === "sqlite" ? "database.sqlite" : "database.dump",
      );
      expect(Object.keys(modes).some((name) => name.startsWith(`media${path.sep}`))).toBe(true);
      expect(modes).toEqual(privateModes(modes));
    }
  });

  test("npm run restore leaves a private data folder, database and media", async () => {
    const backup = path.join(root, "backup-to-restore");
    expect((await runOperator(umask, server.env, "backup", backup)).code).toBe(0);
    const restored = path.join(root, "restored");
    const postgres = await createPostgresTestDatabase();
    try {
      const env: NodeJS.ProcessEnv = { ...server.env, DATA_DIR: restored };
      if (postgres) env.DATABASE_URL = postgres.url;
      const result = await runOperator(umask, env, "restore", backup);
      expect(result.code, result.output).toBe(0);
      const modes = modesUnder(restored);
      if (server.dialect === "sqlite") expect(Object.keys(modes)).toContain("site.db");
      expect(Object.keys(modes).some((name) => name.startsWith(`media${path.sep}`))).toBe(true);
      expect(modes).toEqual(privateModes(modes));
    } finally {
      await postgres?.drop();
    }
  });
});
