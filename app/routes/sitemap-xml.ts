import { getSiteOrigin } from "~/lib/site-origin.server";
import { renderSitemap } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap-xml";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderSitemap(getSiteOrigin(request)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
