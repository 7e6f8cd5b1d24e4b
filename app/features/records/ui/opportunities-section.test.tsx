// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { SiteOpportunity } from "../volunteers/site-opportunity";
import { OpportunitiesSection } from "./opportunities-section";

afterEach(cleanup);

const roles: SiteOpportunity[] = [
  {
    id: "op-1",
    title: "Youth club helper",
    type: "Regular",
    timeCommitment: "2 hours a week",
    skills: "Patience, a sense of humour",
    description: "<script>alert('hi')</script> Help run Tuesday nights.",
    image: { src: "/media/helper.webp", alt: "Volunteers setting up the games room" },
  },
  {
    id: "op 2&more",
    title: "Sports coach",
    type: "One-off",
    timeCommitment: "Saturday mornings",
    skills: "",
    description: "Coach the under-twelves.",
    image: null,
  },
];

function VolunteerPageList() {
  const { opportunities } = useLoaderData<{ opportunities: SiteOpportunity[] }>();
  return (
    <OpportunitiesSection
      id="open-opportunities"
      title="Open opportunities"
      noneOpen="Nothing is open just now."
      opportunities={opportunities}
    />
  );
}

const Nothing = () => null;

async function renderOpportunities(opportunities: readonly SiteOpportunity[]) {
  const Stub = createRoutesStub([
    {
      path: "/volunteer",
      loader: () => ({ opportunities }),
      Component: VolunteerPageList,
      HydrateFallback: Nothing,
    },
  ]);
  const view = render(<Stub initialEntries={["/volunteer"]} />);
  await screen.findByRole("heading", { level: 2, name: "Open opportunities" });
  return view;
}

test("each role links to the application form with its id, named for the role", async () => {
  await renderOpportunities(roles);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Youth club helper",
    "Sports coach",
  ]);
  expect(
    screen
      .getByRole("link", { name: "Apply for this role (Youth club helper)" })
      .getAttribute("href"),
  ).toBe("/volunteer/apply?role=op-1#application-form");
  expect(
    screen.getByRole("link", { name: "Apply for this role (Sports coach)" }).getAttribute("href"),
  ).toBe("/volunteer/apply?role=op+2%26more#application-form");
  expect(screen.getByRole("img", { name: "Volunteers setting up the games room" })).toBeTruthy();
  expect(screen.getByText("Saturday mornings")).toBeTruthy();
});

test("a description's markup is shown as text, never run", async () => {
  const { container } = await renderOpportunities(roles);
  expect(container.querySelector("script")).toBeNull();
  expect(screen.getByText("<script>alert('hi')</script> Help run Tuesday nights.")).toBeTruthy();
});

test("with no role open, the section says so instead of listing", async () => {
  await renderOpportunities([]);
  expect(screen.getByText("Nothing is open just now.")).toBeTruthy();
  expect(screen.queryByRole("list")).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
});
