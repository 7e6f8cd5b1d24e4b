// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "~/content/site-settings";
import { SiteFooter } from "./site-footer";

afterEach(cleanup);

const Nothing = () => null;

async function renderFooter(settings: Partial<SiteSettings>) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings: { ...defaultSiteSettings, ...settings } }),
      Component: SiteFooter,
      HydrateFallback: Nothing,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

test("the default wording is the footer's words until an admin changes them", async () => {
  const footer = await renderFooter({});
  const year = new Date().getFullYear();
  expect(footer.textContent).toContain(defaultSiteSettings.blurb);
  expect(screen.getByRole("navigation", { name: "Quick links" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Get in touch" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Find Us" })).toBeTruthy();
  expect(footer.querySelector("iframe")?.getAttribute("title")).toBe("Find Us");
  expect(screen.getByRole("link", { name: "Support our work: Donate" }).getAttribute("href")).toBe(
    "/donate",
  );
  expect(
    screen.getByText(`© ${year} Northfold Youth & Community. All rights reserved.`),
  ).toBeTruthy();
});

test("every footer word comes from the settings; {year} and {charity} are filled in as text", async () => {
  const footer = await renderFooter({
    charityName: "Riverside Trust",
    blurb: "Open every day for young people in Riverside.",
    footerDonateLabel: "Help us",
    footerLinksHeading: "Pages",
    footerContactHeading: "Talk to us",
    footerMapTitle: "Where we are",
    footerCopyright: "<b>{charity}</b> since 1990, still here in {year}. {unknown}",
  });
  const year = new Date().getFullYear();
  expect(footer.textContent).toContain("Open every day for young people in Riverside.");
  expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Talk to us" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Where we are" })).toBeTruthy();
  expect(footer.querySelector("iframe")?.getAttribute("title")).toBe("Where we are");
  expect(screen.getByRole("link", { name: "Help us: Donate" })).toBeTruthy();
  const copyright = screen.getByText(
    `<b>Riverside Trust</b> since 1990, still here in ${year}. {unknown}`,
  );
  expect(copyright.querySelector("b")).toBeNull();
  for (const words of ["Quick links", "Get in touch", "Find Us", "Support our work", "rights"]) {
    expect(footer.textContent).not.toContain(words);
  }
});
