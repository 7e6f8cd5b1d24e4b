// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { installVideoFacade } from "~/shared/behaviours/video-facade";
import { VideoSection } from "./video-section";

// The facade's player comes from the early behaviour every visitor's page inlines (ADR 0033).
beforeAll(() => installVideoFacade(document));
afterEach(cleanup);

test("until the YouTube tab has a video, the poster carries the page's coming-soon words", () => {
  render(
    <VideoSection
      id="latest"
      title="Our news"
      comingSoon="A new film is coming soon."
      video={undefined}
    />,
  );
  expect(screen.getByRole("heading", { level: 2, name: "Our news" })).toBeTruthy();
  expect(screen.getByText("A new film is coming soon.").tagName).toBe("FIGCAPTION");
  expect(screen.queryByRole("link")).toBeNull();
});

test("the latest video waits to be seen: YouTube loads only once it is in view or pressed", () => {
  const { container } = render(
    <VideoSection
      id="latest"
      title="Our news"
      comingSoon="Soon."
      video={{
        id: "v1",
        videoId: "abcdefghijk",
        title: "Summer camp 2026",
        description: "",
        publishedOn: "2026-08-01",
      }}
    />,
  );
  expect(container.querySelector("iframe")).toBeNull();
  expect(container.querySelector("a[data-video-play-when-visible]")).not.toBeNull();
  fireEvent.click(screen.getByRole("link", { name: "Play video: Summer camp 2026" }));
  expect(container.querySelector("iframe")?.getAttribute("src")).toContain(
    "youtube-nocookie.com/embed/abcdefghijk",
  );
});
