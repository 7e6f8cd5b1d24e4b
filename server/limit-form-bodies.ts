import type { RequestHandler } from "express";
import { type BodyRefusal, bodyRefusals, refuseFormBody } from "./refuse-form-body";
import { findBodyLimit } from "./request-body-limits";

/** What a form sends: a page's form, or FormData sent by script. */
const urlencoded = "application/x-www-form-urlencoded";
const multipart = "multipart/form-data";

function mediaTypeOf(contentType: string | undefined) {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Whether a multipart body can be read whole (a cut-off or garbled one cannot). */
async function isReadableMultipart(body: Buffer, contentType: string) {
  try {
    await new Response(new Uint8Array(body), {
      headers: { "Content-Type": contentType },
    }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the body of every request React Router handles (all but GET and HEAD) before it does,
 * within its form's limit (server/request-body-limits.ts), and hands it on as `req.body`. Refused
 * unread: a declared Content-Length over the limit, and anything but a form's content type (415);
 * refused once read: a chunked body whose bytes pass the limit as they arrive (413), and a
 * multipart body that cannot be read (400). A body-less POST without a content type is read as
 * an empty form.
 */
export function limitFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const refuse = (refusal: BodyRefusal) => refuseFormBody(req, res, refusal);
    const limit = findBodyLimit(req.path);
    if (Number(req.headers["content-length"]) > limit) return refuse(bodyRefusals.tooLarge);
    const contentType = req.headers["content-type"];
    const mediaType = mediaTypeOf(contentType);
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (!contentType && !hasBody) {
      req.headers["content-type"] = urlencoded;
    } else if (mediaType !== urlencoded && mediaType !== multipart) {
      return refuse(bodyRefusals.unsupportedType);
    }

    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      chunks.length = 0;
      req.pause();
      refuse(bodyRefusals.tooLarge);
    };
    const onEnd = async () => {
      stop();
      // Too slow: limitBodyTime (server/request-timeouts.ts) has answered 408 already.
      if (res.headersSent) return;
      const body = Buffer.concat(chunks, size);
      if (mediaType === multipart && !(await isReadableMultipart(body, contentType ?? ""))) {
        refuse(bodyRefusals.unreadable);
        return;
      }
      req.body = body;
      next();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    // A client gone before the end of its body is answered by no one.
    req.once("error", stop);
  };
}
