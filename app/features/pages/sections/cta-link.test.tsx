// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { withSiteData } from "../../../../tests/support/with-site-data";
import { getPageContent } from "../page-content.server";
import { CtaLink } from "./cta-link";

afterEach(cleanup);

function DonationButtons() {
  return (
    <>
      <CtaLink cta="donate-now" />
      <CtaLink cta="set-up-monthly-donation" />
    </>
  );
}

test("Donate Now and Set Up Monthly Donation lead to the Donate page's amount chooser", async () => {
  const donationSection = getPageContent("donate").sections.find(
    (section) => section.type === "donation",
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: DonationButtons,
    },
  ]);
  render(withSiteData({}, <Stub initialEntries={["/"]} />));
  const chooser = `/donate#${donationSection?.id}`;
  expect((await screen.findByRole("link", { name: "Donate Now" })).getAttribute("href")).toBe(
    chooser,
  );
  expect(screen.getByRole("link", { name: "Set Up Monthly Donation" }).getAttribute("href")).toBe(
    chooser,
  );
});
