/**
 * RFC 5545 calendar files in UK local time: the pieces every "Add to calendar" file and the
 * programme's feed share.
 */

/**
 * London's clock rules, carried in the file so calendar apps need no time-zone database of their
 * own: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October.
 * Each DTSTART is the local time the change happens at, on the clocks it changes from.
 */
export const londonTimeZone = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A whole calendar file from VEVENT line blocks, with London's time zone carried inside. */
export function buildCalendar(
  vevents: readonly (readonly string[])[],
  { siteName, name }: { siteName: string; name?: string },
) {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(siteName)}//Events//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, "X-WR-TIMEZONE:Europe/London"] : []),
    ...londonTimeZone,
    ...vevents.flat(),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n").concat("\r\n");
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every kind of line break
 * written as \n. Other control characters are not allowed in TEXT, so they are dropped.
 */
export function escapeText(value: string) {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

/** "20250706T180000" from "2025-07-06" and "18:00". */
export function localStamp(day: string, time: string) {
  return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** "20250706T170000Z". */
export function utcStamp(at: Date) {
  return at
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

const maxLineOctets = 75;
const utf8 = new TextEncoder();

/**
 * Folds a content line into pieces of at most 75 octets, each after the first starting with a space
 * (RFC 5545 §3.1). Counts UTF-8 bytes and cuts only between characters, never inside one.
 */
function foldLine(line: string) {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    // Continuation pieces carry the leading space, so they hold one octet less.
    const room = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > room) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}
