// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Editor } from "@tiptap/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { linkHrefMessage, type RichTextDoc, richTextDocSchema, toRichTextDoc } from "../rich-text";
import { RichTextEditor } from "./rich-text-editor";

afterEach(cleanup);

const toolbarNames = [
  "Heading 2",
  "Heading 3",
  "Bold",
  "Italic",
  "Bulleted list",
  "Numbered list",
  "Quote",
  "Link",
  "Remove link",
];

function renderEditor(value: RichTextDoc = toRichTextDoc("Hello world")) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  const view = render(
    <>
      <p id="body-label">Main content</p>
      <p id="body-hint">Shown under the page title.</p>
      <RichTextEditor
        id="body"
        labelId="body-label"
        value={value}
        onChange={onChange}
        describedBy="body-hint"
      />
    </>,
  );
  return { ...view, onChange };
}

async function findEditable() {
  return screen.findByRole("textbox", { name: "Main content" });
}

/** Puts the cursor in, or selects all of, the text (the editor's own command, as a click would). */
async function selectAll() {
  const editable = await findEditable();
  fireEvent.focus(editable);
  fireEvent.keyDown(editable, { key: "a", ctrlKey: true });
}

test("the editable area is a labelled, described, multi-line text box", async () => {
  renderEditor();
  const editable = await findEditable();
  expect(editable.id).toBe("body");
  expect(editable.getAttribute("aria-multiline")).toBe("true");
  expect(editable.getAttribute("aria-describedby")).toBe("body-hint");
  expect(editable.getAttribute("contenteditable")).toBe("true");
  expect(editable.textContent).toBe("Hello world");
});

test("the toolbar offers exactly the allowed formats, as real buttons", async () => {
  renderEditor();
  const toolbar = await screen.findByRole("toolbar", { name: "Text formatting" });
  const buttons = [...toolbar.querySelectorAll("button")];
  expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(toolbarNames);
  for (const button of buttons) expect(button.getAttribute("type")).toBe("button");
  expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("false");
  expect(screen.getByRole("button", { name: "Remove link" })).toHaveProperty("disabled", true);
});

test("a toolbar button formats the text, shows itself pressed and sends a valid document", async () => {
  const { onChange } = renderEditor();
  await selectAll();
  fireEvent.click(screen.getByRole("button", { name: "Bold" }));
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true"),
  );
  const doc = onChange.mock.lastCall?.[0];
  expect(doc).toEqual({
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [{ type: "text", text: "Hello world", marks: [{ type: "bold" }] }],
      },
    ],
  });
  expect(richTextDocSchema.safeParse(doc).success).toBe(true);

  fireEvent.click(screen.getByRole("button", { name: "Heading 2" }));
  expect(onChange.mock.lastCall?.[0].content[0]).toMatchObject({
    type: "heading",
    attrs: { level: 2 },
  });
});

test("arrow keys move between the toolbar's buttons", async () => {
  renderEditor();
  const bold = await screen.findByRole("button", { name: "Bold" });
  bold.focus();
  fireEvent.keyDown(bold, { key: "ArrowRight" });
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Italic" }));
  fireEvent.keyDown(document.activeElement as Element, { key: "End" });
  // Remove link is disabled while no link is selected, so the last button reachable is Link.
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Link" }));
});

test("a toolbar button gives the text its focus back at once, so the next key types there", async () => {
  renderEditor();
  const editable = await findEditable();
  const heading = screen.getByRole("button", { name: "Heading 2" });
  heading.focus();
  fireEvent.click(heading);
  // Not a frame later: a key pressed meanwhile would move along the toolbar (End) or press a
  // button (Enter) instead of typing (CI, 2026-12-01).
  expect(document.activeElement).toBe(editable);
});

test("the link field refuses a script address with the message beside it, and links an allowed one", async () => {
  const { onChange } = renderEditor();
  await selectAll();
  fireEvent.click(screen.getByRole("button", { name: "Link" }));
  const field = screen.getByRole("textbox", { name: "Link address" });
  await waitFor(() => expect(document.activeElement).toBe(field));

  for (const href of [
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "//evil.example",
  ]) {
    fireEvent.change(field, { target: { value: href } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText(linkHrefMessage)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(screen.getByText(linkHrefMessage).id);
  }
  expect(onChange).not.toHaveBeenCalled();

  fireEvent.change(field, { target: { value: "  https://example.org/volunteer  " } });
  // Enter applies the link here; it must not submit the page's form around the editor.
  const submitted = fireEvent.keyDown(field, { key: "Enter" });
  expect(submitted).toBe(false);
  expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
  expect(document.activeElement).toBe(await findEditable());
  expect(onChange.mock.lastCall?.[0].content[0]).toEqual({
    type: "paragraph",
    content: [
      {
        type: "text",
        text: "Hello world",
        marks: [{ type: "link", attrs: { href: "https://example.org/volunteer" } }],
      },
    ],
  });
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Link" }).getAttribute("aria-pressed")).toBe("true"),
  );

  fireEvent.click(screen.getByRole("button", { name: "Remove link" }));
  expect(onChange.mock.lastCall?.[0].content[0]).toEqual({
    type: "paragraph",
    content: [{ type: "text", text: "Hello world" }],
  });
});

test("Ctrl+K opens the link field and Escape closes it", async () => {
  renderEditor();
  const editable = await findEditable();
  fireEvent.keyDown(editable, { key: "k", ctrlKey: true });
  const field = await screen.findByRole("textbox", { name: "Link address" });
  fireEvent.keyDown(field, { key: "Escape" });
  expect(screen.queryByRole("textbox", { name: "Link address" })).toBeNull();
  expect(document.activeElement).toBe(editable);
});

/** A page form's part: holds the document and can replace it, as loading another revision would. */
function ResettableEditor() {
  const [value, setValue] = useState(toRichTextDoc("First"));
  return (
    <>
      <p id="body-label">Main content</p>
      <button type="button" onClick={() => setValue(toRichTextDoc("Reset text"))}>
        Reset
      </button>
      <RichTextEditor id="body" labelId="body-label" value={value} onChange={setValue} />
    </>
  );
}

test("a new value from the parent replaces the text; its own changes coming back do not", async () => {
  render(<ResettableEditor />);
  const editable = await findEditable();
  // TipTap hangs its editor on the element; the test needs it to place a selection.
  const { editor } = editable as HTMLElement & { editor: Editor };
  act(() => {
    editor.commands.setTextSelection({ from: 2, to: 4 });
  });
  fireEvent.click(screen.getByRole("button", { name: "Italic" }));
  await waitFor(() => expect(editable.querySelector("em")?.textContent).toBe("ir"));
  // Loading its own change again would have replaced the document and lost the selection.
  expect(editor.state.selection.from).toBe(2);
  expect(editor.state.selection.to).toBe(4);

  act(() => screen.getByRole("button", { name: "Reset" }).click());
  await waitFor(() => expect(editable.textContent).toBe("Reset text"));
  expect(editable.querySelector("em")).toBeNull();
});

test("marks the text box invalid when the parent says so", async () => {
  render(
    <>
      <p id="body-label">Main content</p>
      <RichTextEditor
        id="body"
        labelId="body-label"
        value={toRichTextDoc("x")}
        onChange={() => {}}
        invalid
      />
    </>,
  );
  expect((await findEditable()).getAttribute("aria-invalid")).toBe("true");
});
