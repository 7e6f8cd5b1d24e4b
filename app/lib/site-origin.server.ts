/**
 * The public origin used in canonical URLs, sitemap.xml and robots.txt. SITE_URL wins when set
 * (it should be, behind a proxy); otherwise the origin the request arrived on.
 */
export function getSiteOrigin(request: Request): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return new URL(configured).origin;
  return new URL(request.url).origin;
}
