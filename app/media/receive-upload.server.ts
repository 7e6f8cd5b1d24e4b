import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { messages } from "~/content/messages";
import { UploadError } from "./upload-error";

export type ReceivedUpload = {
  /** The whole file, on disk; the caller deletes it. */
  filePath: string;
  size: number;
  /** The name the browser sent, only ever shown to staff; never used for storage. */
  clientName: string;
  fields: Map<string, string>;
};

/** Room for the form's text fields and multipart framing around the file. */
const formOverheadBytes = 64 * 1024;

/**
 * Streams a multipart upload's one file to a temp file, never holding it in memory. Stops at
 * `maxFileBytes + 1` with 413; a dropped connection or any failure removes the temp file.
 */
export async function receiveUpload(
  req: IncomingMessage,
  { maxFileBytes, tempDir }: { maxFileBytes: number; tempDir: string },
): Promise<ReceivedUpload> {
  const tooLarge = () => new UploadError(413, messages.media.payloadTooLarge);
  const declaredLength = Number(req.headers["content-length"]);
  if (declaredLength > maxFileBytes + formOverheadBytes) throw tooLarge();
  if (!req.headers["content-type"]?.startsWith("multipart/form-data")) {
    throw new UploadError(400, messages.media.noFile);
  }

  await mkdir(tempDir, { recursive: true });
  const filePath = path.join(tempDir, `${Date.now()}-${randomBytes(8).toString("hex")}.part`);
  const fields = new Map<string, string>();
  let clientName = "";
  let size = 0;
  let fileSeen = false;
  let fileStream: Readable | undefined;
  let writer: WriteStream | undefined;

  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        // The parser gets no more input, so the file part would never end and the temp file
        // would stay open (its disk space held) after it is removed: end it here. The writer
        // too: when the body's last bytes came with the chunk that tripped the limit, busboy
        // ends the destroyed part normally and the pipeline never closes the writer.
        fileStream?.destroy();
        writer?.destroy();
        reject(error);
      };
      const parser = busboy({
        headers: req.headers,
        // busboy reports the limit when a file reaches it, so one byte more: a file of exactly
        // maxFileBytes is allowed.
        limits: { files: 1, fileSize: maxFileBytes + 1, fields: 10, fieldSize: 10_000, parts: 12 },
      });
      let fileWritten: Promise<void> = Promise.resolve();

      parser.on("field", (name, value) => fields.set(name, value));
      parser.on("file", (name, stream, info) => {
        if (name !== "file" || fileSeen) {
          stream.resume();
          return;
        }
        fileSeen = true;
        clientName = info.filename ?? "";
        fileStream = stream;
        writer = createWriteStream(filePath, { flags: "wx" });
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on("limit", () => fail(tooLarge()));
        fileWritten = pipeline(stream, writer).catch(fail);
      });
      parser.on("filesLimit", () => fail(new UploadError(400, messages.media.oneFileOnly)));
      parser.on("error", (error) =>
        fail(
          new UploadError(400, `${messages.media.unreadableForm} (${(error as Error).message})`),
        ),
      );
      parser.on("close", () => {
        fileWritten.then(() => {
          if (settled) return;
          settled = true;
          resolve();
        }, fail);
      });
      req.on("close", () => {
        if (!req.complete) fail(new UploadError(499, messages.media.connectionDropped));
      });
      req.pipe(parser);
    });
    if (!fileSeen || size === 0) throw new UploadError(400, messages.media.noFile);
    return { filePath, size, clientName, fields };
  } catch (error) {
    // Closed first: a temp file still being opened would otherwise appear after the rm.
    const openWriter = writer && !writer.closed ? writer : undefined;
    if (openWriter) await new Promise<void>((resolve) => openWriter.once("close", () => resolve()));
    await rm(filePath, { force: true });
    throw error;
  }
}
