import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import Negotiator from "negotiator";
import type { CachedPage } from "./cached-page-store";

type Encoding = keyof CachedPage["bodies"];

/** Best first: brotli is the smaller, so it wins a tie (negotiator's `preferred`). */
const encodings: Encoding[] = ["br", "gzip", "identity"];

/** negotiator 1's `encoding`, whose `preferred` option @types/negotiator (0.6) does not know. */
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string;
};

/** The client's best encoding by its weights (negotiator); the plain body when it takes neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const chosen = (negotiator as unknown as EncodingNegotiator).encoding(encodings, {
    preferred: encodings,
  });
  return (chosen as Encoding | undefined) ?? "identity";
}

/**
 * Sends a cached page as the client asks: the encoding it takes, 304 when its copy is current
 * (`fresh`: weak comparison, so one body's ETag stands for all its encodings), headers only for
 * HEAD. The headers are the fresh answer's, so both look the same; `ownHeaders` (name, value, …)
 * are this answer's alone, like its request id. They all go to one `writeHead`, which costs less
 * than twenty `setHeader` calls.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  ownHeaders: readonly string[] = [],
) {
  const head = [...ownHeaders];
  for (const [name, value] of page.headers) head.push(name, value);
  head.push("ETag", page.etag, "Vary", "Accept-Encoding");
  // Only If-None-Match: `fresh` answers stale to any `Cache-Control: no-cache`, which fetch()
  // adds to every conditional request it is given, whereas a server evaluates the condition
  // (RFC 9110 §13.2.1).
  if (fresh({ "if-none-match": req.headers["if-none-match"] }, { etag: page.etag })) {
    res.writeHead(304, head).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  if (encoding !== "identity") head.push("Content-Encoding", encoding);
  head.push("Content-Length", String(body.length));
  res.writeHead(page.status, head).end(req.method === "HEAD" ? undefined : body);
}
