import { expect, test } from "vitest";
import { toRichTextDoc } from "~/features/pages";
import { readStoredContent } from "./stored-newsletter";

test("a stored document is read back; anything else is its words as plain paragraphs", () => {
  const doc = toRichTextDoc("Hello.\n\nAgain.");
  expect(readStoredContent(JSON.stringify(doc))).toEqual(doc);
  expect(readStoredContent("Plain <b>text</b>.\n\nTwo.")).toEqual(
    toRichTextDoc("Plain <b>text</b>.\n\nTwo."),
  );
  // JSON that is not a valid document (a raw HTML node) is never trusted as one.
  const html = JSON.stringify({ type: "doc", content: [{ type: "html", html: "<script>" }] });
  expect(readStoredContent(html)).toEqual(toRichTextDoc(html));
});
