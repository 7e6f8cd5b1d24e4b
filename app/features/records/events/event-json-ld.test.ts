import { describe, expect, it } from "vitest";
import { buildEventJsonLd, serializeJsonLd } from "./event-json-ld";
import type { ListedEvent } from "./event-types";

const pageUrl = "https://www.example.org/news/events/summer-fun-day";
const organiser = { name: "Example Youth Trust", url: "https://www.example.org/" };

const summerEvent: ListedEvent = {
  id: "5b0c6a1e-8f4e-4c1a-9a55-0d6f3b8c2e11",
  slug: "summer-fun-day",
  title: "Summer Fun Day",
  category: "Community",
  startsOn: "2025-07-05",
  startTime: "18:00",
  endTime: "20:00",
  repeat: null,
  location: "Town Park",
  description: "Games and food.",
  image: { src: "/media/images/abc/960.webp", alt: "Children playing" },
  updatedAt: "2025-06-01T09:30:15.123Z",
  ages: null,
  costPence: 0,
  join: { method: "turn-up", link: null },
  shownOn: "2025-07-05",
};

/** The JSON-LD, which an event with a date always has. */
function jsonLdOf(event: ListedEvent) {
  const jsonLd = buildEventJsonLd(event, { pageUrl, organiser });
  if (!jsonLd) throw new Error("no JSON-LD");
  return jsonLd;
}

describe("buildEventJsonLd", () => {
  it("describes a scheduled, in-person event with its place, picture and organiser", () => {
    expect(buildEventJsonLd(summerEvent, { pageUrl, organiser })).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Summer Fun Day",
      description: "Games and food.",
      startDate: "2025-07-05T18:00:00+01:00",
      endDate: "2025-07-05T20:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Town Park", address: "Town Park" },
      image: "https://www.example.org/media/images/abc/960.webp",
      isAccessibleForFree: true,
      url: pageUrl,
      organizer: {
        "@type": "Organization",
        name: "Example Youth Trust",
        url: "https://www.example.org/",
      },
    });
  });

  it("writes GMT dates with +00:00 and gives an open-ended event an hour", () => {
    const winter = jsonLdOf({
      ...summerEvent,
      startsOn: "2026-01-10",
      shownOn: "2026-01-10",
      endTime: null,
      image: null,
    });
    expect(winter.startDate).toBe("2026-01-10T18:00:00+00:00");
    expect(winter.endDate).toBe("2026-01-10T19:00:00+00:00");
    expect(winter).not.toHaveProperty("image");
  });

  it("takes each end's own offset when an event runs across the October clock change", () => {
    const overnight = jsonLdOf({
      ...summerEvent,
      startsOn: "2025-10-25",
      shownOn: "2025-10-25",
      startTime: "23:00",
      endTime: "03:00",
    });
    expect(overnight.startDate).toBe("2025-10-25T23:00:00+01:00");
    expect(overnight.endDate).toBe("2025-10-26T03:00:00+00:00");
  });

  it("keeps an image that is already absolute", () => {
    const elsewhere = "https://media.example.net/bucket/picture.webp";
    const jsonLd = jsonLdOf({ ...summerEvent, image: { src: elsewhere, alt: "" } });
    expect(jsonLd.image).toBe(elsewhere);
  });

  it("describes a repeating event's shown occurrence, not its first date", () => {
    const monthly = jsonLdOf({
      ...summerEvent,
      startsOn: "2025-07-05",
      repeat: { every: "month", week: 1, until: null },
      shownOn: "2025-11-01",
    });
    expect(monthly.startDate).toBe("2025-11-01T18:00:00+00:00");
    expect(monthly.endDate).toBe("2025-11-01T20:00:00+00:00");
  });

  it("gives ages and a price in pounds, and says when it is free", () => {
    const priced = jsonLdOf({
      ...summerEvent,
      ages: { from: 8, to: 12 },
      costPence: 250,
      join: { method: "link", link: "https://tickets.example.net/fun-day" },
    });
    expect(priced).toMatchObject({
      typicalAgeRange: "8-12",
      isAccessibleForFree: false,
      offers: {
        "@type": "Offer",
        price: "2.50",
        priceCurrency: "GBP",
        url: "https://tickets.example.net/fun-day",
      },
    });
    expect(jsonLdOf(summerEvent)).not.toHaveProperty("offers");
    expect(jsonLdOf(summerEvent)).not.toHaveProperty("typicalAgeRange");
  });

  it("has none while the date is to be announced", () => {
    expect(
      buildEventJsonLd({ ...summerEvent, startsOn: null, shownOn: null }, { pageUrl, organiser }),
    ).toBeNull();
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written into, and reads back the same", () => {
    const value = { name: "Fun </script><script>alert(1)</script> <!-- day" };
    const text = serializeJsonLd(value);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(value);
  });
});
