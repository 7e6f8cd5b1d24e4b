import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedPage } from "./cached-page-store";

type Encoding = keyof CachedPage["bodies"];

/** Brotli when the client takes it, then gzip, else the plain body (RFC 9110 §12.5.3, q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): one body's ETag stands for all its encodings.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a cached page as the client asks: the encoding it takes, 304 when its copy is current,
 * headers only for HEAD. The headers are the fresh answer's, so both look the same.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
