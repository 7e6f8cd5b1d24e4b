import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentMessages } from "../../app/features/documents/messages";
import type { LibraryDocument } from "../../app/features/documents/site-document";
import { reconcileStorage } from "../../app/features/media/reconcile-storage.server";
import { createLocalMediaStorage } from "../../app/features/media/storage/local-media-storage.server";
import { makeDocumentPath } from "../../app/shared/site/document-path";
import { maxDocumentBytes, maxDocumentMegabytes } from "../../app/shared/site/document-types";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchedCharity } from "../support/launched-charity";
import { findOpenHandles } from "../support/open-handles";
import {
  makeEncryptedPdf,
  makePdfWithMetadata,
  pdfMetadataMarks,
  readAllPdfText,
} from "../support/pdf-fixtures";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { StaffClient } from "../support/staff-client";
import { addStaffUser, setUpFirstAdmin } from "../support/staff-fixtures";
import { listFiles } from "../support/stored-media";

type Driver = "local" | "s3";

const uploadPath = "/admin/documents/upload";
const details = {
  title: "Annual report 2025",
  description: "What we did last year and what it cost.",
  category: "annual-report",
};

describe.each<Driver>(["local", "s3"])("the documents library with %s storage", (driver) => {
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

  const mediaRoot = () => path.join(server.dataDir, "media");
  const tempDir = () => path.join(server.dataDir, "upload-temp");
  const storedKeys = async () => (await s3?.listKeys()) ?? listFiles(mediaRoot());
  const readStored = async (key: string) =>
    s3 ? (await s3.readObject(key)).body : readFile(path.join(mediaRoot(), key));
  const storage = () => s3?.createStorage() ?? createLocalMediaStorage(mediaRoot());
  const countRows = async () => {
    const { count } = await server.database.db
      .selectFrom("documents")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  const findRow = (id: string) =>
    server.database.db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();

  async function snapshot() {
    return { rows: await countRows(), keys: await storedKeys() };
  }

  /** A refused upload leaves no row, no stored object and no temp file. */
  async function expectNothingStored(before: Awaited<ReturnType<typeof snapshot>>) {
    expect(await snapshot()).toEqual(before);
    await expect.poll(() => listFiles(tempDir()), { timeout: 10_000, interval: 100 }).toEqual([]);
    expect(await findOpenHandles(tempDir())).toEqual([]);
  }

  async function upload(
    file: { name: string; body: Uint8Array },
    fields: Record<string, string> = details,
    client = admin,
  ) {
    const response = await client.upload(uploadPath, fields, { ...file, type: "application/pdf" });
    const body = (await response.json()) as { document?: LibraryDocument; error?: string };
    return { status: response.status, ...body };
  }

  async function uploadDocument(fields: Record<string, string> = details) {
    const answer = await upload(
      {
        name: "Board papers FINAL v3.pdf",
        body: await makePdfWithMetadata({ title: fields.title }),
      },
      fields,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(201);
    if (!answer.document) throw new Error("no document in the answer");
    return answer.document;
  }

  test("a PDF with an author, a producer and XMP is stored without them, read back with pdf-lib", async () => {
    const saved = await uploadDocument();
    const row = await findRow(saved.id);
    if (!row) throw new Error("no documents row");
    expect(row.storage_key).toMatch(/^documents\/\d+-[0-9a-f]{12}\.pdf$/);
    expect(row.original_name).toBe("Board papers FINAL v3.pdf");
    const stored = await readStored(row.storage_key);
    expect(Number(row.file_size)).toBe(stored.length);
    const pdf = await PDFDocument.load(stored, { updateMetadata: false });
    expect(pdf.getAuthor()).toBeUndefined();
    expect(pdf.getProducer()).toBeUndefined();
    expect(pdf.getCreator()).toBeUndefined();
    expect(pdf.catalog.get(PDFName.of("Metadata"))).toBeUndefined();
    expect(pdf.getPageCount()).toBe(1);
    const text = await readAllPdfText(stored);
    for (const mark of Object.values(pdfMetadataMarks)) expect(text).not.toContain(mark);
  });

  test("it is served with its type, as a download named after its title, cached with validators", async () => {
    const saved = await uploadDocument({
      ...details,
      title: "Accounts 2025",
      category: "accounts",
    });
    const row = await findRow(saved.id);
    if (!row) throw new Error("no documents row");
    const visitor = new StaffClient(server.baseUrl);
    expect(saved.path).toBe(`/documents/${saved.id}/accounts-2025.pdf`);
    const response = await visitor.get(saved.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="accounts-2025.pdf"',
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400, must-revalidate");
    const etag = response.headers.get("etag");
    expect(etag).toBe(`"${row.sha256}"`);
    expect(response.headers.get("last-modified")).toBeTruthy();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(await readStored(row.storage_key))).toBe(true);

    const revalidated = await visitor.get(saved.path, { "if-none-match": etag ?? "" });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);

    const otherName = await visitor.get(`/documents/${saved.id}/old-title.pdf`);
    expect(otherName.status).toBe(302);
    expect(otherName.headers.get("location")).toBe(saved.path);
    await otherName.body?.cancel();

    const unknown = await visitor.get("/documents/no-such-document/accounts-2025.pdf");
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
    // Documents are not media: /media/ never serves them.
    const asMedia = await visitor.get(`/media/${row.storage_key}`);
    expect(asMedia.status).toBe(404);
    await asMedia.body?.cancel();
  });

  test("a file named .pdf whose bytes are a PNG, or text, is refused and nothing is kept", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    for (const body of [png, Buffer.from("Annual report: we did a lot of good things.\n")]) {
      const before = await snapshot();
      const answer = await upload({ name: "annual-report.pdf", body });
      expect(answer).toMatchObject({ status: 415, error: documentMessages.documents.notPdf });
      await expectNothingStored(before);
    }
  });

  test("an encrypted PDF is refused with a clear message and nothing is kept", async () => {
    const before = await snapshot();
    const answer = await upload({ name: "locked.pdf", body: await makeEncryptedPdf() });
    expect(answer).toMatchObject({ status: 422, error: documentMessages.documents.encrypted });
    await expectNothingStored(before);
  });

  test("a PDF over the size limit is refused with the limit in words, and nothing is kept", async () => {
    const before = await snapshot();
    const pdf = Buffer.from(await makePdfWithMetadata({ title: "Too big" }));
    const body = Buffer.concat([pdf, Buffer.alloc(maxDocumentBytes + 1 - pdf.length, 0x20)]);
    const answer = await upload({ name: "huge.pdf", body });
    expect(answer).toMatchObject({
      status: 413,
      error: documentMessages.documents.tooLarge(maxDocumentMegabytes),
    });
    await expectNothingStored(before);
  });

  test("a document needs a title, a description and a kind; nothing is kept without them", async () => {
    const body = await makePdfWithMetadata({ title: "Untitled" });
    const cases = [
      [{ ...details, title: "  " }, "Give the document a title, like “Annual report 2025”."],
      [
        { ...details, description: "" },
        "Say in a sentence what the document is, for visitors deciding whether to open it.",
      ],
      [{ ...details, category: "minutes" }, "Choose what kind of document this is."],
    ] as const;
    for (const [fields, message] of cases) {
      const before = await snapshot();
      const answer = await upload({ name: "untitled.pdf", body }, fields);
      expect(answer).toMatchObject({ status: 400, error: message });
      await expectNothingStored(before);
    }
  });

  test("the same PDF twice is refused, naming the document it already is", async () => {
    const body = await makePdfWithMetadata({ title: "Equality policy" });
    const first = await upload(
      { name: "equality.pdf", body },
      { ...details, title: "Equality policy", category: "policy" },
    );
    expect(first.status).toBe(201);
    const before = await snapshot();
    const again = await upload(
      { name: "equality-copy.pdf", body },
      { ...details, title: "Equality" },
    );
    expect(again).toMatchObject({
      status: 409,
      error: documentMessages.documents.duplicate("Equality policy"),
    });
    await expectNothingStored(before);
  });

  test("visitors who are not signed in cannot upload; editors can", async () => {
    const before = await snapshot();
    const anonymous = new StaffClient(server.baseUrl);
    const body = await makePdfWithMetadata({ title: "Volunteer form" });
    const refused = await upload({ name: "form.pdf", body }, details, anonymous);
    expect(refused.status).toBe(401);
    await expectNothingStored(before);
    const editor = await addStaffUser(admin, server, {
      email: `editor-${driver}@northfold.example.org`,
      role: "editor",
      password: "Lantern-Quarry-Pass-8",
    });
    const accepted = await upload(
      { name: "form.pdf", body },
      { ...details, title: "Volunteer form", category: "form" },
      editor,
    );
    expect(accepted.status).toBe(201);
  });

  test("the Funders page lists it with its size and date; a new title moves its address", async () => {
    const saved = await uploadDocument({
      ...details,
      title: "Annual report 2026",
      description: "Our newest report.",
    });
    const funders = await (await new StaffClient(server.baseUrl).get("/about/funders")).text();
    expect(funders).toContain(`href="${saved.path}"`);
    expect(funders).toMatch(/PDF, \d+ KB, added <time datetime="\d{4}-\d{2}-\d{2}">/i);

    const renamed = await admin.action("/admin/documents", {
      intent: "update",
      id: saved.id,
      title: "Annual report 2026 (final)",
      description: "Our newest report, as the trustees signed it.",
      category: "annual-report",
    });
    expect(renamed).toEqual({
      status: 200,
      result: { ok: true, toast: documentMessages.documents.updated },
    });
    const newPath = makeDocumentPath({ id: saved.id, title: "Annual report 2026 (final)" });
    const page = await (await new StaffClient(server.baseUrl).get("/about/funders")).text();
    expect(page).toContain(`href="${newPath}"`);
    const old = await new StaffClient(server.baseUrl).get(saved.path);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(newPath);
    await old.body?.cancel();
  });

  test("the safeguarding policy can be a document: linked from every page, kept from deletion", async () => {
    const policy = await uploadDocument({
      title: "Safeguarding policy",
      description: "How we keep children safe.",
      category: "policy",
    });
    const form = {
      ...buildSettingsForm(launchedCharity),
      "safeguarding.policyDocumentId": policy.id,
    };
    const saved = await admin.action("/admin/settings", await withSettingsRevision(admin, form));
    expect(saved.result).toMatchObject({ ok: true });
    const home = await (await new StaffClient(server.baseUrl).get("/")).text();
    expect(home).toContain(`href="${policy.path}"`);
    expect(home).not.toContain(launchedCharity.safeguarding.policyUrl);

    const refused = await admin.action("/admin/documents", { intent: "delete", id: policy.id });
    expect(refused).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          ...documentMessages.documents.deleteFailed,
          description: documentMessages.documents.isSafeguardingPolicy,
        },
      },
    });
    expect(await findRow(policy.id)).toBeDefined();

    const gone = await admin.action(
      "/admin/settings",
      await withSettingsRevision(admin, {
        ...form,
        "safeguarding.policyDocumentId": "no-such-document",
      }),
    );
    expect(gone.status).toBe(400);
    expect(gone.result).toMatchObject({
      fieldErrors: { "safeguarding.policyDocumentId": documentMessages.documents.policyGone },
    });
  });

  test("deleting removes the stored file and the row; its address then answers 404", async () => {
    const saved = await uploadDocument({ ...details, title: "Old form", category: "form" });
    const row = await findRow(saved.id);
    if (!row) throw new Error("no documents row");
    expect(await storedKeys()).toContain(row.storage_key);
    const deleted = await admin.action("/admin/documents", { intent: "delete", id: saved.id });
    expect(deleted).toEqual({
      status: 200,
      result: { ok: true, toast: documentMessages.documents.deleted },
    });
    expect(await findRow(saved.id)).toBeUndefined();
    expect(await storedKeys()).not.toContain(row.storage_key);
    const response = await new StaffClient(server.baseUrl).get(saved.path);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  test("storage's reconciler counts documents' files as named, never as orphans", async () => {
    const saved = await uploadDocument({
      ...details,
      title: "Trustees' report",
      category: "other",
    });
    const row = await findRow(saved.id);
    if (!row) throw new Error("no documents row");
    const counts = await reconcileStorage({
      db: server.database.db,
      storage: storage(),
      tempRoot: tempDir(),
      orphanAgeMs: 0,
      now: new Date(Date.now() + 24 * 3_600_000),
    });
    expect(counts.orphanObjectsRemoved).toBe(0);
    expect(await storedKeys()).toContain(row.storage_key);
  });
});
