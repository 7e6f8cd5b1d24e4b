import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DuplicateUpload } from "../../app/features/media/duplicate-upload";
import type { MediaFile } from "../../app/features/media/media-file";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { makeJpeg, makePng } from "../support/media-fixtures";
import { findOpenHandles } from "../support/open-handles";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";
import { inspectStoredMedia, listFiles } from "../support/stored-media";
import { readUploadProgress } from "../support/upload-progress";

type Driver = "local" | "s3";
type Answer = { status: number; file?: MediaFile; error?: string; duplicate?: DuplicateUpload };

/** Each test's own picture: JPEGs of different sizes never share their bytes. */
let nextWidth = 1000;
async function freshPhoto(name: string) {
  nextWidth += 1;
  return { name, type: "image/jpeg", body: await makeJpeg(nextWidth, 700) };
}

/** Words fit to publish, and the duplicate question asked (the test client insists otherwise). */
const libraryFields = {
  page: "football",
  section: "gallery",
  altText: "Young people training on the pitch",
  uploadAnyway: "",
};
const quickFields = { altText: "Cyclists at the top of the hill", uploadAnyway: "" };

describe.each<Driver>(["local", "s3"])("duplicate uploads with %s storage", (driver) => {
  let server: AppServer;
  let admin: StaffClient;
  let s3: S3TestServer | undefined;

  beforeAll(async () => {
    s3 = driver === "s3" ? await startS3Server() : undefined;
    server = await startAppServer({ env: s3?.env });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  const { storedKeys, countRows, findRow } = inspectStoredMedia(
    () => server,
    () => s3,
  );
  const tempDir = () => path.join(server.dataDir, "upload-temp");

  async function snapshot() {
    return { rows: await countRows(), keys: await storedKeys() };
  }

  /** The library form's answer: its last NDJSON line when saved, the JSON body when refused. */
  async function libraryUpload(
    file: Awaited<ReturnType<typeof freshPhoto>>,
    fields: Record<string, string> = libraryFields,
  ): Promise<Answer> {
    const response = await admin.upload("/admin/media/upload", fields, file);
    if (response.status !== 200) return { status: response.status, ...(await response.json()) };
    const last = (await readUploadProgress(response)).at(-1);
    return { status: last?.status ?? 200, ...last } as Answer;
  }

  async function quickUpload(
    file: Awaited<ReturnType<typeof freshPhoto>>,
    fields: Record<string, string> = quickFields,
  ): Promise<Answer> {
    const response = await admin.upload("/admin/media/quick-upload", fields, file);
    return { status: response.status, ...(await response.json()) };
  }

  async function expectSaved(answer: Answer) {
    expect(answer.error).toBeUndefined();
    expect(answer.file?.id).toBeTruthy();
    return answer.file as MediaFile;
  }

  test("the same bytes again are refused with the file already there, and nothing is kept", async () => {
    const photo = await freshPhoto("pitch.jpg");
    const first = await expectSaved(await libraryUpload(photo));
    const before = await snapshot();

    const again = await libraryUpload({ ...photo, name: "pitch-copy.jpg" });
    expect(again.status).toBe(409);
    expect(again.error).toBe(mediaMessages.media.duplicate("photo"));
    expect(again.duplicate?.file).toMatchObject({
      id: first.id,
      originalName: "pitch.jpg",
      altText: libraryFields.altText,
      createdAt: first.createdAt,
    });
    // Where this upload would have gone, so "Use the existing one" can put that file there.
    expect(again.duplicate?.placement).toEqual({ page: "football", section: "gallery" });

    // Nothing half-stored: no row, no object in storage, no temp file.
    expect(await snapshot()).toEqual(before);
    await expect.poll(() => listFiles(tempDir()), { timeout: 10_000 }).toEqual([]);
    expect(await findOpenHandles(tempDir())).toEqual([]);
  });

  test("the quick uploader is refused too, naming where its section would have put the photo", async () => {
    const photo = await freshPhoto("summit.jpg");
    const first = await expectSaved(await quickUpload(photo));
    const before = await snapshot();

    const again = await quickUpload(photo, { ...quickFields, section: "humanitarian-gallery" });
    expect(again.status).toBe(409);
    expect(again.duplicate?.file.id).toBe(first.id);
    expect(again.duplicate?.placement).toEqual({
      page: "serving-humanity",
      section: "humanitarian-gallery",
    });
    const libraryOnly = await quickUpload(photo);
    expect(libraryOnly.status).toBe(409);
    expect(libraryOnly.duplicate?.placement).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  test("upload it anyway stores a second file; the next plain upload still names the first", async () => {
    const photo = await freshPhoto("kit.jpg");
    const first = await expectSaved(await libraryUpload(photo));
    const rows = await countRows();

    const kept = await expectSaved(
      await libraryUpload(photo, { ...libraryFields, uploadAnyway: "true" }),
    );
    expect(kept.id).not.toBe(first.id);
    expect(await countRows()).toBe(rows + 1);
    // Through the whole pipeline: its own objects, and the consent decision it was sent with.
    expect(kept.filename).not.toBe(first.filename);
    expect((await storedKeys()).some((key) => key.endsWith(kept.filename))).toBe(true);
    expect(kept.consent.children).toBe("none");
    expect((await findRow(kept.id))?.upload_insisted).toBe(1);

    const third = await libraryUpload(photo);
    expect(third.status).toBe(409);
    expect(third.duplicate?.file.id).toBe(first.id);
  });

  test("a file deleted from the library no longer counts", async () => {
    const photo = await freshPhoto("medal.jpg");
    const first = await expectSaved(await quickUpload(photo));
    expect((await quickUpload(photo)).status).toBe(409);

    const deleted = await admin.action("/admin/media", { intent: "delete", id: first.id });
    expect(deleted.result.ok).toBe(true);
    const again = await expectSaved(await quickUpload(photo));
    expect(again.id).not.toBe(first.id);
  });

  test("files uploaded before their bytes were hashed are not compared", async () => {
    const photo = await freshPhoto("archive.jpg");
    const first = await expectSaved(await quickUpload(photo));
    // As migration 0022 left every earlier file: no hash of its uploaded bytes.
    await server.database.db
      .updateTable("media_files")
      .set({ upload_sha256: null })
      .where("id", "=", first.id)
      .execute();
    await expectSaved(await quickUpload(photo));
  });

  test("two uploads of the same bytes at the same moment store one file; the other is told", async () => {
    const photo = { name: "race.png", type: "image/png", body: await makePng(1300, 800) };
    const before = await countRows();
    const answers = await Promise.all([
      libraryUpload(photo),
      libraryUpload({ ...photo, name: "race-2.png" }),
    ]);
    const saved = answers.filter((answer) => answer.file);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.duplicate?.file.id).toBe(saved[0]?.file?.id);
    expect(await countRows()).toBe(before + 1);
    // The loser's objects, if it got as far as storing them, are gone.
    const savedFile = saved[0]?.file as MediaFile;
    const stem = savedFile.filename.replace(/\.png$/, "");
    const pngKeys = (await storedKeys()).filter((key) => /\/?\d+-[0-9a-f]{12}\.png$/.test(key));
    const ownedByRows = await server.database.db
      .selectFrom("media_files")
      .select("storage_key")
      .where("mime_type", "=", "image/png")
      .execute();
    expect(pngKeys.sort()).toEqual(ownedByRows.map((row) => row.storage_key).sort());
    expect(pngKeys.some((key) => key.includes(stem))).toBe(true);
  });
});
