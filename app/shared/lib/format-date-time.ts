const formatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** A stored ISO time as staff read it (UK time); the same on server and client. */
export function formatDateTime(iso: string) {
  return formatter.format(new Date(iso));
}

const ukDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

/** The UK calendar date of an instant as YYYY-MM-DD (how consent forms date things). */
export function toUkDateString(at: Date) {
  return ukDate.format(at);
}

const dayFormatter = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A YYYY-MM-DD date as staff read it: "1 March 2027". */
export function formatDay(day: string) {
  return dayFormatter.format(new Date(`${day}T00:00:00Z`));
}

const dateFormatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeZone: "Europe/London",
});

/** The UK calendar date of a stored ISO time, short: "29 Nov 2026". */
export function formatDate(iso: string) {
  return dateFormatter.format(new Date(iso));
}

const ukDateTimeParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** A stored ISO time as a `datetime-local` input shows it in UK time: "2026-12-03T09:00". */
export function toUkDateTimeLocal(iso: string) {
  const parts = ukDateTimeParts.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}
