import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { stripVideoMetadata } from "./strip-video-metadata.server";

function box(type: string, ...children: Buffer[]) {
  const payload = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

const location = Buffer.from("+53.7500-002.2500/", "latin1");
let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

test("blanks udta and meta boxes in moov and its tracks, keeping every offset", async () => {
  folder = await mkdtemp(path.join(tmpdir(), "strip-video-"));
  const file = path.join(folder, "clip.mp4");
  const samples = Buffer.from("sample data that must not move");
  const original = Buffer.concat([
    box("ftyp", Buffer.from("isom\0\0\x02\0isomiso2", "latin1")),
    box(
      "moov",
      box("mvhd", Buffer.alloc(20)),
      box("trak", box("tkhd", Buffer.alloc(12)), box("meta", Buffer.from("Apple iPhone 15"))),
      box("udta", box("\xa9xyz", location)),
    ),
    box("mdat", samples),
  ]);
  await writeFile(file, original);

  expect(await stripVideoMetadata(file)).toBe(2);
  const cleaned = await readFile(file);
  expect(cleaned.length).toBe(original.length);
  expect(cleaned.includes(location)).toBe(false);
  expect(cleaned.includes(Buffer.from("iPhone"))).toBe(false);
  expect(cleaned.indexOf(samples)).toBe(original.indexOf(samples));
  expect(cleaned.subarray(0, 8)).toEqual(original.subarray(0, 8));
});

test("leaves a file without metadata, or one it cannot parse, as it was", async () => {
  folder = await mkdtemp(path.join(tmpdir(), "strip-video-"));
  const file = path.join(folder, "clip.mp4");
  const original = Buffer.concat([box("ftyp", Buffer.from("isom")), Buffer.from([0, 0, 0, 99, 1])]);
  await writeFile(file, original);
  expect(await stripVideoMetadata(file)).toBe(0);
  expect(await readFile(file)).toEqual(original);
});
