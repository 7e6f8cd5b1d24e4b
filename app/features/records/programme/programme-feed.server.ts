import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { buildCalendar } from "~/shared/lib/icalendar";
import { buildEventVEvent } from "../events/event-calendar";
import { eventPagePath } from "../events/event-types";
import { loadPublicEvents } from "../events/events.server";
import { buildSessionVEvent } from "../sessions/session-calendar";
import { loadSiteSessions } from "../sessions/sessions.server";
import { sessionPath } from "./programme-paths";

/**
 * The whole programme as one calendar feed: every session still running as a weekly series with
 * its days off left out, and every upcoming event. Calendar apps that subscribe fetch it again
 * from time to time, so a change staff make reaches them without a new download.
 */
export async function buildProgrammeFeed(
  db: Kysely<Database>,
  { origin, siteName, now = new Date() }: { origin: string; siteName: string; now?: Date },
) {
  const [sessions, events] = await Promise.all([
    loadSiteSessions(db, now),
    loadPublicEvents(db, now),
  ]);
  const sessionEvents = sessions.flatMap((session) => {
    const pageUrl = new URL(sessionPath(session.id), origin).href;
    const vevent = buildSessionVEvent(session, { pageUrl, siteName, now });
    return vevent ? [vevent] : [];
  });
  const eventEvents = events.upcoming.map((event) =>
    buildEventVEvent(event, {
      pageUrl: new URL(eventPagePath(event.slug), origin).href,
      siteName,
      now,
    }),
  );
  return buildCalendar([...sessionEvents, ...eventEvents], {
    siteName,
    name: `${siteName}: What's on`,
  });
}
