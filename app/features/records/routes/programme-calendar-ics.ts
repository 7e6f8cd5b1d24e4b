import { getDatabase } from "~/shared/db/database.server";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { buildProgrammeFeed } from "../programme/programme-feed.server";
import type { Route } from "./+types/programme-calendar-ics";

/**
 * GET /whats-on/calendar.ics: the programme's calendar feed, sessions and events, for a calendar
 * app to subscribe to (the page links it as webcal://) or to download.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const settings = await loadSiteSettings(db);
  const feed = await buildProgrammeFeed(db, {
    origin: getSiteOrigin(request),
    siteName: settings.charityName,
  });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="whats-on.ics"',
      // Subscribers poll it; each fetch is made afresh from the timetable and events.
      "Cache-Control": "no-cache",
    },
  });
}
