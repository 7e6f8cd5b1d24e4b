import { toUkDateString } from "~/shared/lib/format-date-time";

/** One dated occurrence of an event: its UK day and clock times. */
export type OccurrenceTimes = { startsOn: string; startTime: string; endTime: string | null };

const minutesPerDay = 24 * 60;

const dayParts = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  // A date-only value: read as midnight UTC and shown in UTC, so no time zone can move it a day.
  timeZone: "UTC",
});

/**
 * "Saturday 6 December 2025". Put together from parts because ICU versions disagree about a comma
 * after the weekday, and the server's text must match the browser's when the page hydrates.
 */
export function formatEventDate(startsOn: string) {
  const parts = dayParts.formatToParts(new Date(`${startsOn}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** A clock time in GOV.UK's plain-English style, familiar to UK readers: "6pm", "6:30pm", "midday". */
export function formatClockTime(time: string) {
  const minutes = toMinutes(time);
  if (minutes === 0) return "midnight";
  if (minutes === 12 * 60) return "midday";
  const hour = Math.floor(minutes / 60) % 12 || 12;
  const minute = minutes % 60;
  const suffix = minutes < 12 * 60 ? "am" : "pm";
  return minute === 0 ? `${hour}${suffix}` : `${hour}:${pad(minute)}${suffix}`;
}

/** "6pm to 8pm", or "from 6pm" when staff gave no end time. */
export function formatEventTimes(startTime: string, endTime: string | null) {
  return endTime
    ? `${formatClockTime(startTime)} to ${formatClockTime(endTime)}`
    : `from ${formatClockTime(startTime)}`;
}

/**
 * When an event ends, as a UK local date and time. Without an end time it is taken to last an hour.
 * An end time that is not after the start means the event runs past midnight into the next day
 * (the Events tab refuses such times, so this only guards older or imported records).
 */
export function eventEnd(event: OccurrenceTimes): { day: string; time: string } {
  const start = toMinutes(event.startTime);
  let end = event.endTime === null ? start + 60 : toMinutes(event.endTime);
  if (end <= start) end += minutesPerDay;
  return {
    day: addDays(event.startsOn, Math.floor(end / minutesPerDay)),
    time: `${pad(Math.floor((end % minutesPerDay) / 60))}:${pad(end % 60)}`,
  };
}

/** The instant an occurrence ends (see `eventEnd`). */
export function occurrenceEndsAt(event: OccurrenceTimes) {
  const end = eventEnd(event);
  return londonTimeToDate(end.day, end.time);
}

/** Today's UK date as "YYYY-MM-DD". */
export { toUkDateString as todayInLondon };

/** The instant a UK local date and time ("YYYY-MM-DD", "HH:MM") names. */
export function londonTimeToDate(day: string, time: string) {
  return new Date(wallClockAsUtc(day, time) - londonOffsetMinutes(day, time) * 60_000);
}

/** London's UTC offset at a UK local date and time as ISO 8601 writes it: "+00:00" or "+01:00". */
export function londonOffset(day: string, time: string) {
  const offset = londonOffsetMinutes(day, time);
  const sign = offset < 0 ? "-" : "+";
  const size = Math.abs(offset);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes London's clocks are ahead of UTC at an instant, from the time-zone database (no fixed rule here). */
function londonOffsetAt(instant: number) {
  const parts = Object.fromEntries(
    londonClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const londonWallClock = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((londonWallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The offset in force at a local time. The first guess reads the wall clock as UTC; asking again at
 * the instant that guess gives settles the hours either side of a clock change. A time skipped in
 * March comes out an hour later; a time that happens twice in October is taken as the second one.
 */
function londonOffsetMinutes(day: string, time: string) {
  const wallClock = wallClockAsUtc(day, time);
  return londonOffsetAt(wallClock - londonOffsetAt(wallClock) * 60_000);
}

function wallClockAsUtc(day: string, time: string) {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return Date.UTC(year, month - 1, date) + toMinutes(time) * 60_000;
}

/** The UK date `days` after `day` (before, when negative), both "YYYY-MM-DD". */
export function addDays(day: string, days: number) {
  return new Date(wallClockAsUtc(day, "00:00") + days * minutesPerDay * 60_000)
    .toISOString()
    .slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string) {
  return Math.round((wallClockAsUtc(to, "00:00") - wallClockAsUtc(from, "00:00")) / 86_400_000);
}

/** A date's day of the week: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string) {
  return new Date(wallClockAsUtc(day, "00:00")).getUTCDay();
}

function toMinutes(time: string) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function pad(value: number) {
  return String(value).padStart(2, "0");
}
