// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import { mailNotSetUpExplanation, mailNotSetUpTitle } from "~/shared/mail/mail-status";
import type { ApplicationSummary } from "../volunteers/application-summary";
import { VolunteerApplications } from "./volunteer-applications";

afterEach(cleanup);

const Nothing = () => null;

type TabData = { applications: readonly ApplicationSummary[]; mailConfigured: boolean };

function TabApplications() {
  const { applications, mailConfigured } = useLoaderData<TabData>();
  return <VolunteerApplications applications={applications} mailConfigured={mailConfigured} />;
}

function application(overrides: Partial<ApplicationSummary>): ApplicationSummary {
  return {
    id: "app-1",
    version: 1,
    opportunityTitle: "Youth Club Helper",
    name: "Sam Carter",
    email: "sam@example.org",
    phone: null,
    reason: "I enjoy helping.",
    availability: "Saturday mornings",
    over18: true,
    guardianName: null,
    guardianContact: null,
    status: "new",
    decisionNote: null,
    decidedAt: null,
    decidedByEmail: null,
    applicantEmailedAt: null,
    hours: 0,
    createdAt: "2027-03-01T10:00:00.000Z",
    ...overrides,
  };
}

const waiting = application({ id: "app-new", name: "Nia Waiting" });
const approved = application({
  id: "app-approved",
  version: 2,
  name: "Alex Approved",
  status: "approved",
  decidedAt: "2027-03-02T10:00:00.000Z",
  decidedByEmail: "staff@example.org",
  hours: 2.5,
});

async function renderApplications(
  applications: readonly ApplicationSummary[],
  mailConfigured = true,
) {
  const Stub = createRoutesStub([
    {
      path: "/admin/volunteers",
      loader: (): TabData => ({ applications, mailConfigured }),
      Component: TabApplications,
      HydrateFallback: Nothing,
    },
  ]);
  const rendered = render(<Stub initialEntries={["/admin/volunteers"]} />);
  await screen.findByRole("heading", { level: 2, name: "Applications" });
  return rendered;
}

function card(name: string) {
  const heading = screen.getByRole("heading", { level: 3, name });
  const article = heading.closest("article");
  if (!article) throw new Error(`${name} is not in an article`);
  return within(article);
}

test("a new application can be approved or declined, an approved one gets hours instead", async () => {
  await renderApplications([waiting, approved]);
  const newCard = card("Nia Waiting");
  expect(newCard.getByRole("button", { name: "Approve" })).toBeTruthy();
  expect(newCard.getByRole("button", { name: "Decline" })).toBeTruthy();
  expect(newCard.queryByRole("button", { name: "Log hours" })).toBeNull();

  const approvedCard = card("Alex Approved");
  expect(approvedCard.getByRole("button", { name: "Log hours" })).toBeTruthy();
  expect(approvedCard.getByLabelText("Hours to add").getAttribute("step")).toBe("0.5");
  expect(approvedCard.getByText("2.5")).toBeTruthy();
  expect(approvedCard.queryByRole("button", { name: "Approve" })).toBeNull();
  expect(approvedCard.queryByRole("button", { name: "Decline" })).toBeNull();
});

test("what an applicant wrote is shown as text, never as markup", async () => {
  await renderApplications([application({ reason: "<script>alert(1)</script>" })]);
  expect(screen.getByText("<script>alert(1)</script>").tagName).toBe("DD");
  expect(screen.getByRole("article").querySelector("script")).toBeNull();
});

test("the mail notice shows only while mail is not set up, in plain words", async () => {
  await renderApplications([waiting], true);
  expect(screen.queryByText(mailNotSetUpTitle)).toBeNull();
  cleanup();
  const { container } = await renderApplications([waiting], false);
  expect(screen.getByText(mailNotSetUpTitle)).toBeTruthy();
  expect(screen.getByText(mailNotSetUpExplanation)).toBeTruthy();
  expect(container.textContent).not.toContain("SMTP_URL");
});

test("the New filter shows only applications waiting for an answer", async () => {
  await renderApplications([waiting, approved]);
  expect(screen.getAllByRole("article")).toHaveLength(2);
  fireEvent.click(screen.getByRole("button", { name: "New (1)" }));
  expect(screen.getByRole("button", { name: "New (1)" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByRole("heading", { level: 3, name: "Nia Waiting" })).toBeTruthy();
  expect(screen.queryByRole("heading", { level: 3, name: "Alex Approved" })).toBeNull();
});

test("with no applications, staff are told where they come from", async () => {
  await renderApplications([]);
  expect(
    screen.getByText(
      "No applications yet. They arrive here from the form on the Volunteer apply page.",
    ),
  ).toBeTruthy();
  expect(screen.queryByRole("article")).toBeNull();
});
