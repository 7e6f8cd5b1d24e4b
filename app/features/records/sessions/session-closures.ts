import { daysBetween } from "../programme/calendar-days";
import { isRealDate } from "../record-fields";

/** Days a session does not run: one day (`from` = `to`) or a run of days such as a half term. */
export type DayRange = { from: string; to: string };

export const closureLimits = { lines: 50, days: 366 } as const;

export const closureMessages = {
  format: (line: number) =>
    `Line ${line}: write a date as 25/12/2026, or days in a row as 27/07/2026 to 31/08/2026.`,
  order: (line: number) => `Line ${line}: the first date must come before the second.`,
  tooLong: (line: number) => `Line ${line}: days in a row can cover a year at most.`,
  tooMany: `List at most ${closureLimits.lines} lines.`,
} as const;

type Parsed = { ok: true; closures: DayRange[] } | { ok: false; message: string };

/**
 * Staff's lines, one date or run of dates each ("25/12/2026", "27/07/2026 to 31/08/2026"; ISO
 * dates too), as day ranges sorted by their first day. Blank lines are ignored; the first line that
 * cannot be read is named.
 */
export function parseClosures(text: string): Parsed {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "");
  if (lines.length > closureLimits.lines) return { ok: false, message: closureMessages.tooMany };
  const closures: DayRange[] = [];
  for (const { line, number } of lines) {
    const parts = line.split(/\s+to\s+|\s+-\s+|\s*[–—]\s*/i).map(readDate);
    const [from, to = from] = parts;
    if (parts.length > 2 || !from || !to) {
      return { ok: false, message: closureMessages.format(number) };
    }
    if (to < from) return { ok: false, message: closureMessages.order(number) };
    if (daysBetween(from, to) >= closureLimits.days) {
      return { ok: false, message: closureMessages.tooLong(number) };
    }
    closures.push({ from, to });
  }
  return { ok: true, closures: closures.sort((a, b) => (a.from < b.from ? -1 : 1)) };
}

/** "25/12/2026", "5/1/2027" or "2026-12-25" as "YYYY-MM-DD"; null when it is no real date. */
function readDate(text: string | undefined) {
  const uk = text?.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  const iso = uk
    ? `${uk[3]}-${uk[2]?.padStart(2, "0")}-${uk[1]?.padStart(2, "0")}`
    : (text?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? null);
  return iso && isRealDate(iso) ? iso : null;
}

/** The ranges as staff type them, one a line, UK style. */
export function formatClosures(closures: readonly DayRange[]) {
  return closures
    .map(({ from, to }) =>
      from === to ? toUkNumeric(from) : `${toUkNumeric(from)} to ${toUkNumeric(to)}`,
    )
    .join("\n");
}

function toUkNumeric(day: string) {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

export function isClosedOn(closures: readonly DayRange[], day: string) {
  return closures.some((closure) => closure.from <= day && day <= closure.to);
}

/** The stored JSON list, as the Timetable tab wrote it. */
export function readStoredClosures(json: string): DayRange[] {
  return JSON.parse(json) as DayRange[];
}
