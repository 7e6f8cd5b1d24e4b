import { describe, expect, test } from "vitest";
import {
  closureLimits,
  closureMessages,
  formatClosures,
  isClosedOn,
  parseClosures,
} from "./session-closures";

describe("parseClosures", () => {
  test("UK and ISO dates, single or in a row, blank lines ignored, sorted by their first day", () => {
    expect(
      parseClosures("25/12/2026\n\n  27/07/2026 to 31/08/2026 \r\n2026-05-04\n1/1/2027 – 2/1/2027"),
    ).toEqual({
      ok: true,
      closures: [
        { from: "2026-05-04", to: "2026-05-04" },
        { from: "2026-07-27", to: "2026-08-31" },
        { from: "2026-12-25", to: "2026-12-25" },
        { from: "2027-01-01", to: "2027-01-02" },
      ],
    });
    expect(parseClosures("")).toEqual({ ok: true, closures: [] });
  });

  test.each([
    ["Christmas Day", closureMessages.format(1)],
    ["25/12/2026\n31/02/2027", closureMessages.format(2)],
    ["12/25/2026", closureMessages.format(1)],
    ["25/12/2026 to 26/12/2026 to 27/12/2026", closureMessages.format(1)],
    ["\n\n31/08/2026 to 27/07/2026", closureMessages.order(3)],
    ["01/01/2026 to 02/01/2027", closureMessages.tooLong(1)],
  ])("%j is refused: %s", (text, message) => {
    expect(parseClosures(text)).toEqual({ ok: false, message });
  });

  test("a whole leap year in a row is allowed", () => {
    expect(parseClosures("01/01/2028 to 31/12/2028")).toEqual({
      ok: true,
      closures: [{ from: "2028-01-01", to: "2028-12-31" }],
    });
  });

  test(`more than ${closureLimits.lines} lines are refused`, () => {
    const lines = Array.from({ length: closureLimits.lines + 1 }, () => "25/12/2026").join("\n");
    expect(parseClosures(lines)).toEqual({ ok: false, message: closureMessages.tooMany });
  });
});

test("stored closures read back as staff typed them, and cover the days they name", () => {
  const closures = [
    { from: "2026-07-27", to: "2026-08-31" },
    { from: "2026-12-25", to: "2026-12-25" },
  ];
  expect(formatClosures(closures)).toBe("27/07/2026 to 31/08/2026\n25/12/2026");
  expect(parseClosures(formatClosures(closures))).toEqual({ ok: true, closures });
  expect(isClosedOn(closures, "2026-08-31")).toBe(true);
  expect(isClosedOn(closures, "2026-09-01")).toBe(false);
  expect(isClosedOn(closures, "2026-12-25")).toBe(true);
});
