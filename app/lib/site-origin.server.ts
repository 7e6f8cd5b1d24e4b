import { getConfig } from "./config.server";

/**
 * The public origin used in canonical URLs, sitemap.xml, robots.txt, cookie security and CSRF
 * checks. SITE_URL wins when set (it should be, behind a proxy); otherwise the request's origin.
 */
export function getSiteOrigin(request: Request): string {
  return getConfig().siteOrigin ?? new URL(request.url).origin;
}
