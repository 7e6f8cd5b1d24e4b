import type { IncomingMessage } from "node:http";
import { isStaffPath } from "../no-store-for-staff";

/** better-auth's session and two-factor cookies (`better-auth.*`, `__Secure-better-auth.*`). */
const staffCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\./;

/**
 * Whether a request may be answered from, or fill, the page cache: a GET or HEAD from someone not
 * signed in, for a path without a query string (previews, tokens and searches travel there).
 */
export function mayUsePageCache(req: IncomingMessage) {
  const url = req.url ?? "";
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !url.includes("?") &&
    !isStaffPath(url) &&
    !staffCookie.test(req.headers.cookie ?? "")
  );
}

/**
 * The cache key: the path, and, when SITE_URL is not set, the headers the page's own links were
 * built from (Host, and a proxy's forwarded host and scheme; app/shared/lib/site-origin.server.ts), so
 * no request can leave another address in a page others get. With SITE_URL the HTML does not
 * depend on them.
 */
export function pageCacheKey(req: IncomingMessage, { siteOrigin }: { siteOrigin?: string }) {
  if (siteOrigin) return req.url ?? "/";
  const {
    host = "",
    "x-forwarded-host": forwardedHost = "",
    "x-forwarded-proto": proto = "",
  } = req.headers;
  return [host, String(forwardedHost), String(proto), req.url ?? "/"].join(" ");
}
