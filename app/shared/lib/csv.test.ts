import { expect, test } from "vitest";
import { toCsvCell, toCsvDocument } from "./csv";

test("every cell is quoted, with its quotes doubled; empty values are empty cells", () => {
  expect(toCsvCell('She said "hello", then left')).toBe('"She said ""hello"", then left"');
  expect(toCsvCell(null)).toBe('""');
  expect(toCsvCell(undefined)).toBe('""');
  expect(toCsvCell(12)).toBe('"12"');
});

test("a cell a spreadsheet would read as a formula starts with an apostrophe", () => {
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
    expect(toCsvCell(`${start}SUM(A1:A9)`)).toBe(`"'${start}SUM(A1:A9)"`);
  }
  expect(toCsvCell("Total = 3")).toBe('"Total = 3"');
  expect(toCsvCell("07700 900123")).toBe('"07700 900123"');
});

test("a document starts with a byte order mark and ends every line with CRLF", () => {
  expect(toCsvDocument(["Name", "Note"], [["Zoë", "line one\nline two"]])).toBe(
    '\ufeff"Name","Note"\r\n"Zoë","line one\nline two"\r\n',
  );
});
