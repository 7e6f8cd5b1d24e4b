// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useLoaderData, useLocation } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { stubSendForm } from "~/../tests/support/send-form-stub";
import { withSiteData } from "~/../tests/support/with-site-data";
import { getPageContent } from "~/features/pages/index.server";
import { applicationSchema } from "../volunteers/application-record";
import type { SiteOpportunity } from "../volunteers/site-opportunity";
import { VolunteerApplicationSection } from "./volunteer-application-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function builtInApplicationForm() {
  for (const section of getPageContent("volunteer-apply").sections) {
    if (section.type === "volunteer-application") return section;
  }
  throw new Error("The apply page has no application form.");
}
const section = builtInApplicationForm();

const opportunity = (id: string, title: string): SiteOpportunity => ({
  id,
  title,
  type: "Regular",
  timeCommitment: "2 hours a week",
  skills: "",
  description: "",
  image: null,
});
const openRoles = [opportunity("op-1", "Youth club helper"), opportunity("op-2", "Sports coach")];

const Nothing = () => null;

function ApplyPageForm() {
  const { opportunities } = useLoaderData<{ opportunities: SiteOpportunity[] }>();
  const { search } = useLocation();
  return <VolunteerApplicationSection {...section} opportunities={opportunities} search={search} />;
}

function renderApplication(path: string, opportunities = openRoles, sent: unknown[] = []) {
  stubSendForm(async ({ request }) => {
    sent.push(Object.fromEntries(await request.formData()));
    return data({ form: "volunteer-application", ok: true, message: "" }, { status: 201 });
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/volunteer/apply",
      loader: () => ({ opportunities }),
      Component: ApplyPageForm,
      HydrateFallback: Nothing,
    },
  ]);
  return render(withSiteData({ email: "help@example.org" }, <Stub initialEntries={[path]} />));
}

const roleSelect = () =>
  screen.findByRole<HTMLSelectElement>("combobox", {
    name: "Role you are applying for (required)",
  });

test("the role named by ?role= comes chosen; an unknown one does not", async () => {
  renderApplication("/volunteer/apply?role=op-2");
  expect((await roleSelect()).value).toBe("op-2");
  cleanup();
  renderApplication("/volunteer/apply?role=closed-role");
  expect((await roleSelect()).value).toBe("");
});

test("a parent or guardian's details are asked for only once the applicant says they are under 18", async () => {
  renderApplication("/volunteer/apply");
  await roleSelect();
  const guardianName = () =>
    screen.queryByRole("textbox", { name: "Parent or guardian's name (required)" });
  expect(guardianName()).toBeNull();

  fireEvent.click(screen.getByRole("radio", { name: "No" }));
  expect(guardianName()).not.toBeNull();
  expect(
    screen.getByRole("group", { name: "Your parent or guardian" }).getAttribute("aria-describedby"),
  ).toBe(screen.getByText(/^Only if you are under 18/).id);

  fireEvent.click(screen.getByRole("radio", { name: "Yes" }));
  expect(guardianName()).toBeNull();
  expect(screen.queryByRole("textbox", { name: /Parent or guardian/ })).toBeNull();
});

test("what the form sends is what the application schema accepts", async () => {
  const sent: unknown[] = [];
  renderApplication("/volunteer/apply?role=op-1", openRoles, sent);
  await roleSelect();
  const type = (name: string | RegExp, value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
  type("Your name (required)", "Alex");
  type(/^Email address/, "alex@example.org");
  type("Why would you like to volunteer? (required)", "To give something back.");
  type(/^When are you free\?/, "Saturday mornings");
  fireEvent.click(screen.getByRole("radio", { name: "No" }));
  type("Parent or guardian's name (required)", "Jo");
  type("Parent or guardian's phone number or email (required)", "01632 960 000");
  fireEvent.click(screen.getByRole("checkbox"));
  fireEvent.click(screen.getByRole("button", { name: "Send my application" }));

  await screen.findByText(section.thanks);
  const fields = sent[0] as Record<string, string>;
  expect(fields.form).toBe("volunteer-application");
  expect(applicationSchema.parse(fields)).toMatchObject({
    opportunityId: "op-1",
    over18: "no",
    guardianName: "Jo",
    guardianContact: "01632 960 000",
    consent: true,
  });
});

test("with no role open there is no form, only how to get in touch", async () => {
  const { container } = renderApplication("/volunteer/apply", []);
  // Its text has <wbr> break points, which happy-dom's accessible names space out; browsers do not.
  const email = await screen.findByRole("link", { name: /^help@/ });
  expect(email.textContent).toBe("help@example.org");
  expect(email.getAttribute("href")).toBe("mailto:help@example.org?subject=Volunteering");
  expect(screen.getByText(/No volunteer roles are open just now/)).toBeTruthy();
  expect(container.querySelector("form")).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();
});
