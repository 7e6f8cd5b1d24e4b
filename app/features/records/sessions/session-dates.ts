import { formatDay } from "~/shared/lib/format-date-time";
import type { DayRange } from "./session-closures";
import type { SiteSession } from "./session-types";

/** "From 27 July 2026 until 31 August 2026", "From 1 March 2027", "Until 20 July 2026". */
export function describeDates(session: Pick<SiteSession, "firstDay" | "lastDay">) {
  const words = [
    session.firstDay ? `from ${formatDay(session.firstDay)}` : "",
    session.lastDay ? `until ${formatDay(session.lastDay)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Closures not yet over on `today`: what visitors and staff need to know now. */
export function listUpcomingClosures(session: Pick<SiteSession, "closures">, today: string) {
  return session.closures.filter((closure) => closure.to >= today);
}

/** "25 December 2026, 27 July 2026 to 31 August 2026". */
export function describeClosures(closures: readonly DayRange[]) {
  return closures
    .map(({ from, to }) =>
      from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`,
    )
    .join(", ");
}
