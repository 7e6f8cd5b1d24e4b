// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { accountMessages } from "~/features/accounts";
import type { EnquiriesAnswer, PersonFindings } from "../personal-data";
import { FindPersonPanel } from "./find-person-panel";

afterEach(cleanup);

const email = "robin@example.org";
const none = {
  messages: 0,
  registrations: 0,
  newsletterSignups: 0,
  newsletterDeliveries: 0,
  volunteerApplications: 0,
  reviews: 0,
};
const held: PersonFindings = {
  email,
  counts: { ...none, messages: 1 },
  findings: [
    {
      key: "enquiry-1",
      what: "Contact message",
      when: "2030-06-01T09:00:00.000Z",
      details: "Borrowing a bike. New.",
    },
  ],
};

/** The tab's action as Find a person meets it: held data first, nothing once erased. */
function renderPanel(answer: (form: FormData) => EnquiriesAnswer) {
  const sent: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/enquiries",
      Component: FindPersonPanel,
      action: async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        return answer(form);
      },
    },
    {
      // "Confirm it's you" posts to My Account; here every answer is right.
      path: "/admin/account",
      action: () => ({ ok: true, toast: accountMessages.reauth.confirmed }),
    },
  ]);
  render(<Stub initialEntries={["/admin/enquiries"]} />);
  return sent;
}

test("a look-up lists what is held, links its download and asks for a tick before erasing", async () => {
  const sent = renderPanel((form) =>
    form.get("intent") === "find-person"
      ? { ok: true, toast: { title: "Search Finished" }, person: held }
      : form.get("confirm") === "on"
        ? { ok: true, toast: { title: "Erased" }, person: { email, counts: none, findings: [] } }
        : {
            ok: false,
            toast: { title: "Nothing was erased" },
            fieldErrors: { confirm: "Tick the box." },
          },
  );
  fireEvent.change(screen.getByLabelText("Their email address"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Find" }));

  expect(await screen.findByRole("heading", { name: `Held about ${email}` })).toBeTruthy();
  expect(screen.getByText("Borrowing a bike. New.")).toBeTruthy();
  expect(
    screen.getByRole("link", { name: "Download everything as JSON" }).getAttribute("href"),
  ).toBe("/admin/enquiries/person.json?email=robin%40example.org");

  const confirm = screen.getByRole("checkbox", { name: /erase everything we hold about/ });
  confirm.removeAttribute("required");
  fireEvent.click(screen.getByRole("button", { name: "Erase everything" }));
  const refusal = await screen.findByRole("alert");
  expect(refusal.textContent).toBe("Tick the box.");
  expect(confirm.getAttribute("aria-describedby")).toBe(refusal.id);
  expect(screen.getByText("Borrowing a bike. New.")).toBeTruthy();

  fireEvent.click(screen.getByRole("checkbox", { name: /erase everything we hold about/ }));
  fireEvent.click(screen.getByRole("button", { name: "Erase everything" }));
  expect(await screen.findByText(/^Nothing\./)).toBeTruthy();
  expect(sent.map((form) => [form.get("intent"), form.get("email"), form.get("confirm")])).toEqual([
    ["find-person", email, null],
    ["erase-person", email, null],
    ["erase-person", email, "on"],
  ]);
});

test("an erasure refused until the administrator confirms it's them asks, then sends it again", async () => {
  let confirmed = false;
  const sent = renderPanel((form) => {
    if (form.get("intent") === "find-person") {
      return { ok: true, toast: { title: "Search Finished" }, person: held };
    }
    if (!confirmed) {
      confirmed = true;
      return {
        ok: false,
        toast: { title: accountMessages.reauth.title, description: "Confirm first." },
        confirmIdentity: true,
      };
    }
    return { ok: true, toast: { title: "Erased" }, person: { email, counts: none, findings: [] } };
  });
  fireEvent.change(screen.getByLabelText("Their email address"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Find" }));
  fireEvent.click(await screen.findByRole("checkbox", { name: /erase everything we hold about/ }));
  fireEvent.click(screen.getByRole("button", { name: "Erase everything" }));

  const dialog = await screen.findByRole("dialog", { name: accountMessages.reauth.title });
  expect(dialog.textContent).toContain("Confirm first.");
  fireEvent.change(within(dialog).getByLabelText("Password or 6-digit code"), {
    target: { value: "Kettle-Harbour-42" },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText(/^Nothing\./)).toBeTruthy();
  expect(sent.map((form) => [form.get("intent"), form.get("confirm")])).toEqual([
    ["find-person", null],
    ["erase-person", "on"],
    ["erase-person", "on"],
  ]);
});
