import { renderSitemap } from "~/features/pages";
import { listSitemapPaths } from "~/features/records/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import type { Route } from "./+types/sitemap-xml";

/** Every public page, then the pages records make (upcoming events). */
export async function loader({ request }: Route.LoaderArgs) {
  const recordPaths = await listSitemapPaths(getDatabase().db);
  return new Response(renderSitemap(getSiteOrigin(request), recordPaths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
