// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { defaultSiteSettings } from "~/content/site-settings";
import { ContactDetailsSection } from "./contact-details-section";

afterEach(cleanup);

const Nothing = () => null;

function EditedContactDetails() {
  return (
    <ContactDetailsSection
      id="contact-details"
      title="Reach us"
      phoneHeading="Ring us"
      emailHeading="Write to us"
      addressHeading="Find us"
      socialHeading="Follow us"
    />
  );
}

test("the cards' headings are the page's words; the details are the settings'", async () => {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings: defaultSiteSettings }),
      Component: EditedContactDetails,
      HydrateFallback: Nothing,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 2, name: "Reach us" });
  const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
  expect(headings).toEqual(["Ring us", "Write to us", "Find us", "Follow us"]);
  expect(screen.getByRole("link", { name: defaultSiteSettings.phone })).toBeTruthy();
  expect(screen.getByRole("link", { name: defaultSiteSettings.email })).toBeTruthy();
});
