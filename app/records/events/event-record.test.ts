import { expect, test } from "vitest";
import { eventCategories, eventFields, eventSchema } from "./event-record";

const event = {
  title: "Sponsored bike ride",
  startsOn: "2027-03-06",
  startTime: "10:00",
  location: "The centre",
  description: "Ride 20 miles to raise money for the youth club.",
};

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
