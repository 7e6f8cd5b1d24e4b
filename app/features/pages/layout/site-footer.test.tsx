// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { footerMapAttributes } from "~/shared/behaviours/footer-map";
import { hideExampleDetails } from "~/shared/site/example-details";
import { defaultSiteSettings, type SiteSettings } from "~/shared/site/site-settings";
import { withSiteData } from "../../../../tests/support/with-site-data";
import { SiteFooter } from "./site-footer";

afterEach(cleanup);

/** The map's place, which the footer-map behaviour fills with the map's frame. */
const mapPlace = (footer: HTMLElement) => footer.querySelector(`[${footerMapAttributes.src}]`);

async function renderFooter(settings: Partial<SiteSettings>) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: SiteFooter,
    },
  ]);
  render(withSiteData(settings, <Stub initialEntries={["/"]} />));
  return screen.findByRole("contentinfo");
}

test("the default wording is the footer's words until an admin changes them", async () => {
  const footer = await renderFooter({});
  const year = new Date().getFullYear();
  expect(footer.textContent).toContain(
    "Northfold Youth & Community is a youth and community charity in Northfold.",
  );
  expect(screen.getByRole("navigation", { name: "Quick links" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Get in touch" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Find Us" })).toBeTruthy();
  expect(mapPlace(footer)?.getAttribute(footerMapAttributes.title)).toBe("Find Us");
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
  expect(mapPlace(footer)?.getAttribute(footerMapAttributes.title)).toBe("Where we are");
  expect(screen.getByRole("link", { name: "Help us: Donate" })).toBeTruthy();
  const copyright = screen.getByText(
    `<b>Riverside Trust</b> since 1990, still here in ${year}. {unknown}`,
  );
  expect(copyright.querySelector("b")).toBeNull();
  for (const words of ["Quick links", "Get in touch", "Find Us", "Support our work", "rights"]) {
    expect(footer.textContent).not.toContain(words);
  }
});

test("the map's frame, a third-party page, is not in the page as served: its place is an empty box", async () => {
  const footer = await renderFooter({
    mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html",
  });
  expect(footer.querySelector("iframe")).toBeNull();
  const place = mapPlace(footer);
  expect(place?.getAttribute(footerMapAttributes.src)).toBe(
    "https://www.openstreetmap.org/export/embed.html",
  );
  expect(place?.getAttribute("aria-hidden")).toBe("true");
  expect(place?.childNodes).toHaveLength(0);
  expect(screen.getByRole("link", { name: "Open in maps (opens in a new tab)" })).toBeTruthy();
});

test("the logo's link names the short name it shows first when the full name does not contain it", async () => {
  await renderFooter({
    charityName: "Riverside Young People's Trust",
    shortName: "Riverside Youth",
  });
  expect(
    screen.getByRole("link", { name: "Riverside Youth, Riverside Young People's Trust, home" })
      .textContent,
  ).toBe("Riverside Youth");
});

test("every page's footer shows the charity number, the safeguarding lead and the opening hours", async () => {
  const footer = await renderFooter({
    charityName: "Riverside Trust",
    shortName: "Riverside",
    blurb: "{shortName} ({charity}) runs clubs by the canal.",
    charityNumber: "1123456",
    companyNumber: "01234567",
    openingHours: ["Mondays: 4pm to 9pm"],
    safeguarding: {
      leadName: "Jo Bloggs",
      phone: "01632 960 999",
      email: "jo@example.org",
      policyUrl: "https://example.org/policy",
      policyDocumentId: "",
    },
  });
  expect(footer.textContent).toContain("Riverside (Riverside Trust) runs clubs by the canal.");
  expect(screen.getByRole("link", { name: "Riverside Trust, home" }).textContent).toBe("Riverside");
  expect(
    screen.getByText("Registered charity number 1123456. Company number 01234567."),
  ).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Opening hours" })).toBeTruthy();
  expect(screen.getByText("Mondays: 4pm to 9pm")).toBeTruthy();
  const safeguarding = screen.getByRole("region", { name: "Worried about a child?" });
  expect(safeguarding.textContent).toContain(
    "Talk to our safeguarding lead, Jo Bloggs, on 01632 960 999 or at jo@example.org.",
  );
  expect(safeguarding.querySelector('a[href="mailto:jo@example.org"]')).toBeTruthy();
  expect(
    screen.getByRole("link", { name: "Read our safeguarding policy (opens in a new tab)" }),
  ).toBeTruthy();
});

test("without a company number only the charity's shows", async () => {
  await renderFooter({ charityNumber: "SC012345" });
  expect(screen.getByText("Registered charity number SC012345.")).toBeTruthy();
});

test("a fresh install's footer, as the root loader gives it, states none of the examples as facts", async () => {
  const seeded = defaultSiteSettings;
  const footer = await renderFooter(hideExampleDetails(seeded));
  for (const example of [
    "Registered charity number",
    seeded.charityNumber,
    seeded.email,
    seeded.phone,
    seeded.address[1] ?? "",
    seeded.safeguarding.leadName,
    seeded.safeguarding.phone,
  ]) {
    expect(footer.textContent).not.toContain(example);
  }
  expect(screen.queryByRole("heading", { name: "Find Us" })).toBeNull();
  expect(screen.getByRole("link", { name: "Send us a message" }).getAttribute("href")).toBe(
    "/contact",
  );
  expect(footer.textContent).toContain("NSPCC helpline on 0808 800 5000");
  expect(footer.textContent).toContain("If a child is in immediate danger, call 999.");
  cleanup();
  await renderFooter({ ...hideExampleDetails(seeded), companyNumber: "01234567" });
  expect(screen.getByText("Company number 01234567.")).toBeTruthy();
  expect(screen.queryByText(/Registered charity number/)).toBeNull();
});

test("each real detail shows as soon as it is set, the others still hidden", async () => {
  const footer = await renderFooter(
    hideExampleDetails({
      ...defaultSiteSettings,
      charityNumber: "1123456",
      phone: "01234 567 890",
      safeguarding: { ...defaultSiteSettings.safeguarding, email: "keepsafe@riverside.org.uk" },
    }),
  );
  expect(screen.getByText("Registered charity number 1123456.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "01234 567 890" })).toBeTruthy();
  expect(screen.queryByRole("link", { name: "Send us a message" })).toBeNull();
  expect(footer.textContent).toContain(
    "Talk to our safeguarding lead at keepsafe@riverside.org.uk.",
  );
  expect(footer.textContent).not.toContain("NSPCC");
});

test("the map has an Open in maps link", async () => {
  await renderFooter({});
  const openInMaps = screen.getByRole("link", { name: "Open in maps (opens in a new tab)" });
  expect(openInMaps.getAttribute("href")).toBe("https://www.openstreetmap.org/#map=14/53.75/-2.24");
  expect(openInMaps.getAttribute("target")).toBe("_blank");
  expect(openInMaps.getAttribute("rel")).toBe("noopener noreferrer");
});
