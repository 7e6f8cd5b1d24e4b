// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, data, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { ActionResult } from "~/admin/action-result";
import { messages } from "~/content/messages";
import { newsletterDraftMessages } from "~/newsletter/newsletter-draft";
import { newsletterTemplates } from "~/newsletter/newsletter-vocabulary";
import { NewsletterCompose } from "./newsletter-compose";

afterEach(cleanup);

const Nothing = () => null;

const starterOf = (value: string) =>
  newsletterTemplates.find((template) => template.value === value)?.starter ?? "";

/** The form as the tab shows it, with three subscribers and the loader's sending problem. */
function TabCompose() {
  const { sendingProblem } = useLoaderData<{ sendingProblem: string | null }>();
  return (
    <NewsletterCompose
      subscribers={3}
      sendingProblem={sendingProblem}
      sendingNow={false}
      staffEmail="editor@example.org"
    />
  );
}

/** The compose form on a stub route; every post is kept and refused as the server refuses blanks. */
function renderCompose(sendingProblem: string | null = null) {
  const posted: FormData[] = [];
  const refused: ActionResult = {
    ok: false,
    toast: { title: messages.newsletter.failedTitle, description: messages.newsletter.invalid },
    fieldErrors: {
      subject: newsletterDraftMessages.subjectMissing,
      content: newsletterDraftMessages.contentMissing,
    },
  };
  const Stub = createRoutesStub([
    {
      path: "/admin/newsletter",
      Component: TabCompose,
      HydrateFallback: Nothing,
      loader: () => ({ sendingProblem }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return data(refused, { status: 400 });
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/newsletter"]} />);
  return posted;
}

const content = () => screen.getByLabelText("Content (required)") as HTMLTextAreaElement;
const chooseTemplate = (label: string) =>
  fireEvent.change(screen.getByLabelText("Template (required)"), {
    target: {
      value: newsletterTemplates.find((template) => template.label === label)?.value,
    },
  });

test("a template fills in its outline while the content is untouched; the preview follows the typing", async () => {
  renderCompose();
  await screen.findByRole("heading", { level: 2, name: "Write a newsletter" });
  chooseTemplate("Event announcement");
  expect(content().value).toBe(starterOf("event-announcement"));
  chooseTemplate("Fundraising");
  expect(content().value).toBe(starterOf("fundraising"));

  fireEvent.change(content(), { target: { value: "Our own words.\n\nA <second> paragraph." } });
  chooseTemplate("Monthly update");
  expect(content().value).toBe("Our own words.\n\nA <second> paragraph.");
  fireEvent.change(screen.getByLabelText("Subject (required)"), {
    target: { value: "Summer fun" },
  });

  const preview = within(screen.getByRole("region", { name: "Preview" }));
  expect(preview.getByText("Summer fun")).toBeTruthy();
  expect(preview.getByText("Our own words.").tagName).toBe("P");
  expect(preview.getByText("A <second> paragraph.").tagName).toBe("P");
  expect(preview.getByText(/To stop getting it, unsubscribe here/)).toBeTruthy();
});

test("the send asks first; a refused one shows each message beside its field and focuses the first", async () => {
  const posted = renderCompose();
  fireEvent.click(await screen.findByRole("button", { name: "Send to all 3 subscribers" }));
  const dialog = within(screen.getByRole("dialog", { name: "Send to all 3 subscribers?" }));
  expect(posted).toHaveLength(0);
  fireEvent.click(dialog.getByRole("button", { name: "Send now" }));

  const subject = screen.getByLabelText("Subject (required)");
  await waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
  const describedBy = (field: HTMLElement) =>
    (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
  expect(describedBy(subject)).toEqual([newsletterDraftMessages.subjectMissing]);
  expect(describedBy(content())).toContain(newsletterDraftMessages.contentMissing);
  // Focus moves in an effect after the render that marked the field.
  await waitFor(() => expect(document.activeElement).toBe(subject));
  expect(posted.map((form) => form.get("intent"))).toEqual(["send"]);
});

test("without mail the send is off and says why beside the button; a test can still be tried", async () => {
  const posted = renderCompose(messages.newsletter.mailNotSetUp);
  const send = (await screen.findByRole("button", {
    name: "Send to all 3 subscribers",
  })) as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  expect(document.getElementById(send.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    messages.newsletter.mailNotSetUp,
  );
  fireEvent.click(screen.getByRole("button", { name: "Send a test to me" }));
  await waitFor(() => expect(posted.map((form) => form.get("intent"))).toEqual(["send-test"]));
});
