import { expect, test } from "vitest";
import { renderMail } from "./mail-layout";

const content = {
  charityName: "Northfold Youth",
  heading: "Thank you for your enquiry",
  paragraphs: ["Hello Sam,", "We will reply within two working days.\nBest wishes"],
  footer: "You are receiving this because you used our contact form.",
};

test("the text version carries every piece of text and no markup", () => {
  const { text } = renderMail(content);
  expect(text).toBe(
    [
      "Northfold Youth",
      "Thank you for your enquiry",
      "Hello Sam,",
      "We will reply within two working days.\nBest wishes",
      "--",
      "You are receiving this because you used our contact form.",
    ].join("\n\n"),
  );
  expect(text).not.toMatch(/<[a-z/!]/i);
});

test("the HTML version names the charity at the top, in a narrow column, keeping line breaks", () => {
  const { html } = renderMail(content);
  const body = html.slice(html.indexOf("<body"));
  expect(body.indexOf("Northfold Youth")).toBeLessThan(body.indexOf("Thank you for your enquiry"));
  expect(html).toContain("max-width:560px");
  expect(html).toContain("We will reply within two working days.<br>Best wishes");
  expect(html).toContain("You are receiving this because you used our contact form.");
});

test("the HTML version escapes text from visitors and staff", () => {
  const { html } = renderMail({
    charityName: "Tom & Jerry's <Club>",
    heading: '<img src=x onerror="alert(1)">',
    paragraphs: ["<script>alert('hi')</script>"],
    footer: "<b>bold</b>",
  });
  expect(html).not.toContain("<script>");
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<b>");
  expect(html).toContain("&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt;");
  expect(html).toContain("Tom &amp; Jerry&#39;s &lt;Club&gt;");
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
});

test("leaves the footer out when there is none", () => {
  const { text, html } = renderMail({ ...content, footer: undefined });
  expect(text).not.toContain("--");
  expect(html).not.toContain("border-top");
});
