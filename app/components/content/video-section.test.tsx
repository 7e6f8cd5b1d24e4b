// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { defaultSiteSettings } from "~/content/site-settings";
import { VideoSection } from "./video-section";

afterEach(cleanup);

const Nothing = () => null;

function EditedVideoSection() {
  return <VideoSection id="latest" title="Our news" comingSoon="A new film is coming soon." />;
}

test("until a video link is set, the poster carries the page's coming-soon words", async () => {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings: { ...defaultSiteSettings, latestVideoUrl: "" } }),
      Component: EditedVideoSection,
      HydrateFallback: Nothing,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 2, name: "Our news" });
  expect(screen.getByText("A new film is coming soon.").tagName).toBe("FIGCAPTION");
  expect(screen.queryByRole("button")).toBeNull();
});
