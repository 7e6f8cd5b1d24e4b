// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { mediaMessages } from "../messages";
import { describeNameWarning } from "../public-words";
import { NameWarning } from "./name-warning";

afterEach(cleanup);

test("no names, no warning", () => {
  const { container } = render(<NameWarning names={[]} />);
  expect(container.innerHTML).toBe("");
});

test("a name shows the warning and a required, unticked checkbox described by it", () => {
  const { container } = render(<NameWarning names={["Jack Smith"]} id="caption" />);
  const checkbox = screen.getByLabelText(mediaMessages.publicWords.namesAcknowledged);
  expect(checkbox).toBeInstanceOf(HTMLInputElement);
  const input = checkbox as HTMLInputElement;
  expect(input.type).toBe("checkbox");
  expect(input.name).toBe("namesAcknowledged");
  expect(input.value).toBe("true");
  expect(input.required).toBe(true);
  expect(input.checked).toBe(false);
  expect(input.id).toBe("caption-names-acknowledged");
  const warning = document.getElementById(input.getAttribute("aria-describedby") ?? "");
  expect(warning?.textContent).toBe(describeNameWarning(["Jack Smith"]));
  // Shown on load, so polite rather than an alert.
  expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("the checkbox can start ticked, and ids are unique without a prefix", () => {
  render(
    <>
      <NameWarning names={["Jack Smith"]} defaultChecked />
      <NameWarning names={["Amy Jones"]} />
    </>,
  );
  const boxes = screen.getAllByLabelText(mediaMessages.publicWords.namesAcknowledged);
  expect(boxes).toHaveLength(2);
  const [first, second] = boxes as [HTMLInputElement, HTMLInputElement];
  expect(first.checked).toBe(true);
  expect(second.checked).toBe(false);
  expect(first.id).not.toBe(second.id);
});

test("sent unticked, it says what to do and marks the checkbox invalid", () => {
  render(<NameWarning names={["Jack Smith"]} id="caption" unticked />);
  const checkbox = screen.getByLabelText(mediaMessages.publicWords.namesAcknowledged);
  expect(checkbox.getAttribute("aria-invalid")).toBe("true");
  const described = (checkbox.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual([
    describeNameWarning(["Jack Smith"]),
    mediaMessages.publicWords.namesNotAcknowledged,
  ]);
});
