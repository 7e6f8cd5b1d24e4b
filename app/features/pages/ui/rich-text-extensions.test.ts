// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, test } from "vitest";
import { listRichTextLinks, richTextDocSchema, richTextToPlainText } from "../rich-text";
import { richTextExtensions } from "./rich-text-extensions";

// happy-dom lacks the old `rules` alias that ProseMirror reads when pasted HTML has a <style>, as
// Word's does; browsers have it.
if (!("rules" in CSSStyleSheet.prototype)) {
  Object.defineProperty(CSSStyleSheet.prototype, "rules", {
    get(this: CSSStyleSheet) {
      return this.cssRules;
    },
  });
}

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function load(html: string) {
  editor = new Editor({ extensions: richTextExtensions, content: html });
  return editor;
}

/** Where a word is in the editor's document, to select it. */
function rangeOf(current: Editor, word: string) {
  let range = { from: 0, to: 0 };
  current.state.doc.descendants((node, position) => {
    const index = node.isText ? (node.text ?? "").indexOf(word) : -1;
    if (index >= 0) range = { from: position + index, to: position + index + word.length };
  });
  return range;
}

/** What the editor would send: its JSON, checked by the schema. */
function saved(current: Editor) {
  const result = richTextDocSchema.safeParse(current.getJSON());
  expect(result.error).toBeUndefined();
  return result.data;
}

describe("TipTap's JSON for each allowed format passes the schema", () => {
  test.each([
    ["heading 2", "<h2>Our work</h2>", { type: "heading", attrs: { level: 2 } }],
    ["heading 3", "<h3>Sport</h3>", { type: "heading", attrs: { level: 3 } }],
    ["bold", "<p><strong>x</strong></p>", { type: "paragraph" }],
    ["italic", "<p><em>x</em></p>", { type: "paragraph" }],
    ["bulleted list", "<ul><li><p>x</p></li></ul>", { type: "bulletList" }],
    [
      "numbered list",
      '<ol start="3"><li><p>x</p></li></ol>',
      { type: "orderedList", attrs: { start: 3 } },
    ],
    ["nested list", "<ul><li><p>x</p><ol><li><p>y</p></li></ol></li></ul>", { type: "bulletList" }],
    ["quote", "<blockquote><p>x</p></blockquote>", { type: "blockquote" }],
    ["line break", "<p>a<br>b</p>", { type: "paragraph" }],
    ["web link", '<p><a href="https://example.org">x</a></p>', { type: "paragraph" }],
    ["site link", '<p><a href="/about">x</a></p>', { type: "paragraph" }],
    ["mail link", '<p><a href="mailto:hello@example.org">x</a></p>', { type: "paragraph" }],
    ["phone link", '<p><a href="tel:+441632960123">x</a></p>', { type: "paragraph" }],
    ["empty document", "", { type: "paragraph" }],
  ])("%s", (_name, html, expected) => {
    const doc = saved(load(html));
    expect(doc?.content[0]).toMatchObject(expected);
  });

  test("the commands the toolbar runs make documents the schema accepts", () => {
    const current = load("<p>Title</p><p>Body text</p><p>Item</p><p>Said</p>");
    const run = (word: string) => current.chain().setTextSelection(rangeOf(current, word));
    run("Title").toggleHeading({ level: 2 }).run();
    run("Body").toggleBold().toggleItalic().run();
    run("text").setLink({ href: "/about" }).run();
    run("Item").toggleBulletList().run();
    run("Said").toggleBlockquote().run();
    const doc = saved(current);
    expect(doc?.content.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "bulletList",
      "blockquote",
    ]);
    expect(listRichTextLinks(doc ?? "")).toEqual(["/about"]);
  });

  test("a refused address cannot be set as a link", () => {
    const current = load("<p>Click me</p>");
    current.commands.selectAll();
    expect(current.commands.setLink({ href: "javascript:alert(1)" })).toBe(false);
    expect(current.getJSON().content?.[0]?.content?.[0]?.marks).toBeUndefined();
  });
});

