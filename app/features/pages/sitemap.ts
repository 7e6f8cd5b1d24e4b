import { pageRegistry, publicPages } from "~/shared/site/page-registry";

function escapeXml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** Every public page, then `recordPaths`: pages made from records, such as upcoming events. */
export function renderSitemap(origin: string, recordPaths: readonly string[] = []): string {
  const urls = [...publicPages.map((page) => page.route), ...recordPaths]
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

const staffRoutes = pageRegistry.filter((page) => page.audience === "staff").map((p) => p.route);

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    ...staffRoutes.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
