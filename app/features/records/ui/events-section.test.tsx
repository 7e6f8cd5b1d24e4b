// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { ListedEvent } from "../events/event-types";
import { EventsSection } from "./events-section";

afterEach(cleanup);

const Nothing = () => null;

function siteEvent(changes: Partial<ListedEvent>): ListedEvent {
  return {
    id: "e1",
    slug: "winter-disco",
    title: "Winter Disco",
    category: "Youth",
    startsOn: "2025-12-06",
    startTime: "18:00",
    endTime: "20:00",
    repeat: null,
    location: "Town Hall",
    description: "Music, games and hot chocolate.",
    image: null,
    updatedAt: "2025-11-01T10:00:00.000Z",
    ages: null,
    costPence: 0,
    join: { method: "turn-up", link: null },
    shownOn: "2025-12-06",
    ...changes,
  };
}

type Props = ComponentProps<typeof EventsSection>;

/** The section with the props its route's loader gave: its links need a router around them. */
function RoutedEventsSection() {
  return <EventsSection {...useLoaderData<Props>()} />;
}

async function renderEvents(changes: Partial<Props>) {
  const props: Props = {
    id: "events",
    title: "Upcoming Events",
    events: { upcoming: [], past: [] },
    ...changes,
  };
  const Stub = createRoutesStub([
    {
      path: "/news",
      loader: () => props,
      Component: RoutedEventsSection,
      HydrateFallback: Nothing,
    },
  ]);
  render(<Stub initialEntries={["/news"]} />);
  await screen.findByRole("heading", { level: 2, name: "Upcoming Events" });
}

test("an upcoming event's card names its day, time and place, and its title links to its page", async () => {
  await renderEvents({
    events: {
      upcoming: [siteEvent({ image: { src: "/media/disco.webp", alt: "Young people dancing" } })],
      past: [],
    },
  });
  const heading = screen.getByRole("heading", { level: 3, name: "Winter Disco" });
  const link = within(heading).getByRole("link", { name: "Winter Disco" });
  expect(link.getAttribute("href")).toBe("/news/events/winter-disco");
  const card = heading.closest("article") as HTMLElement;
  expect(within(card).getByText("Saturday 6 December 2025").getAttribute("datetime")).toBe(
    "2025-12-06",
  );
  expect(within(card).getByText("6pm to 8pm")).toBeTruthy();
  expect(within(card).getByText("Town Hall")).toBeTruthy();
  expect(within(card).getByText("Youth")).toBeTruthy();
  expect(within(card).getByRole("img", { name: "Young people dancing" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Past events" })).toBeNull();
});

test("past events are listed under the past heading, linked to their pages", async () => {
  await renderEvents({
    pastTitle: "Recent events",
    events: {
      upcoming: [siteEvent({})],
      past: [
        siteEvent({
          id: "e0",
          slug: "summer-fun-day",
          title: "Summer Fun Day",
          startsOn: "2025-07-05",
          shownOn: "2025-07-05",
        }),
      ],
    },
  });
  const heading = screen.getByRole("heading", { level: 3, name: "Recent events" });
  const past = heading.closest("section") as HTMLElement;
  expect(past.getAttribute("aria-labelledby")).toBe(heading.id);
  const link = within(past).getByRole("link", { name: "Summer Fun Day" });
  expect(link.getAttribute("href")).toBe("/news/events/summer-fun-day");
  expect(within(past).getByText("Saturday 5 July 2025").tagName).toBe("TIME");
  expect(within(past).queryByRole("link", { name: "Winter Disco" })).toBeNull();
});

test("with nothing coming up, the section says so in staff's words or a default sentence", async () => {
  await renderEvents({ noneUpcoming: "Nothing planned yet: see you in the spring!" });
  expect(screen.getByText("Nothing planned yet: see you in the spring!")).toBeTruthy();
  expect(screen.queryByRole("list")).toBeNull();
  cleanup();

  await renderEvents({ events: { upcoming: [], past: [siteEvent({})] } });
  expect(screen.getByText("No events are planned just now. Please check back soon.")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 3, name: "Past events" })).toBeTruthy();
});

test("a title written as markup shows as text", async () => {
  const title = '<script>alert("hi")</script>';
  await renderEvents({ events: { upcoming: [siteEvent({ title })], past: [] } });
  expect(screen.getByRole("link", { name: title })).toBeTruthy();
  expect(document.querySelector("script")).toBeNull();
});

test("a repeating event's card gives its next date and its rule in words", async () => {
  await renderEvents({
    events: {
      upcoming: [
        siteEvent({
          startsOn: "2025-11-01",
          repeat: { every: "month", week: 1, until: null },
          shownOn: "2026-01-03",
        }),
      ],
      past: [],
    },
  });
  const card = screen.getByRole("article");
  expect(within(card).getByText("Saturday 3 January 2026").getAttribute("datetime")).toBe(
    "2026-01-03",
  );
  expect(within(card).getByText("Every month on the first Saturday")).toBeTruthy();
  expect(within(card).getByText("Next date").className).toContain("sr-only");
});

test("an event whose date is to be announced says it is coming soon, with no date", async () => {
  await renderEvents({
    events: { upcoming: [siteEvent({ startsOn: null, shownOn: null })], past: [] },
  });
  const card = screen.getByRole("article");
  expect(within(card).getByText("Coming soon")).toBeTruthy();
  expect(card.querySelector("time")).toBeNull();
});

test("a card says which ages, what it costs and how to join, with the way in as a link", async () => {
  await renderEvents({
    events: {
      upcoming: [
        siteEvent({
          ages: { from: 8, to: 12 },
          costPence: 250,
          join: { method: "register", link: null },
        }),
        siteEvent({
          id: "e2",
          title: "Climbing trip",
          join: { method: "link", link: "https://climb.example.net/book" },
        }),
      ],
      past: [],
    },
  });
  const [disco, climbing] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
  expect(within(disco).getByText("Ages 8 to 12")).toBeTruthy();
  expect(within(disco).getByText("£2.50")).toBeTruthy();
  const register = within(disco).getByRole("link", {
    name: "Register with our form first for Winter Disco",
  });
  expect(register.getAttribute("href")).toBe("/contact/register-child");
  expect(within(climbing).getByText("All ages")).toBeTruthy();
  expect(within(climbing).getByText("Free")).toBeTruthy();
  const booking = within(climbing).getByRole("link", {
    name: "Book a place online for Climbing trip (another website)",
  });
  expect(booking.getAttribute("href")).toBe("https://climb.example.net/book");
  expect(booking.getAttribute("rel")).toBe("noopener noreferrer");
});
