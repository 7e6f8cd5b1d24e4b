// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "~/shared/site/site-settings";
import { withSiteData } from "../../../../tests/support/with-site-data";
import { ContactDetailsSection } from "./contact-details-section";

afterEach(cleanup);

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

async function renderContactDetails(settings: Partial<SiteSettings> = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: EditedContactDetails,
    },
  ]);
  render(withSiteData(settings, <Stub initialEntries={["/"]} />));
  await screen.findByRole("heading", { level: 2, name: "Reach us" });
}

/** A link's text as shown (its <wbr> break points add nothing). */
function linkTo(href: string) {
  const link = document.querySelector(`a[href="${href}"]`);
  if (!link) throw new Error(`No link to ${href}`);
  return link;
}

test("the cards' headings are the page's words; the details are the settings'", async () => {
  await renderContactDetails();
  const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
  expect(headings).toEqual([
    "Ring us",
    "Write to us",
    "Find us",
    "Opening hours",
    "Follow us",
    "Worried about a child?",
  ]);
  expect(screen.getByRole("link", { name: defaultSiteSettings.phone })).toBeTruthy();
  expect(linkTo(`mailto:${defaultSiteSettings.email}`).textContent).toBe(defaultSiteSettings.email);
  for (const line of defaultSiteSettings.openingHours) expect(screen.getByText(line)).toBeTruthy();
});

test("who to tell about a worry, with the lead's phone, email and the policy", async () => {
  await renderContactDetails({
    safeguarding: {
      leadName: "Jo Bloggs",
      phone: "01632 960 999",
      email: "jo@example.org",
      policyUrl: "https://example.org/policy",
      policyDocumentId: "",
    },
  });
  const card = screen.getByRole("heading", { name: "Worried about a child?" }).parentElement;
  expect(card?.textContent).toContain(
    "Talk to our safeguarding lead, Jo Bloggs, on 01632 960 999 or at jo@example.org.If a child is in immediate danger, call 999.",
  );
  expect(linkTo("tel:01632960999").textContent).toBe("01632 960 999");
  expect(linkTo("mailto:jo@example.org").textContent).toBe("jo@example.org");
  const policy = linkTo("https://example.org/policy");
  expect(policy.textContent).toBe("Read our safeguarding policy (opens in a new tab)");
  expect(policy.getAttribute("target")).toBe("_blank");
});

test("no opening hours and no policy link: neither shows", async () => {
  await renderContactDetails({
    openingHours: [],
    safeguarding: { ...defaultSiteSettings.safeguarding, policyUrl: "" },
  });
  expect(screen.queryByRole("heading", { name: "Opening hours" })).toBeNull();
  expect(screen.queryByText(/safeguarding policy/)).toBeNull();
});
