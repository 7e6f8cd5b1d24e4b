import { data } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { slugifyEventTitle } from "../events/event-record";
import { sessionPath } from "../programme/programme-paths";
import { buildSessionCalendar } from "../sessions/session-calendar";
import { loadRunningSession } from "../sessions/sessions.server";
import type { Route } from "./+types/session-calendar-ics";

/**
 * GET /whats-on/sessions/:id/calendar.ics: a regular session as a repeating calendar entry, its
 * days off left out ("Add to calendar"). 404 for an unknown session or one that is over.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const [session, settings] = await Promise.all([
    loadRunningSession(db, params.id),
    loadSiteSettings(db),
  ]);
  const pageUrl = session && new URL(sessionPath(session.id), getSiteOrigin(request)).href;
  const file =
    session &&
    pageUrl &&
    buildSessionCalendar(session, { pageUrl, siteName: settings.charityName });
  if (!session || !file) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // The file's name from the session's, as an event's is from its title.
      "Content-Disposition": `attachment; filename="${slugifyEventTitle(session.name)}.ics"`,
      // Staff may change the session or add a day off: a download is always made afresh.
      "Cache-Control": "no-cache",
    },
  });
}
