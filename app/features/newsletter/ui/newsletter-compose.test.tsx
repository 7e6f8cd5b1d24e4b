// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, data, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import { toRichTextDoc } from "~/features/pages";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { newsletterMessages } from "../messages";
import { newsletterDraftMessages } from "../newsletter-draft";
import type { NewsletterPhoto } from "../newsletter-photo";
import { newsletterTemplates } from "../newsletter-vocabulary";
import { NewsletterCompose } from "./newsletter-compose";

afterEach(cleanup);

const Nothing = () => null;

const starterOf = (value: string) =>
  newsletterTemplates.find((template) => template.value === value)?.starter ?? "";

const hallPhoto: NewsletterPhoto = {
  id: "hall",
  alt: "The <new> hall, painted blue",
  src: "/media/hall.jpg",
  width: 1200,
  height: 800,
};
const photoChoices = [
  {
    choice: {
      id: hallPhoto.id,
      name: hallPhoto.alt,
      uploadedAt: "2026-11-20T10:00:00.000Z",
      thumbnailUrl: "/media/hall-w480.webp",
      focalPoint: null,
    },
    photo: hallPhoto,
  },
];

/** The form as the tab shows it, with three subscribers and the loader's sending problem. */
function TabCompose() {
  const { sendingProblem } = useLoaderData<{ sendingProblem: string | null }>();
  return (
    <NewsletterCompose
      photoChoices={photoChoices}
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
    toast: {
      title: newsletterMessages.newsletter.failedTitle,
      description: newsletterMessages.newsletter.invalid,
    },
    fieldErrors: {
      subject: newsletterDraftMessages.subjectMissing,
      content: newsletterDraftMessages.contentMissing,
      photoId: newsletterDraftMessages.photoUnavailable,
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

/** The editor's document as the form posts it. */
const postedContent = () =>
  JSON.parse((document.querySelector('input[name="content"]') as HTMLInputElement).value);
const editable = () => screen.findByRole("textbox", { name: "Content (required)" });
const chooseTemplate = (label: string) =>
  fireEvent.change(screen.getByLabelText("Template (required)"), {
    target: {
      value: newsletterTemplates.find((template) => template.label === label)?.value,
    },
  });

test("a template fills in its outline while the content is untouched; the preview follows", async () => {
  renderCompose();
  await screen.findByRole("heading", { level: 2, name: "Write a newsletter" });
  chooseTemplate("Event announcement");
  expect(postedContent()).toEqual(toRichTextDoc(starterOf("event-announcement")));
  await waitFor(async () =>
    expect((await editable()).textContent).toContain("We are excited to invite you"),
  );
  chooseTemplate("Fundraising");
  expect(postedContent()).toEqual(toRichTextDoc(starterOf("fundraising")));
  fireEvent.change(screen.getByLabelText("Subject (required)"), {
    target: { value: "Summer fun" },
  });

  const preview = within(screen.getByRole("region", { name: "Preview" }));
  expect(preview.getByText("Summer fun")).toBeTruthy();
  expect(preview.getByText("How you can help:").tagName).toBe("P");
  expect(preview.getByText(/To stop getting it, unsubscribe here/)).toBeTruthy();
  expect(preview.queryByRole("img")).toBeNull();
});

test("a photo from the chooser shows in the preview with its alt text, and is posted", async () => {
  const posted = renderCompose();
  const open = await screen.findByRole("button", { name: "Add a photo" });
  expect(open.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(open);
  const chooser = within(screen.getByRole("radiogroup", { name: "Photo from the library" }));
  fireEvent.click(chooser.getByRole("radio", { name: /The <new> hall, painted blue/ }));

  const preview = within(screen.getByRole("region", { name: "Preview" }));
  const shown = preview.getByRole("img", { name: hallPhoto.alt });
  expect(shown.getAttribute("src")).toBe(hallPhoto.src);
  expect(screen.getByText(newsletterMessages.newsletter.photoAlt(hallPhoto.alt))).toBeTruthy();

  // Closed again, the choice is still posted.
  fireEvent.click(screen.getByRole("button", { name: "Close the photo chooser" }));
  expect(screen.getByRole("button", { name: "Change the photo" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Send a test to me" }));
  await waitFor(() => expect(posted.map((form) => form.get("photoId"))).toEqual(["hall"]));
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
  const content = await editable();
  expect(content.getAttribute("aria-invalid")).toBe("true");
  expect(describedBy(content)).toContain(newsletterDraftMessages.contentMissing);
  const photo = screen.getByRole("button", { name: "Add a photo" });
  expect(describedBy(photo)).toEqual([newsletterDraftMessages.photoUnavailable]);
  // Focus moves in an effect after the render that marked the field.
  await waitFor(() => expect(document.activeElement).toBe(subject));
  expect(posted.map((form) => form.get("intent"))).toEqual(["send"]);
});

test("without mail the send is off and says why beside the button; a test can still be tried", async () => {
  const posted = renderCompose(newsletterMessages.newsletter.mailNotSetUp);
  const send = (await screen.findByRole("button", {
    name: "Send to all 3 subscribers",
  })) as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  expect(document.getElementById(send.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    newsletterMessages.newsletter.mailNotSetUp,
  );
  fireEvent.click(screen.getByRole("button", { name: "Send a test to me" }));
  await waitFor(() => expect(posted.map((form) => form.get("intent"))).toEqual(["send-test"]));
});