/** The sort of HTML Word puts on the clipboard, plus what a hostile web page might. */
const wordAndWebPaste = `
<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style>
<script>alert("head")</script></head><body>
<h1 class="MsoTitle">Summer <span style="color:red">programme</span></h1>
<p class="MsoNormal"><span style="font-family:Calibri;font-size:14pt;color:#FF0000">Plain words</span>
<b style="mso-bidi-font-weight:normal">bold words</b> <i>italic words</i>
<span style="font-weight:bold">span bold</span> <font face="Arial" color="red">old tag</font>
<u>underlined</u> <s>struck</s> <code>code</code> <sup>sup</sup><o:p></o:p></p>
<table border="1"><tr><td>Cell one</td><td>Cell two</td></tr></table>
<img src="x" onerror="alert('img')"><p>After image<img src="y" onerror="alert(2)"></p>
<script>alert("body")</script><style>p{color:red}</style><embed src="https://evil.example/x.swf"><form action="https://evil.example"><input name="q" value="form field"></form>
<p><a href="javascript:alert(1)">refused one</a> <a href="JAVASCRIPT:alert(1)">refused two</a>
<a href=" javascript:alert(1)">refused three</a> <a href="java&#09;script:alert(1)">refused four</a>
<a href="data:text/html,<script>alert(1)</script>">refused five</a> <a href="vbscript:msgbox(1)">refused six</a>
<a href="//evil.example">refused seven</a> <a href="https://example.org" target="_blank" onclick="alert(1)" class="x" style="color:red">good link</a></p>
<h4>Small heading</h4><hr><pre>preformatted</pre>
<ul><li style="color:red">Point</li></ul><ol><li>Step</li></ol><blockquote>Quoted</blockquote>
</body></html>`;

describe("pasting from Word or a web page keeps only the allowed formats", () => {
  function check(doc: NonNullable<ReturnType<typeof saved>>) {
    const json = JSON.stringify(doc);
    const types = new Set(json.match(/"type":"[a-zA-Z]+"/g));
    expect([...types].sort()).toEqual(
      [
        "blockquote",
        "bold",
        "bulletList",
        "doc",
        "heading",
        "italic",
        "link",
        "listItem",
        "orderedList",
        "paragraph",
        "text",
      ].map((type) => `"type":"${type}"`),
    );
    expect(listRichTextLinks(doc)).toEqual(["https://example.org"]);
    // No markup, attribute, style or refused address survives, only words and allowed formats.
    for (const banned of [
      "<",
      ">",
      "alert",
      "onerror",
      "onclick",
      "style",
      "color",
      "_blank",
      "evil",
      "Calibri",
      "mso",
    ]) {
      expect(json, banned).not.toContain(banned);
    }
    const words = richTextToPlainText(doc);
    for (const kept of [
      "Summer programme",
      "Plain words",
      "bold words",
      "old tag",
      "underlined",
      "struck",
      "Cell one",
      "After image",
      "refused one",
      "refused five",
      "refused seven",
      "good link",
      "Small heading",
      "preformatted",
      "Point",
      "Step",
      "Quoted",
    ]) {
      expect(words, kept).toContain(kept);
    }
    expect(doc.content.find((block) => block.type === "heading")).toMatchObject({
      attrs: { level: 2 },
    });
  }

  test("as content loaded into the editor", () => {
    const current = load(wordAndWebPaste);
    const doc = saved(current);
    expect(doc).toBeDefined();
    if (doc) check(doc);
    expect(doc?.content).toContainEqual({
      type: "heading",
      attrs: { level: 3 },
      content: [{ type: "text", text: "Small heading" }],
    });
  });

  test("through the editor's paste handling", () => {
    const current = load("<p></p>");
    current.view.pasteHTML(wordAndWebPaste);
    const doc = saved(current);
    expect(doc).toBeDefined();
    if (doc) check(doc);
  });

  test("a pasted address becomes a link only when it is allowed", () => {
    const current = load("<p></p>");
    current.view.pasteText("see https://example.org/page and javascript:alert(1)");
    const doc = saved(current);
    expect(listRichTextLinks(doc ?? "")).toEqual(["https://example.org/page"]);
  });
});
