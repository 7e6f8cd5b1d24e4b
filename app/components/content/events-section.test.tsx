// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { SiteEvent } from "~/records/events/event-types";
import { EventsSection } from "./events-section";

afterEach(cleanup);

const Nothing = () => null;

function siteEvent(changes: Partial<SiteEvent>): SiteEvent {
  return {
    id: "e1",
    slug: "winter-disco",
    title: "Winter Disco",
    category: "Youth",
    startsOn: "2025-12-06",
    startTime: "18:00",
    endTime: "20:00",
    location: "Town Hall",
    description: "Music, games and hot chocolate.",
    image: null,
    updatedAt: "2025-11-01T10:00:00.000Z",
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
