// Relative, not `~/`: app/routes.ts registers the calendar routes from these before the alias exists.
import { getPage } from "../../../shared/site/page-registry";

/** The What's on page's address. */
export const whatsOnPath = getPage("whats-on").route;

/** The whole programme as one calendar feed: regular sessions and upcoming events. */
export const programmeCalendarPath = `${whatsOnPath}/calendar.ics`;

/** The route of one session's "Add to calendar" file (app/routes.ts). */
export const sessionCalendarRoute = `${whatsOnPath}/sessions/:id/calendar.ics`;

export function sessionCalendarPath(id: string) {
  return sessionCalendarRoute.replace(":id", encodeURIComponent(id));
}

/** A session's card in What's on's weekly timetable. */
export function sessionAnchor(id: string) {
  return `session-${id}`;
}

export function sessionPath(id: string) {
  return `${whatsOnPath}#${sessionAnchor(id)}`;
}
