// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeAll, expect, test } from "vitest";
import { installDonationAmounts } from "~/shared/behaviours/donation-amounts";
import { SiteDataContext } from "~/shared/site/site-data";
import { builtInLogo } from "~/shared/site/site-logo";
import { defaultSiteSettings, type SiteSettings } from "~/shared/site/site-settings";
import { withSiteData } from "../../../../tests/support/with-site-data";
import { getPageContent } from "../page-content.server";
import type { SectionFields } from "../page-content-schema";
import { DonationSection } from "./donation-section";

beforeAll(() => installDonationAmounts(document));
afterEach(cleanup);

const Nothing = () => null;

function builtInDonationSection() {
  for (const section of getPageContent("donate").sections) {
    if (section.type === "donation") return section;
  }
  throw new Error("The donate page has no donation section.");
}
const builtIn = builtInDonationSection();

type Wording = Partial<SectionFields<"donation">>;

/** The donate page's section with some of its words changed, as staff would. */
function EditedDonationSection() {
  const { wording } = useLoaderData<{ wording: Wording }>();
  return <DonationSection {...builtIn} {...wording} />;
}

async function renderDonation(settings: Partial<SiteSettings>, wording: Wording = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ wording }),
      Component: EditedDonationSection,
      HydrateFallback: Nothing,
    },
  ]);
  render(withSiteData(settings, <Stub initialEntries={["/"]} />));
  await screen.findByRole("heading", { level: 2 });
}

test("without a donation link, the page's wording explains how to give, with the settings' details", async () => {
  await renderDonation({ donationUrl: "" });
  const note = screen.getByRole("note");
  expect(note.querySelector("p")?.textContent).toBe("Online giving is not switched on yet.");
  expect(note.querySelector("p + p")?.textContent).toBe(
    `You can still give today: email ${defaultSiteSettings.email} or call ${defaultSiteSettings.phone}, and we will explain how to give by bank transfer, cheque or in person.`,
  );
  expect(screen.getByRole("link", { name: defaultSiteSettings.email }).getAttribute("href")).toBe(
    `mailto:${defaultSiteSettings.email}?subject=I%20would%20like%20to%20donate`,
  );
  expect(
    screen.getByText(
      "Payments are taken securely by our donation provider. We never see or store your card details.",
    ),
  ).toBeTruthy();
});

test("staff's wording replaces every sentence; {email} becomes the link and markup stays text", async () => {
  await renderDonation(
    { donationUrl: "", email: "give@example.org", phone: "01632 960 999" },
    {
      offlineHeading: "Giving online is coming soon.",
      offlineText: "Ring {phone} or write to {email} <b>today</b>.",
      offlineEmailSubject: "A gift",
      paymentNote: "We never keep card numbers.",
    },
  );
  const note = screen.getByRole("note");
  expect(note.textContent).toBe(
    "Giving online is coming soon.Ring 01632 960 999 or write to give@example.org <b>today</b>.",
  );
  expect(note.querySelector("b")).toBeNull();
  expect(screen.getByRole("link", { name: "give@example.org" }).getAttribute("href")).toBe(
    "mailto:give@example.org?subject=A%20gift",
  );
  expect(screen.getByText("We never keep card numbers.")).toBeTruthy();
  expect(screen.queryByText(/switched on|card details/)).toBeNull();
});

test("the amount pickers' headings, labels, error and monthly suffix are the page's words", async () => {
  await renderDonation(
    {},
    {
      onceHeading: "One gift",
      onceAmountsLabel: "Pick a gift",
      otherAmountChoice: "Something else",
      otherAmountLabel: "Your amount",
      otherAmountError: "Whole pounds only, up to £{max}.",
      monthlyHeading: "Every month",
      monthlyAmountsLabel: "Pick a monthly gift",
      perMonth: "monthly",
      noAmountPrompt: "pick an amount",
    },
  );
  expect(screen.getByRole("heading", { level: 3, name: "One gift" })).toBeTruthy();
  expect(screen.getByRole("heading", { level: 3, name: "Every month" })).toBeTruthy();
  expect(screen.getByRole("group", { name: "Pick a monthly gift" })).toBeTruthy();
  expect(screen.getByRole("radio", { name: "£15 monthly" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Set Up Monthly Donation: £15 monthly" })).toBeTruthy();

  const once = screen.getByRole("group", { name: "Pick a gift" });
  fireEvent.click(once.querySelector("input[value=other]") as HTMLInputElement);
  expect(screen.getByText("Donate Now: pick an amount").hidden).toBe(false);
  expect(screen.getByText("Whole pounds only, up to £10,000.").hidden).toBe(true);
  fireEvent.change(screen.getByLabelText("Your amount"), { target: { value: "abc" } });
  expect(screen.getByText("Whole pounds only, up to £10,000.").hidden).toBe(false);
  expect(screen.getByText("Something else")).toBeTruthy();
});

test("Gift Aid: shown by default with the charity's name filled in, gone when switched off", async () => {
  await renderDonation({ charityName: "Riverside Trust" });
  const giftAid = screen.getByRole("region", { name: "Gift Aid" });
  expect(giftAid.textContent).toContain(
    "If you are a UK taxpayer, Gift Aid lets Riverside Trust claim an extra 25p from HMRC for every £1 you give, at no extra cost to you",
  );
  expect(giftAid.textContent).toContain("Income Tax or Capital Gains Tax");
  cleanup();
  await renderDonation({ giftAid: { enabled: false, text: defaultSiteSettings.giftAid.text } });
  expect(screen.queryByRole("region", { name: "Gift Aid" })).toBeNull();
});

test("each monthly amount puts its suffix on a line of its own, so all the tiles wrap alike", async () => {
  await renderDonation({});
  const monthly = screen.getByRole("group", { name: "Choose a monthly amount" });
  const suffixes = [...monthly.querySelectorAll("label > span")];
  expect(suffixes.map((suffix) => suffix.textContent?.trim())).toEqual([
    "a month",
    "a month",
    "a month",
  ]);
  for (const suffix of suffixes) expect(suffix.className).toContain("block");
});

test("the page as served: the suggested amounts ticked, and links that follow what is ticked", () => {
  const html = renderToString(
    <SiteDataContext value={{ settings: defaultSiteSettings, logo: builtInLogo }}>
      <DonationSection {...builtIn} />
    </SiteDataContext>,
  );
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const page = within(container);
  expect((page.getByRole("radio", { name: "£25" }) as HTMLInputElement).checked).toBe(true);
  expect(page.getByRole("link", { name: "Set Up Monthly Donation: £15 a month" })).toBeTruthy();
  const fifty = page.getByRole("radio", { name: "£50" }) as HTMLInputElement;
  fireEvent.click(fifty);
  expect(fifty.checked).toBe(true);
  expect(page.getByRole("link", { name: "Donate Now: £50" }).getAttribute("href")).toBe(
    "https://donate.example.org/northfold-youth?amount=50&frequency=once",
  );
  fireEvent.click(page.getByRole("radio", { name: "£30 a month" }));
  expect(
    page.getByRole("link", { name: "Set Up Monthly Donation: £30 a month" }).getAttribute("href"),
  ).toBe("https://donate.example.org/northfold-youth?amount=30&frequency=monthly");
  container.remove();
});
