import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { cleanUploadTemp, findOwnTempDir } from "./clean-upload-temp.server";

const hourMs = 60 * 60_000;
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "charity-upload-temp-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writeTemp(folder: string, name: string, ageMs = 0) {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, "part of an upload");
  const time = new Date(Date.now() - ageMs);
  utimesSync(file, time, time);
  return file;
}

/** A process id that no longer runs: a child that has already exited. */
function findDeadPid() {
  const child = spawnSync(process.execPath, ["-e", "0"]);
  return child.pid;
}

async function listAll() {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

test("a process that died leaves its fresh files behind: all go at once", async () => {
  const dead = path.join(root, `${hostname()}~${findDeadPid()}~0a1b2c3d`);
  writeTemp(dead, "1-aaaa.part");
  writeTemp(dead, "1-aaaa-w480.webp");
  expect(await cleanUploadTemp(root, hourMs)).toBe(2);
  expect(await listAll()).toEqual([]);
});

test("a running process's uploads are kept until they are older than the limit", async () => {
  const own = findOwnTempDir(root);
  writeTemp(own, "2-fresh.part");
  writeTemp(own, "3-stale.part", 2 * hourMs);
  // The parent process runs, and so do processes on other hosts for all we can tell.
  const parent = path.join(root, `${hostname()}~${process.ppid}~99999999`);
  writeTemp(parent, "4-fresh.part");
  writeTemp(parent, "5-stale.part", 2 * hourMs);
  const elsewhere = path.join(root, `another-host~${process.pid}~12345678`);
  writeTemp(elsewhere, "6-fresh.part");
  expect(await cleanUploadTemp(root, hourMs)).toBe(2);
  expect(await listAll()).toEqual(["2-fresh.part", "4-fresh.part", "6-fresh.part"]);
});

test("this process's id under another random part is its previous life: removed", async () => {
  const previous = path.join(root, `${hostname()}~${process.pid}~ffffffff`);
  writeTemp(previous, "7-fresh.part");
  expect(await cleanUploadTemp(root, hourMs)).toBe(1);
  expect(await listAll()).toEqual([]);
});

test("files of older versions, loose in the folder, go by age", async () => {
  writeTemp(root, "8-fresh.part");
  writeTemp(root, "9-stale.part", 2 * hourMs);
  expect(await cleanUploadTemp(root, hourMs)).toBe(1);
  expect(await listAll()).toEqual(["8-fresh.part"]);
});

test("no folder yet: nothing to do", async () => {
  expect(await cleanUploadTemp(path.join(root, "missing"), hourMs)).toBe(0);
});
