type CsvValue = string | number | null | undefined;

/**
 * One CSV cell: quoted, and a leading = + - @ (or tab/CR) defused with an apostrophe, so a
 * spreadsheet never runs a formula someone typed into a form, caption or name.
 */
export function toCsvCell(value: CsvValue) {
  const text = value == null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole CSV file: a header row, then the rows, with CRLF line ends as spreadsheets expect. */
export function toCsvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]) {
  const lines = [header, ...rows].map((row) => row.map(toCsvCell).join(","));
  // A byte order mark so Excel reads UTF-8 names correctly.
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
