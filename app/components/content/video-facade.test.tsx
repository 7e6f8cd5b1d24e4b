// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { VideoFacade } from "./video-facade";

afterEach(cleanup);

test("loads nothing from YouTube until the visitor presses play", () => {
  const { container } = render(
    <VideoFacade videoId="abcdefghijk" title="Watch Our Latest Update" />,
  );
  expect(container.querySelector("iframe")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Play video: Watch Our Latest Update" }));
  const frame = container.querySelector("iframe");
  expect(frame?.getAttribute("title")).toBe("Watch Our Latest Update");
  expect(frame?.getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&mute=1&rel=0&modestbranding=1",
  );
});
