import { PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  makeEncryptedPdf,
  makePdfWithMetadata,
  pdfMetadataMarks,
  readAllPdfText,
} from "../../../tests/support/pdf-fixtures";
import { cleanPdf } from "./clean-pdf.server";
import { documentMessages } from "./messages";

describe("cleanPdf", () => {
  test("the fixture really carries every kind of metadata the cleaner removes", async () => {
    const dirty = await makePdfWithMetadata();
    const document = await PDFDocument.load(dirty, { updateMetadata: false });
    expect(document.getAuthor()).toBe(pdfMetadataMarks.author);
    expect(document.getProducer()).toBe(pdfMetadataMarks.producer);
    expect(document.catalog.get(PDFName.of("Metadata"))).toBeDefined();
    const text = await readAllPdfText(dirty);
    for (const mark of Object.values(pdfMetadataMarks)) expect(text).toContain(mark);
  });

  test("removes the information dictionary, every XMP stream and left-over objects, and keeps the page", async () => {
    const cleaned = await cleanPdf(await makePdfWithMetadata());
    const document = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect(document.getAuthor()).toBeUndefined();
    expect(document.getProducer()).toBeUndefined();
    expect(document.getCreator()).toBeUndefined();
    expect(document.getTitle()).toBeUndefined();
    expect(document.getSubject()).toBeUndefined();
    expect(document.getKeywords()).toBeUndefined();
    expect(document.getCreationDate()).toBeUndefined();
    expect(document.getModificationDate()).toBeUndefined();
    expect(document.catalog.get(PDFName.of("Metadata"))).toBeUndefined();
    expect(document.getPage(0).node.get(PDFName.of("Metadata"))).toBeUndefined();
    const text = await readAllPdfText(cleaned);
    for (const mark of Object.values(pdfMetadataMarks)) expect(text).not.toContain(mark);
    expect(document.getPageCount()).toBe(1);
    // The page's drawing survives: the text operator and its font are still there.
    expect(text).toMatch(/\(Annual report 2025\) Tj|<[0-9A-F]+> Tj/);
    expect(text).toMatch(/\/BaseFont\s+\/Helvetica/);
  });

  test("refuses an encrypted PDF with a clear message", async () => {
    await expect(cleanPdf(await makeEncryptedPdf())).rejects.toMatchObject({
      status: 422,
      message: documentMessages.documents.encrypted,
    });
  });

  test("refuses bytes that are not a PDF, or a broken one", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    for (const bytes of [png, Buffer.from("%PDF-1.7\nnothing else here\n")]) {
      await expect(cleanPdf(bytes)).rejects.toMatchObject({
        status: 422,
        message: documentMessages.documents.unreadable,
      });
    }
  });

  test("refuses a PDF without pages", async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    await expect(cleanPdf(empty)).rejects.toMatchObject({
      message: documentMessages.documents.unreadable,
    });
  });
});
