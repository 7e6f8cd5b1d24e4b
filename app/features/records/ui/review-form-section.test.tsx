// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { data } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { stubSendForm } from "~/../tests/support/send-form-stub";
import { getPageContent } from "~/features/pages/index.server";
import { type PublicFormResult, publicFormMessages } from "~/shared/forms/public-forms";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { reviewLimits, reviewSubmissionSchema } from "../reviews/review-record";
import { ReviewFormSection } from "./review-form-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function builtInReviewForm() {
  for (const section of getPageContent("contact").sections) {
    if (section.type === "review-form") return section;
  }
  throw new Error("The contact page has no review form.");
}
const section = builtInReviewForm();

/** Answers as the page's action does, checking what the form sends with the real schema. */
async function reviewAction({ request }: { request: Request }) {
  const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
  if (fields.form !== "review") throw new Error(`unexpected form ${fields.form}`);
  const parsed = reviewSubmissionSchema.safeParse(fields);
  const answer: PublicFormResult = parsed.success
    ? { form: "review", ok: true, message: "Thanks from the server." }
    : {
        form: "review",
        ok: false,
        message: publicFormMessages.invalid,
        fieldErrors: toFieldErrors(parsed.error),
        values: fields,
      };
  return data(answer, { status: parsed.success ? 201 : 400 });
}

/** The form as the contact page shows it, with `answer` as a POST without JavaScript got. */
function renderReviewForm(answer?: PublicFormResult, action = reviewAction) {
  stubSendForm(action);
  return render(<ReviewFormSection {...section} answer={answer} />);
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send my review" }));

test("the action's messages show by their fields, and focus moves to the first one", async () => {
  renderReviewForm();
  fireEvent.change(screen.getByRole("textbox", { name: "Your experience (required)" }), {
    target: { value: "Brilliant summer camp." },
  });
  submit();

  const nameError = await screen.findByText("Enter your name.");
  const name = screen.getByRole("textbox", { name: "Your name (required)" });
  expect(name.getAttribute("aria-invalid")).toBe("true");
  expect(name.getAttribute("aria-describedby")?.split(" ")).toContain(nameError.id);
  await waitFor(() => expect(document.activeElement).toBe(name));

  const rating = screen.getByRole("group", { name: "Your rating out of 5 stars (required)" });
  const threeStars = screen.getByRole("radio", { name: "Good, 3 stars" });
  expect(rating.contains(threeStars)).toBe(true);
  expect(threeStars.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Choose a rating from 1 to 5 stars.")).toBeTruthy();

  const experience = screen.getByRole("textbox", { name: "Your experience (required)" });
  expect(experience.hasAttribute("aria-invalid")).toBe(false);
  expect(screen.getByRole("status").textContent).toBe(publicFormMessages.invalid);
});

test("a review the action accepts is replaced by the section's thanks, which takes focus", async () => {
  renderReviewForm();
  fireEvent.change(screen.getByRole("textbox", { name: "Your name (required)" }), {
    target: { value: "Sam" },
  });
  fireEvent.change(screen.getByRole("textbox", { name: /^Your role/ }), {
    target: { value: "Parent" },
  });
  fireEvent.click(screen.getByRole("radio", { name: "Very Good, 4 stars" }));
  fireEvent.change(screen.getByRole("textbox", { name: "Your experience (required)" }), {
    target: { value: "My daughter loves the art club." },
  });
  fireEvent.click(
    screen.getByRole("checkbox", {
      name: "I agree to my name, role and words being shown on this website. (required)",
    }),
  );
  submit();

  const thanks = await screen.findByText(section.thanks);
  await waitFor(() => expect(document.activeElement).toBe(thanks.parentElement));
  expect(screen.queryByRole("button", { name: "Send my review" })).toBeNull();
});

test("an answer that blames no field (too many tries) takes focus itself, above the form", async () => {
  const message = publicFormMessages.rateLimited(12);
  renderReviewForm(undefined, async () =>
    data({ form: "review", ok: false, message } satisfies PublicFormResult, { status: 429 }),
  );
  submit();
  const shown = await screen.findByText(message);
  expect(screen.getByRole("status").contains(shown)).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(shown));
  expect(screen.getByRole("button", { name: "Send my review" })).toBeTruthy();
});

test("after a post without JavaScript, the page shows what was sent with its messages", () => {
  const answer: PublicFormResult = {
    form: "review",
    ok: false,
    message: publicFormMessages.invalid,
    fieldErrors: { consent: "Tick the box to let us show your review on our website." },
    values: { name: "Sam", role: "Parent", rating: "5", body: "Great staff." },
  };
  renderReviewForm(answer);
  expect(
    (screen.getByRole("textbox", { name: "Your name (required)" }) as HTMLInputElement).value,
  ).toBe("Sam");
  expect(
    (screen.getByRole("textbox", { name: "Your experience (required)" }) as HTMLTextAreaElement)
      .value,
  ).toBe("Great staff.");
  expect(
    (screen.getByRole("radio", { name: "Excellent, 5 stars" }) as HTMLInputElement).checked,
  ).toBe(true);
  const consent = screen.getByRole("checkbox");
  expect(consent.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Tick the box to let us show your review on our website.")).toBeTruthy();
});

test("the honeypot is there for bots, but out of reach of people and their screen readers", () => {
  const { container } = renderReviewForm();
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
  expect(honeypot).not.toBeNull();
  expect(honeypot?.tabIndex).toBe(-1);
  expect(honeypot?.autocomplete).toBe("off");
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole("textbox", { name: "Leave this empty" })).toBeNull();
  expect(container.querySelector<HTMLInputElement>('input[name="form"]')?.value).toBe("review");
});

test("the inputs' limits are the schema's", () => {
  renderReviewForm();
  expect(
    screen.getByRole("textbox", { name: "Your name (required)" }).getAttribute("maxlength"),
  ).toBe(String(reviewLimits.name));
});
