// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { installVideoFacade } from "~/shared/behaviours/video-facade";
import { VideoFacade } from "./video-facade";

beforeAll(() => installVideoFacade(document));
afterEach(cleanup);

test("links to the video on YouTube, and loads nothing from YouTube until it is pressed", () => {
  const { container } = render(
    <VideoFacade videoId="abcdefghijk" title="Watch Our Latest Update" />,
  );
  expect(container.querySelector("iframe")).toBeNull();
  const play = screen.getByRole("link", { name: "Play video: Watch Our Latest Update" });
  expect(play.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abcdefghijk");
  fireEvent.click(play);
  const frame = container.querySelector("iframe");
  expect(frame?.getAttribute("title")).toBe("Watch Our Latest Update");
  expect(frame?.getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&mute=1&rel=0&modestbranding=1",
  );
});
