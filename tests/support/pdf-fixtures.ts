import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
} from "pdf-lib";

/** Words that must not survive cleaning: each marks one place a PDF keeps metadata. */
export const pdfMetadataMarks = {
  author: "Jo Treasurer-Bloggs",
  producer: "Secret Office Suite 9.1",
  creator: "Board Papers Writer",
  subject: "Draft for trustees only",
  keywords: "confidential",
  xmp: "XMP-Home-Address-1-Mill-Lane",
  pageXmp: "Page-XMP-Camera-Serial-12345",
  oldInfo: "Former-Author-From-Earlier-Save",
} as const;

/** The words a fixture's page shows: they must survive cleaning. */
export const pdfPageText = "Annual report 2025";

function xmpPacket(mark: string) {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${mark}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

/**
 * A one-page PDF carrying metadata everywhere a PDF keeps it: the information dictionary
 * (author, producer, creator, title, subject, keywords, dates), an XMP stream on the catalog and
 * another on the page, and an earlier information dictionary nothing points to any more (as an
 * incremental save leaves behind).
 */
export async function makePdfWithMetadata({ title = "Board papers" }: { title?: string } = {}) {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([300, 200]);
  page.drawText(pdfPageText, {
    x: 20,
    y: 100,
    size: 16,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  document.setTitle(title);
  document.setAuthor(pdfMetadataMarks.author);
  document.setProducer(pdfMetadataMarks.producer);
  document.setCreator(pdfMetadataMarks.creator);
  document.setSubject(pdfMetadataMarks.subject);
  document.setKeywords([pdfMetadataMarks.keywords]);
  document.setCreationDate(new Date("2025-03-01T10:00:00Z"));
  document.setModificationDate(new Date("2025-03-02T10:00:00Z"));
  const { context } = document;
  const xmp = (mark: string) =>
    context.register(context.stream(xmpPacket(mark), { Type: "Metadata", Subtype: "XML" }));
  document.catalog.set(PDFName.of("Metadata"), xmp(pdfMetadataMarks.xmp));
  page.node.set(PDFName.of("Metadata"), xmp(pdfMetadataMarks.pageXmp));
  context.register(context.obj({ Author: PDFString.of(pdfMetadataMarks.oldInfo) }));
  return document.save({ useObjectStreams: false });
}

/** A PDF whose trailer says it is encrypted, as a password-protected file's does. */
export async function makeEncryptedPdf() {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([300, 200]);
  const { context } = document;
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 }),
  );
  return document.save({ useObjectStreams: false });
}

/**
 * Every object of a PDF as text, streams decoded and strings (literal or hex, as pdf-lib writes
 * the information dictionary's) as their words: where any trace of metadata would show.
 */
export async function readAllPdfText(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const parts: string[] = [];
  const read = (object: PDFObject): void => {
    if (object instanceof PDFString || object instanceof PDFHexString) {
      parts.push(object.decodeText());
    } else if (object instanceof PDFRawStream) {
      read(object.dict);
      parts.push(Buffer.from(decodePDFRawStream(object).decode()).toString("latin1"));
    } else if (object instanceof PDFStream) {
      read(object.dict);
      parts.push(Buffer.from(object.getContents()).toString("latin1"));
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        parts.push(key.toString());
        read(value);
      }
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) read(item);
    } else {
      parts.push(object.toString());
    }
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) read(object);
  return parts.join("\n");
}
