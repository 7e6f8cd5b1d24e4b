import { expect, test } from "vitest";
import { programmeMessages } from "../programme/programme-details";
import { eventCategories, eventFields, eventMessages, eventSchema } from "./event-record";

/** Saturday 6 March 2027: the first Saturday of its month. */
const event = {
  title: "Sponsored bike ride",
  startsOn: "2027-03-06",
  repeats: "none",
  startTime: "10:00",
  location: "The centre",
  description: "Ride 20 miles to raise money for the youth club.",
  joinMethod: "turn-up",
};

/** The messages a form gets, by field. */
function refusals(form: Record<string, string>) {
  const result = eventSchema.safeParse(form);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

function accepted(form: Record<string, string>) {
  const result = eventSchema.safeParse(form);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

test("events take the seed's six categories, in its order", () => {
  expect(eventCategories).toEqual([
    "Sports",
    "Youth",
    "Community",
    "Fundraising",
    "Education",
    "Workshops",
  ]);
  const field = eventFields.find((candidate) => candidate.name === "category");
  expect(field && "options" in field ? field.options.map((option) => option.value) : []).toEqual([
    ...eventCategories,
  ]);
});

test("a fundraising event is accepted; a category outside the list is refused", () => {
  expect(eventSchema.safeParse({ ...event, category: "Fundraising" }).success).toBe(true);
  const refused = eventSchema.safeParse({ ...event, category: "Raffles" });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toBe("Choose a category.");
});

test("an event is stored with its rule, ages, cost and way of joining", () => {
  expect(
    accepted({
      ...event,
      category: "Fundraising",
      repeats: "monthly-1",
      repeatUntil: "2027-12-31",
      agesFrom: "8",
      agesTo: "12",
      cost: "2.50",
      joinMethod: "link",
      joinLink: "https://tickets.example.net/ride",
    }),
  ).toEqual({
    title: "Sponsored bike ride",
    category: "Fundraising",
    startsOn: "2027-03-06",
    repeat: { every: "month", week: 1, until: "2027-12-31" },
    startTime: "10:00",
    endTime: null,
    location: "The centre",
    description: "Ride 20 miles to raise money for the youth club.",
    imageMediaId: null,
    ages: { from: 8, to: 12 },
    costPence: 250,
    join: { method: "link", link: "https://tickets.example.net/ride" },
  });
});

test("each Repeats choice becomes its rule; an end is kept only for a repeat", () => {
  const rule = (repeats: string, startsOn = event.startsOn, repeatUntil = "") =>
    accepted({ ...event, category: "Sports", repeats, startsOn, repeatUntil }).repeat;
  expect(rule("none", event.startsOn, "2027-12-31")).toBeNull();
  expect(rule("weekly")).toEqual({ every: "week", until: null });
  expect(rule("weekly", event.startsOn, "2027-03-06")).toEqual({
    every: "week",
    until: "2027-03-06",
  });
  // 13 March is the second Saturday, 20 the third, 27 both the fourth and the last.
  expect(rule("monthly-2", "2027-03-13")).toEqual({ every: "month", week: 2, until: null });
  expect(rule("monthly-3", "2027-03-20")).toEqual({ every: "month", week: 3, until: null });
  expect(rule("monthly-4", "2027-03-27")).toEqual({ every: "month", week: 4, until: null });
  expect(rule("monthly-last", "2027-03-27")).toEqual({ every: "month", week: -1, until: null });
  // 29 March 2027 is a Monday, the fifth and last of its month.
  expect(rule("monthly-last", "2027-03-29")).toEqual({ every: "month", week: -1, until: null });
});

test("a date to be announced needs no date and keeps none, nor a rule", () => {
  const tba = accepted({ ...event, category: "Workshops", repeats: "tba", startsOn: "" });
  expect(tba.startsOn).toBeNull();
  expect(tba.repeat).toBeNull();
  // A date left in the box is not kept: the event has none yet.
  const left = accepted({
    ...event,
    category: "Workshops",
    repeats: "tba",
    repeatUntil: "2027-05-01",
  });
  expect(left.startsOn).toBeNull();
  expect(left.repeat).toBeNull();
});

test("without a date, and not to be announced, the date is asked for beside the other fields", () => {
  expect(refusals({ ...event, category: "Sports", startsOn: "" })).toEqual({
    startsOn: eventMessages.dateMissing,
  });
  // Sent empty: every required field says so at once, the date with them.
  expect(refusals({ repeats: "none", joinMethod: "turn-up", category: "Sports" })).toEqual({
    title: eventMessages.titleMissing,
    startsOn: eventMessages.dateMissing,
    startTime: eventMessages.timeMissing,
    location: eventMessages.locationMissing,
    description: eventMessages.descriptionMissing,
  });
  expect(refusals({ category: "Sports", joinMethod: "turn-up" })).toMatchObject({
    repeats: eventMessages.repeatsMissing,
    startsOn: eventMessages.dateMissing,
  });
});

test.each([
  ["monthly-1", "2027-03-13", "Saturday 13 March 2027 is not the first Saturday of its month."],
  ["monthly-4", "2027-03-29", "Monday 29 March 2027 is not the fourth Monday of its month."],
  ["monthly-last", "2027-03-20", "Saturday 20 March 2027 is not the last Saturday of its month."],
])("%s on %s is refused beside the date", (repeats, startsOn, start) => {
  const messages = refusals({ ...event, category: "Sports", repeats, startsOn });
  expect(Object.keys(messages)).toEqual(["startsOn"]);
  expect(messages.startsOn).toBe(`${start} Choose a date that is, or another Repeats choice.`);
});

test("an end before the first date, a bad date, a made-up rule and bad details are refused", () => {
  expect(
    refusals({ ...event, category: "Sports", repeats: "weekly", repeatUntil: "2027-03-05" }),
  ).toEqual({ repeatUntil: eventMessages.untilBeforeStart });
  expect(refusals({ ...event, category: "Sports", repeatUntil: "2027-02-31" })).toEqual({
    repeatUntil: "This is not a real date.",
  });
  expect(refusals({ ...event, category: "Sports", startsOn: "6/3/2027" })).toEqual({
    startsOn: "Enter the date as day, month and year.",
  });
  expect(refusals({ ...event, category: "Sports", repeats: "fortnightly" })).toEqual({
    repeats: eventMessages.repeatsMissing,
  });
  expect(
    refusals({ ...event, category: "Sports", agesFrom: "12", agesTo: "8", joinMethod: "link" }),
  ).toEqual({ agesTo: programmeMessages.agesOrder, joinLink: programmeMessages.linkMissing });
});

test("the form asks for the date, its repeat and end, then the programme's details", () => {
  const names = eventFields.map((field) => field.name);
  expect(names.slice(0, 5)).toEqual(["title", "category", "startsOn", "repeats", "repeatUntil"]);
  expect(names).toEqual(
    expect.arrayContaining(["agesFrom", "agesTo", "cost", "joinMethod", "joinLink"]),
  );
  // Not marked required: an event to be announced has none.
  expect(eventFields.find((field) => field.name === "startsOn")?.required).toBeUndefined();
});
