import { describe, expect, it } from "vitest";
import { buildEventJsonLd, serializeJsonLd } from "./event-json-ld";
import type { SiteEvent } from "./event-types";

const pageUrl = "https://www.example.org/news/events/summer-fun-day";
const organiser = { name: "Example Youth Trust", url: "https://www.example.org/" };

const summerEvent: SiteEvent = {
  id: "5b0c6a1e-8f4e-4c1a-9a55-0d6f3b8c2e11",
  slug: "summer-fun-day",
  title: "Summer Fun Day",
  category: "Community",
  startsOn: "2025-07-05",
  startTime: "18:00",
  endTime: "20:00",
  location: "Town Park",
  description: "Games and food.",
  image: { src: "/media/images/abc/960.webp", alt: "Children playing" },
  updatedAt: "2025-06-01T09:30:15.123Z",
};

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
      url: pageUrl,
      organizer: {
        "@type": "Organization",
        name: "Example Youth Trust",
        url: "https://www.example.org/",
      },
    });
  });

  it("writes GMT dates with +00:00 and gives an open-ended event an hour", () => {
    const winter = buildEventJsonLd(
      { ...summerEvent, startsOn: "2026-01-10", endTime: null, image: null },
      { pageUrl, organiser },
    );
    expect(winter.startDate).toBe("2026-01-10T18:00:00+00:00");
    expect(winter.endDate).toBe("2026-01-10T19:00:00+00:00");
    expect(winter).not.toHaveProperty("image");
  });

  it("takes each end's own offset when an event runs across the October clock change", () => {
    const overnight = buildEventJsonLd(
      { ...summerEvent, startsOn: "2025-10-25", startTime: "23:00", endTime: "03:00" },
      { pageUrl, organiser },
    );
    expect(overnight.startDate).toBe("2025-10-25T23:00:00+01:00");
    expect(overnight.endDate).toBe("2025-10-26T03:00:00+00:00");
  });

  it("keeps an image that is already absolute", () => {
    const elsewhere = "https://media.example.net/bucket/picture.webp";
    const jsonLd = buildEventJsonLd(
      { ...summerEvent, image: { src: elsewhere, alt: "" } },
      { pageUrl, organiser },
    );
    expect(jsonLd.image).toBe(elsewhere);
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
