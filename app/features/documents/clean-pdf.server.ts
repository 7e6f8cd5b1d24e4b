import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  type PDFDocument as PdfDocument,
} from "pdf-lib";
import { UploadError } from "~/features/media";
import { documentMessages } from "./messages";

/**
 * Keys whose values describe the file rather than show it: XMP metadata (author, tools, edit
 * history, sometimes a location) on the catalog, pages and images, and the authoring
 * application's private data.
 */
const describingKeys = [PDFName.of("Metadata"), PDFName.of("PieceInfo")];

async function loadPdf(bytes: Uint8Array) {
  let document: PdfDocument;
  try {
    // updateMetadata off: pdf-lib would otherwise write its own Producer, Creator and dates.
    // Encryption is asked about after loading: pdf-lib's own error for it fails `instanceof`.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new UploadError(422, documentMessages.documents.unreadable);
  }
  if (document.isEncrypted) throw new UploadError(422, documentMessages.documents.encrypted);
  return document;
}

/**
 * Drops describing keys from everything the catalog reaches, and returns the references it
 * reached. Objects are visited once, so a reference cycle (a page's /Parent) ends.
 */
function stripReachable(document: PdfDocument) {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [];
  if (document.context.trailerInfo.Root) pending.push(document.context.trailerInfo.Root);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = document.context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const key of describingKeys) object.delete(key);
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return reached;
}

/**
 * A PDF without its metadata, re-written by pdf-lib: no document information dictionary
 * (Author, Producer, Creator, Title, Subject, Keywords, dates), no XMP metadata stream anywhere,
 * and no object the document no longer uses. pdf-lib writes every object it parsed, so an old
 * information dictionary left behind by an incremental save, or an XMP stream nothing points to,
 * would otherwise still be in the file. The re-written file holds only parsed objects, so bytes
 * outside them (an HTML page appended to a PDF) are gone too. An encrypted PDF cannot be checked
 * and is refused, as is one that cannot be parsed or has no pages.
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const document = await loadPdf(bytes);
  try {
    if (document.getPageCount() === 0)
      throw new UploadError(422, documentMessages.documents.unreadable);
    const { context } = document;
    context.trailerInfo.Info = undefined;
    const reached = stripReachable(document);
    for (const [ref] of context.enumerateIndirectObjects()) {
      if (!reached.has(ref)) context.delete(ref);
    }
    return await document.save({ addDefaultPage: false, updateFieldAppearances: false });
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(422, documentMessages.documents.unreadable);
  }
}
