import { data } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { buildEventCalendar, eventCalendarFileName } from "../events/event-calendar";
import { eventPagePath } from "../events/event-types";
import { loadEventBySlug } from "../events/events.server";
import type { Route } from "./+types/event-calendar-ics";

/**
 * GET /news/events/:slug/calendar.ics: the event as a file calendar apps open ("Add to calendar"),
 * a repeating one with its rule. An event whose date is still to be announced has no file yet.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const [event, settings] = await Promise.all([
    loadEventBySlug(db, params.slug),
    loadSiteSettings(db),
  ]);
  if (!event?.startsOn) throw data(null, { status: 404, statusText: "Not Found" });
  const pageUrl = new URL(eventPagePath(event.slug), getSiteOrigin(request)).href;
  return new Response(buildEventCalendar(event, { pageUrl, siteName: settings.charityName }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${eventCalendarFileName(event)}"`,
      // Staff may move or cancel the event: a download is always made afresh.
      "Cache-Control": "no-cache",
    },
  });
}
