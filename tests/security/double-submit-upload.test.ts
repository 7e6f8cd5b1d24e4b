import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import { makeUploadKey, uploadKeyHeader } from "../../app/features/media/upload-key";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg } from "../support/media-fixtures";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

let server: AppServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(() => server?.stop());

async function countRows() {
  const { count } = await server.database.db
    .selectFrom("media_files")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

test("one upload form submission sent three times stores one file (issue 15, finding 7)", async () => {
  const jpeg = await makeJpeg();
  const uploadKey = makeUploadKey();
  const send = () =>
    admin.upload(
      "/admin/media/quick-upload",
      { altText: "Young people at the club", category: "general", section: "" },
      { name: "photo.jpg", type: "image/jpeg", body: jpeg },
      { [uploadKeyHeader]: uploadKey },
    );
  const readFile = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { file: MediaFile }).file;
  };

  // A double click: both arrive together.
  const together = await Promise.all([send(), send()]);
  const [first, second] = await Promise.all(together.map(readFile));
  // A retry after the answer was lost.
  const later = await readFile(await send());

  expect(second?.id).toBe(first?.id);
  expect(later.id).toBe(first?.id);
  expect(await countRows()).toBe(1);
  const stored = await listFiles(path.join(server.dataDir, "media"));
  // The original and its WebP copies, once.
  expect(stored).toHaveLength(1 + (first?.variants.length ?? 0));
  expect(await listFiles(path.join(server.dataDir, "upload-temp"))).toEqual([]);
});

test("the library's repeat answers with the first file as its last progress line", async () => {
  const jpeg = await makeJpeg();
  const uploadKey = makeUploadKey();
  const send = async () => {
    const response = await admin.upload(
      "/admin/media/upload",
      { page: "football", section: "gallery", altText: "Young people training at the club" },
      { name: "training.jpg", type: "image/jpeg", body: jpeg },
      { [uploadKeyHeader]: uploadKey },
    );
    expect(response.status).toBe(200);
    const last = (await response.text()).trim().split("\n").at(-1) ?? "";
    return (JSON.parse(last) as { progress: number; file: MediaFile }).file;
  };
  const rowsBefore = await countRows();
  const first = await send();
  const repeat = await send();
  expect(repeat.id).toBe(first.id);
  expect(await countRows()).toBe(rowsBefore + 1);
});

test("a malformed submission key is refused before anything is stored", async () => {
  const rowsBefore = await countRows();
  const response = await admin.upload(
    "/admin/media/quick-upload",
    { altText: "Young people at the club", category: "general", section: "" },
    { name: "photo.jpg", type: "image/jpeg", body: await makeJpeg() },
    { [uploadKeyHeader]: "not a key" },
  );
  expect(response.status).toBe(400);
  expect(await countRows()).toBe(rowsBefore);
});
