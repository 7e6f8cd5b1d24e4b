import { eventPagePath } from "~/features/records/events/event-types";
import { loadPublicEvents } from "~/features/records/events/events.server";
import { getDatabase } from "~/shared/db/database.server";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { renderSitemap } from "../sitemap";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ request }: Route.LoaderArgs) {
  // Past events keep their pages, but only the upcoming ones are worth a search engine's visit.
  const { upcoming } = await loadPublicEvents(getDatabase().db);
  const eventPaths = upcoming.map((event) => eventPagePath(event.slug));
  return new Response(renderSitemap(getSiteOrigin(request), eventPaths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
