import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  makeFilePrivate,
  makeFilesPrivateSync,
  makePrivateFolder,
  makePrivateFolderSync,
} from "./private-files.server";

/** The code every chmod fails with while set, as on a USB stick or another user's mount. */
const refusal = vi.hoisted(() => ({ code: undefined as string | undefined }));
const warnings = vi.hoisted(() => [] as string[]);

function refuseIfAsked() {
  if (refusal.code)
    throw Object.assign(new Error(`${refusal.code}: chmod`), { code: refusal.code });
}

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    chmod: async (...args: Parameters<typeof actual.chmod>) => {
      refuseIfAsked();
      return actual.chmod(...args);
    },
  };
});
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  return {
    ...actual,
    chmodSync: (...args: Parameters<typeof actual.chmodSync>) => {
      refuseIfAsked();
      return actual.chmodSync(...args);
    },
  };
});
vi.mock("./logger.server", () => ({
  logger: { warn: (message: string) => warnings.push(message) },
}));

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "private-files-"));
  refusal.code = undefined;
  warnings.length = 0;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (target: string) => (statSync(target).mode & 0o777).toString(8);

test("folders, made or found open to all, and files become their owner's alone", async () => {
  const open = path.join(root, "open");
  mkdirSync(open);
  chmodSync(open, 0o777);
  const file = path.join(open, "site.db");
  writeFileSync(file, "");
  chmodSync(file, 0o666);

  await makePrivateFolder(open);
  makePrivateFolderSync(path.join(root, "made", "inside"));
  await makeFilePrivate(file);
  expect(
    [open, path.join(root, "made"), path.join(root, "made", "inside"), file].map(modeOf),
  ).toEqual(["700", "700", "700", "600"]);
});

test("where the file system or owner refuses a mode, the log says so and nothing stops", async () => {
  const file = path.join(root, "database.sqlite");
  writeFileSync(file, "");
  refusal.code = "EPERM";
  await makePrivateFolder(root);
  makePrivateFolderSync(root);
  await makeFilePrivate(file);
  makeFilesPrivateSync([file]);
  expect(warnings).toHaveLength(4);
  expect(warnings[0]).toBe(
    `${root} could not be made readable by the site's user alone: its file system or owner does not allow it. Keep it where only that user can read it.`,
  );
});

test("a missing file is an error, except a database's -wal or -shm, which come and go", async () => {
  const missing = path.join(root, "site.db-wal");
  await expect(makeFilePrivate(missing)).rejects.toMatchObject({ code: "ENOENT" });
  expect(() => makeFilesPrivateSync([missing])).not.toThrow();
  expect(warnings).toEqual([]);
});
