import { getConfig } from "./config.server";

/** Names that can only mean this machine, so a request may be believed when it uses one. */
const loopbackHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The public origin used in canonical URLs, sitemap.xml, robots.txt, emailed links, cookie
 * security and CSRF checks. SITE_URL wins when set (it should be in production). Without it the
 * Host header is whatever the visitor sent, so it is believed only when it names this machine
 * (a first run at http://localhost:3000, tests at 127.0.0.1); any other name becomes
 * localhost, so a forged Host never reaches a page, a cache or an email.
 */
export function getSiteOrigin(request: Request): string {
  const { siteOrigin, port } = getConfig();
  if (siteOrigin) return siteOrigin;
  const requested = new URL(request.url);
  if (loopbackHostnames.has(requested.hostname)) return requested.origin;
  // The scheme is the connection's (or a trusted proxy's), not the visitor's to choose.
  return `${requested.protocol}//localhost:${port}`;
}
