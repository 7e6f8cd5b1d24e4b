import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { getConfig } from "~/shared/lib/config.server";
import { logger } from "~/shared/lib/logger.server";
import { privateFileMode, privateFolderMode } from "~/shared/lib/private-files.server";
import { mediaMessages } from "./messages";
import { UploadError } from "./upload-error";

export type ReceivedUpload = {
  /** The whole file, on disk; the caller deletes it. */
  filePath: string;
  size: number;
  /** SHA-256 (hex) of the file's bytes as uploaded, before any cleaning: what duplicates share. */
  sha256: string;
  /** The name the browser sent, only ever shown to staff; never used for storage. */
  clientName: string;
  fields: Map<string, string>;
};

/** Room for the form's text fields and multipart framing around the file. */
const formOverheadBytes = 64 * 1024;

/** The parser's own words go to the log; staff are told the form could not be read. */
function unreadable(error: unknown) {
  logger.warn("an upload's form could not be read", { error });
  return new UploadError(400, mediaMessages.media.unreadableForm);
}

/**
 * Streams a multipart upload's one file to a temp file, never holding it in memory. Stops at
 * `maxFileBytes + 1` with 413, and with 408 when no bytes arrive for `idleMs` (an upload may take
 * as long as it needs, but may not hold a temp file and a connection while sending nothing); a
 * dropped connection, a broken form or any failure removes the temp file.
 */
export async function receiveUpload(
  req: IncomingMessage,
  {
    maxFileBytes,
    tempDir,
    idleMs = getConfig().timeouts.uploadIdleMs,
    tooLargeMessage = mediaMessages.media.payloadTooLarge,
  }: {
    maxFileBytes: number;
    tempDir: string;
    idleMs?: number;
    /** What staff are told when the file is over `maxFileBytes`. */
    tooLargeMessage?: string;
  },
): Promise<ReceivedUpload> {
  const tooLarge = () => new UploadError(413, tooLargeMessage);
  const declaredLength = Number(req.headers["content-length"]);
  if (declaredLength > maxFileBytes + formOverheadBytes) throw tooLarge();
  if (!req.headers["content-type"]?.startsWith("multipart/form-data")) {
    throw new UploadError(400, mediaMessages.media.noFile);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports the limit when a file reaches it, so one byte more: a file of exactly
      // maxFileBytes is allowed.
      limits: { files: 1, fileSize: maxFileBytes + 1, fields: 16, fieldSize: 10_000, parts: 17 },
    });
  } catch (error) {
    // A multipart type without a boundary, or one busboy cannot read.
    throw unreadable(error);
  }

  await mkdir(tempDir, { recursive: true, mode: privateFolderMode });
  const filePath = path.join(tempDir, `${Date.now()}-${randomBytes(8).toString("hex")}.part`);
  const fields = new Map<string, string>();
  let clientName = "";
  let size = 0;
  // Hashed as the bytes stream past: no second read of a file of up to 500 MB.
  const hash = createHash("sha256");
  let fileSeen = false;
  let fileStream: Readable | undefined;
  let writer: WriteStream | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let onClose = () => {};

  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(idleTimer);
        req.unpipe(parser);
        // The parser gets no more input, so the file part would never end and the temp file
        // would stay open (its disk space held) after it is removed: end it here. The writer
        // too: when the body's last bytes came with the chunk that tripped the limit, busboy
        // ends the destroyed part normally and the pipeline never closes the writer.
        fileStream?.destroy();
        writer?.destroy();
        reject(error);
      };
      const waitForBytes = () => {
        clearTimeout(idleTimer);
        if (settled) return;
        idleTimer = setTimeout(
          () => fail(new UploadError(408, mediaMessages.media.timedOut)),
          idleMs,
        );
      };
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
        writer = createWriteStream(filePath, { flags: "wx", mode: privateFileMode });
        // Before the pipeline's listeners: a failed write (ENOSPC: the disk is full) is reported
        // as itself, not as the broken form it makes of the source when the pipeline ends it.
        writer.on("error", fail);
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
        });
        stream.on("limit", () => fail(tooLarge()));
        // Before the pipeline's own listener: a form that breaks off mid-file is the sender's
        // fault (400), not a failure to write the file.
        stream.on("error", (error) => fail(unreadable(error)));
        fileWritten = pipeline(stream, writer).catch(fail);
      });
      parser.on("filesLimit", () => fail(new UploadError(400, mediaMessages.media.oneFileOnly)));
      parser.on("error", (error) => fail(unreadable(error)));
      parser.on("close", () => {
        fileWritten.then(() => {
          if (settled) return;
          settled = true;
          clearTimeout(idleTimer);
          resolve();
        }, fail);
      });
      req.on("data", waitForBytes);
      // Every byte is in: what remains is the server's own work.
      req.on("end", () => clearTimeout(idleTimer));
      // Closed before its body was all read: cut off, or, when the client sent more than it
      // declared, closed by Node at the extra bytes with the last of the body still unread.
      onClose = () => {
        if (!req.readableEnded) fail(new UploadError(499, mediaMessages.media.connectionDropped));
      };
      req.on("close", onClose);
      // Once answered early (a shutdown's 503), the request no longer hears its connection close.
      req.socket.on("close", onClose);
      waitForBytes();
      req.pipe(parser);
    }).finally(() => req.socket.off("close", onClose));
    if (!fileSeen || size === 0) throw new UploadError(400, mediaMessages.media.noFile);
    return { filePath, size, sha256: hash.digest("hex"), clientName, fields };
  } catch (error) {
    // Closed first: a temp file still being opened would otherwise appear after the rm.
    const openWriter = writer && !writer.closed ? writer : undefined;
    if (openWriter) await new Promise<void>((resolve) => openWriter.once("close", () => resolve()));
    await rm(filePath, { force: true });
    throw error;
  }
}
