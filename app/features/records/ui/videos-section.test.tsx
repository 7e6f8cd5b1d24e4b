// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { installVideoFacade } from "~/shared/behaviours/video-facade";
import { VideosSection } from "./videos-section";

// The facade's player comes from the early behaviour every visitor's page inlines (ADR 0033).
beforeAll(() => installVideoFacade(document));
afterEach(cleanup);

const videos = [
  {
    id: "v2",
    videoId: "abcdefghijk",
    title: "Summer camp 2026",
    description: "Five days in the Dales.\nFilmed by the young people.",
    publishedOn: "2026-08-01",
  },
  {
    id: "v1",
    videoId: "bcdefghijkl",
    title: "Spring showcase",
    description: "",
    publishedOn: "2026-04-12",
  },
];

test("with no videos the section is not there at all", () => {
  const { container } = render(<VideosSection id="videos" title="Our Videos" videos={[]} />);
  expect(container.innerHTML).toBe("");
});

test("each video shows its title, date and words, and loads from YouTube only on play", () => {
  const { container } = render(<VideosSection id="videos" title="Our Videos" videos={videos} />);
  expect(screen.getByRole("heading", { level: 2, name: "Our Videos" })).toBeTruthy();
  expect(screen.getByRole("heading", { level: 3, name: "Summer camp 2026" })).toBeTruthy();
  expect(screen.getByRole("heading", { level: 3, name: "Spring showcase" })).toBeTruthy();
  expect(screen.getByText("1 August 2026").getAttribute("datetime")).toBe("2026-08-01");
  expect(screen.getByText(/Five days in the Dales\./).textContent).toBe(videos[0]?.description);
  expect(container.querySelector("iframe")).toBeNull();

  fireEvent.click(screen.getByRole("link", { name: "Play video: Spring showcase" }));
  const frames = container.querySelectorAll("iframe");
  expect(frames).toHaveLength(1);
  expect(frames[0]?.getAttribute("src")).toContain("youtube-nocookie.com/embed/bcdefghijkl");
});
