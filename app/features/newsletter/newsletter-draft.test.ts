import { expect, test } from "vitest";
import { linkHrefMessage, richTextLimits } from "~/features/pages";
import { largerBodyLimits } from "../../../server/request-body-limits";
import { newsletterDraftMessages, newsletterDraftSchema } from "./newsletter-draft";
import { newsletterFieldLimits } from "./newsletter-vocabulary";

const base = { template: "custom", subject: "Hello" };
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const doc = (...content: unknown[]) => JSON.stringify({ type: "doc", content });
const errorsOf = (form: Record<string, string>) => {
  const parsed = newsletterDraftSchema.safeParse({ ...base, ...form });
  return parsed.success
    ? null
    : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

test("the posted document is checked by the page text's schema and kept; an empty photo is none", () => {
  const parsed = newsletterDraftSchema.parse({
    ...base,
    content: doc(paragraph("Hi")),
    photoId: "",
  });
  expect(parsed.content).toEqual({ type: "doc", content: [paragraph("Hi")] });
  expect(parsed.photoId).toBeNull();
  expect(
    newsletterDraftSchema.parse({ ...base, content: doc(paragraph("Hi")), photoId: "abc" }).photoId,
  ).toBe("abc");
});

test("nothing written, a broken post and a refused link each say so beside the content", () => {
  expect(errorsOf({ content: "" })).toEqual([["content", newsletterDraftMessages.contentMissing]]);
  expect(errorsOf({ content: doc({ type: "paragraph" }) })).toEqual([
    ["content", newsletterDraftMessages.contentMissing],
  ]);
  expect(errorsOf({ content: "<p>Hello</p>" })).toEqual([
    ["content", newsletterDraftMessages.contentUnreadable],
  ]);
  const scripted = doc({
    type: "paragraph",
    content: [
      {
        type: "text",
        text: "x",
        marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
      },
    ],
  });
  expect(errorsOf({ content: scripted })).toEqual([["content", linkHrefMessage]]);
  // Raw HTML is not a node the schema knows.
  expect(
    errorsOf({ content: doc({ type: "html", content: "<script>alert(1)</script>" }) }),
  ).toEqual([["content", newsletterDraftMessages.contentUnreadable]]);
  expect(errorsOf({ content: "x".repeat(newsletterFieldLimits.contentJson + 1) })).toEqual([
    ["content", newsletterDraftMessages.contentUnreadable],
  ]);
});

test("too many words: the schema's own message", () => {
  const long = doc(paragraph("x".repeat(richTextLimits.characters + 1)));
  const errors = errorsOf({ content: long });
  expect(errors).toHaveLength(1);
  expect(errors?.[0]?.[1]).toMatch(/too long/);
});

test("a newsletter at the editor's limits, in the costliest characters, fits the form's post", () => {
  // 1,000 paragraphs of 20 euro signs (9 bytes each urlencoded), half bold and italic, half linked.
  const paragraphs = Array.from({ length: 1_000 }, (_, index) => ({
    type: "paragraph",
    content: [
      { type: "text", text: "€".repeat(10), marks: [{ type: "bold" }, { type: "italic" }] },
      {
        type: "text",
        text: "€".repeat(10),
        marks: [{ type: "link", attrs: { href: `https://example.org/news/${index}` } }],
      },
    ],
  }));
  const content = doc(...paragraphs);
  expect(newsletterDraftSchema.safeParse({ ...base, content }).success).toBe(true);
  const posted = new URLSearchParams({ intent: "send", ...base, content, photoId: "" }).toString();
  expect(posted.length).toBeLessThan(largerBodyLimits["/admin/newsletter"] ?? 0);
});
