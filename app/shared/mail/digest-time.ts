/** The daily digest goes out at this hour, UK time, when staff start their day. */
export const digestHourUk = 8;

const ukClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** The UK wall clock at `at`, read as if it were UTC: its difference from `at` is the UK offset. */
function ukWallClockMs(at: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(ukClock.formatToParts(at).find((entry) => entry.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
}

/** The moment it is `hour`:00 in the UK on a UK calendar day (months from 0; days may overflow). */
function ukTime(year: number, month: number, day: number, hour: number) {
  const asUtc = Date.UTC(year, month, day, hour);
  const offset = ukWallClockMs(new Date(asUtc)) - asUtc;
  return new Date(asUtc - offset);
}

/**
 * The latest 8am UK time at or before `now` (GMT in winter, BST in summer): a digest is due when
 * the last one counted up to a time before it.
 */
export function findLatestDigestTime(now: Date): Date {
  const today = new Date(ukWallClockMs(now));
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const todays = ukTime(year, month, day, digestHourUk);
  return todays <= now ? todays : ukTime(year, month, day - 1, digestHourUk);
}
