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
 * headers only for HEAD. The headers are the fresh answer's, so both look the same; `ownHeaders`
 * (name, value, …) are this answer's alone, like its request id. They all go to one `writeHead`,
 * which costs less than twenty `setHeader` calls.
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
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, head).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  if (encoding !== "identity") head.push("Content-Encoding", encoding);
  head.push("Content-Length", String(body.length));
  res.writeHead(page.status, head).end(req.method === "HEAD" ? undefined : body);
}
