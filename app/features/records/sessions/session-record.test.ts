import { describe, expect, test } from "vitest";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { programmeMessages } from "../programme/programme-details";
import { closureMessages } from "./session-closures";
import { sessionMessages, sessionSchema } from "./session-record";

const form = {
  name: "Junior youth club",
  days: ["wednesday", "monday"],
  startTime: "16:00",
  endTime: "18:00",
  place: "The Youth Centre",
  audience: "everyone",
  agesFrom: "8",
  agesTo: "12",
  cost: "",
  joinMethod: "turn-up",
  joinLink: "",
  season: "term-time",
  firstDay: "",
  lastDay: "",
  closures: "25/12/2026\n27/07/2026 to 31/08/2026",
  description: "Games, crafts and sport.",
  imageMediaId: "",
};

/** Each field's first message, as the tab shows it. */
const errorsOf = (changes: Record<string, unknown>) => {
  const result = sessionSchema.safeParse({ ...form, ...changes });
  if (result.success) return {};
  return toFieldErrors(result.error);
};

describe("sessionSchema", () => {
  test("a form becomes a session: days in the week's order, closures as dates", () => {
    expect(sessionSchema.parse(form)).toMatchObject({
      days: ["monday", "wednesday"],
      agesFrom: 8,
      agesTo: 12,
      cost: 0,
      season: "term-time",
      firstDay: null,
      lastDay: null,
      closures: [
        { from: "2026-07-27", to: "2026-08-31" },
        { from: "2026-12-25", to: "2026-12-25" },
      ],
    });
  });

  test("one ticked day comes as a string, a repeated day counts once", () => {
    expect(sessionSchema.parse({ ...form, days: "friday" }).days).toEqual(["friday"]);
    expect(sessionSchema.parse({ ...form, days: ["friday", "friday"] }).days).toEqual(["friday"]);
  });

  test.each([
    [{ days: undefined }, "days", sessionMessages.daysMissing],
    [{ days: [] }, "days", sessionMessages.daysMissing],
    [{ days: ["monday", "funday"] }, "days", sessionMessages.daysUnknown],
    [{ days: { monday: true } }, "days", sessionMessages.daysUnknown],
    [{ endTime: "16:00" }, "endTime", sessionMessages.endBeforeStart],
    [{ startTime: "" }, "startTime", sessionMessages.startMissing],
    [{ name: "  " }, "name", sessionMessages.nameMissing],
    [{ place: "" }, "place", sessionMessages.placeMissing],
    [{ description: "" }, "description", sessionMessages.descriptionMissing],
    [{ firstDay: "2026-09-01", lastDay: "2026-08-31" }, "lastDay", sessionMessages.lastBeforeFirst],
    [{ firstDay: "2026-02-30" }, "firstDay", "This is not a real date."],
    [{ closures: "25/12/2026\nBoxing Day" }, "closures", closureMessages.format(2)],
    [{ agesFrom: "14", agesTo: "11" }, "agesTo", programmeMessages.agesOrder],
    [{ joinMethod: "link", joinLink: "" }, "joinLink", programmeMessages.linkMissing],
    [{ audience: "adults" }, "audience", "Choose who it is for."],
    [{ season: "winter" }, "season", "Choose when in the year it runs."],
  ])("%j is refused on %s", (changes, path, message) => {
    expect(errorsOf(changes)[path]).toBe(message);
  });
});
