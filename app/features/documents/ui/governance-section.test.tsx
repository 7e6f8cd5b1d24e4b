// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { withSiteData } from "~/../tests/support/with-site-data";
import type { SiteSettings } from "~/shared/site/site-settings";
import type { SiteDocument } from "../site-document";
import { DownloadsSection } from "./downloads-section";
import { GovernanceSection } from "./governance-section";

afterEach(cleanup);

function makeDocument(fields: Partial<SiteDocument> & Pick<SiteDocument, "id" | "category">) {
  return {
    title: `Document ${fields.id}`,
    description: "What it is about.",
    fileSize: 1_258_291,
    addedAt: "2026-03-03T10:00:00.000Z",
    path: `/documents/${fields.id}/document.pdf`,
    ...fields,
  } satisfies SiteDocument;
}

// Newest first, as the loader reads them.
const documents = [
  makeDocument({ id: "report-2026", category: "annual-report", title: "Annual report 2026" }),
  makeDocument({ id: "policy", category: "policy", title: "Safeguarding policy" }),
  makeDocument({ id: "report-2025", category: "annual-report", title: "Annual report 2025" }),
  makeDocument({ id: "accounts-2025", category: "accounts", title: "Accounts 2025" }),
];

function renderGovernance(settings: Partial<SiteSettings>, shown = documents) {
  render(
    withSiteData(
      settings,
      <GovernanceSection
        id="governance"
        title="How we are run"
        trusteesHeading="Our trustees"
        reportsHeading="Latest reports"
        documents={shown}
      />,
    ),
  );
}

test("the charity number links to its register; trustees and the latest report and accounts follow", () => {
  renderGovernance({ charityNumber: "1187654", trustees: ["Ada Lovell (chair)", "Sam Lee"] });
  const register = screen.getByRole("link", {
    name: "See our entry on the Charity Commission's register (opens in a new tab)",
  });
  expect(register.getAttribute("href")).toMatch(/charitycommission\.gov\.uk\/.*keywords\/1187654$/);
  expect(screen.getByText("1187654")).toBeTruthy();
  const trustees = screen.getByRole("region", { name: "Our trustees" });
  expect([...trustees.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
    "Ada Lovell (chair)",
    "Sam Lee",
  ]);
  const reports = screen.getByRole("region", { name: "Latest reports" });
  const links = [...reports.querySelectorAll("a")].map((link) => link.textContent);
  expect(links).toEqual(["Annual report 2026", "Accounts 2025"]);
  expect(reports.textContent).toContain("PDF, 1.2 MB, added 3 March 2026");
});

test("without a number, trustees or reports the section is left out", () => {
  renderGovernance({ charityNumber: "", trustees: [] }, []);
  expect(screen.queryByRole("heading", { name: "How we are run" })).toBeNull();
});

test("a downloads list shows only its kinds, and nothing at all when it has none", () => {
  const { rerender } = render(
    <DownloadsSection
      id="policies"
      title="Our policies"
      categories={["policy"]}
      documents={documents}
    />,
  );
  const link = screen.getByRole("link", { name: "Safeguarding policy" });
  expect(link.getAttribute("href")).toBe("/documents/policy/document.pdf");
  expect(link.hasAttribute("download")).toBe(true);
  expect(screen.getAllByRole("link")).toHaveLength(1);
  rerender(
    <DownloadsSection id="forms" title="Forms" categories={["form"]} documents={documents} />,
  );
  expect(screen.queryByRole("heading", { name: "Forms" })).toBeNull();
});
