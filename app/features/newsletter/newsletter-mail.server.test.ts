import { expect, test } from "vitest";
import {
  buildUnsubscribeHeaders,
  renderConfirmationMail,
  renderNewsletterMail,
} from "./newsletter-mail.server";

const unsubscribeLink = "https://www.example.org/newsletter/unsubscribe?s=abc&t=signature";

test("a newsletter: the subject as heading, the formatted body, a footer with the way out", () => {
  const mail = renderNewsletterMail({
    charityName: "Northfold Youth",
    subject: "Summer <news> & plans",
    content: {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "The hall" }] },
        { type: "paragraph", content: [{ type: "text", text: "Second <b>paragraph</b>." }] },
      ],
    },
    photo: null,
    origin: "https://www.example.org",
    unsubscribeLink,
  });
  expect(mail.subject).toBe("Summer <news> & plans");
  expect(mail.text.split("\n\n")).toEqual([
    "Northfold Youth",
    "Summer <news> & plans",
    "The hall\n========",
    "Second <b>paragraph</b>.",
    "--",
    `You are getting this email because you signed up for the Northfold Youth newsletter on our website and confirmed your address. To stop getting it, unsubscribe here: ${unsubscribeLink}`,
  ]);
  // Staff's text is text: escaped, never markup.
  expect(mail.html).toContain("<h1");
  expect(mail.html).toContain("Summer &lt;news&gt; &amp; plans</h1>");
  expect(mail.html).toMatch(/<h2 style="[^"]*">The hall<\/h2>/);
  expect(mail.html).toContain("Second &lt;b&gt;paragraph&lt;/b&gt;.</p>");
  expect(mail.html).not.toContain("<b>");
  expect(mail.html).toContain(unsubscribeLink.replace("&", "&amp;"));
  // No photo chosen: nothing is loaded from anywhere when the email is opened.
  expect(mail.html).not.toMatch(/<img|src=/i);
});

test("the unsubscribe headers name the link and offer one-click unsubscribe (RFC 2369, RFC 8058)", () => {
  expect(buildUnsubscribeHeaders(unsubscribeLink)).toEqual({
    "List-Unsubscribe": `<${unsubscribeLink}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
});

test("the confirmation email: the link, why it came, and what to do if it was not them", () => {
  const confirmUrl = "https://www.example.org/newsletter/confirm?s=abc&t=signature";
  const named = renderConfirmationMail({
    charityName: "Northfold Youth",
    firstName: "Aisha",
    confirmUrl,
  });
  expect(named.subject).toBe("Please confirm your subscription to the Northfold Youth newsletter");
  expect(named.subject).not.toContain("Aisha");
  expect(named.text).toContain("Hello Aisha,");
  expect(named.text).toContain(`\n\n${confirmUrl}\n\n`);
  expect(named.text).toContain("signing up for the Northfold Youth newsletter");
  expect(named.text).toContain("open this link and press Confirm on the page.");
  expect(named.text).toContain("We send nothing until you confirm.");
  expect(named.text).toContain("Did not sign up?");
  expect(named.text).toContain("Just ignore this email: you will not get the newsletter");

  const unnamed = renderConfirmationMail({
    charityName: "Northfold Youth",
    firstName: null,
    confirmUrl,
  });
  expect(unnamed.text).toContain("\n\nHello,\n\n");
});
