import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeUploadDate } from "../../app/features/media/chooser-photo";
import { newsletterMessages } from "../../app/features/newsletter/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { expectHeadingOrder } from "../support/heading-order";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { reviewWidths, saveScreen } from "../support/screens";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { ensureStaffAdmin, openStaffDashboard, type StaffServer } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";
import { makeUniquePhoto } from "../support/unique-photo";
import { answerChildrenQuestion } from "../support/upload-decision";

/**
 * Newsletter content (issue 39, item 10): staff write a heading, make a link with the link form
 * and add a photo from the library (uploaded in the chooser, consent question answered), see them
 * in the preview, and send a test; the email that arrives has them in its HTML and text parts.
 * On a production server of this file's own, with a mail server of its own.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-newsletter-"));
let server: ProductionServer;
let smtp: SmtpTestServer;
let staffServer: StaffServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startProductionServer({
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "news@example.org" },
  });
  staffServer = { baseUrl: server.baseUrl, dataDir };
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const quickQuestion = "Does this photo show children who could be identified?";
const linkAddress = "https://example.org/camp?week=1&place=hall";

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`a heading, a link and a library photo reach the test email at ${width}px, ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await storeThemePreference(page, theme);
      await openStaffDashboard(page, "newsletter", staffServer);
      const { email } = ensureStaffAdmin("staff", staffServer);
      const form = page.getByRole("form", { name: "Write a newsletter" });
      const preview = page.getByRole("region", { name: "Preview" });
      const subject = `Summer news ${width} ${theme}`;
      const heading = `Camp week ${width}`;
      const altText = `Newsletter test: the hall painted blue, ${width} ${theme}`;

      await form.getByLabel("Template (required)").selectOption({ label: "Custom" });
      await form.getByLabel("Subject (required)").fill(subject);

      // A heading, then a paragraph whose words become a link through the link form.
      const editor = form.getByRole("textbox", { name: "Content (required)" });
      await editor.click();
      await page.keyboard.type(heading);
      await form.getByRole("button", { name: "Heading 2", exact: true }).click();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Book your place");
      await page.keyboard.press("Shift+Home");
      await form.getByRole("button", { name: "Link", exact: true }).click();
      const address = form.getByLabel("Link address");
      await expect(address).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      await saveScreen(page, "newsletter-link-form");
      await address.fill(linkAddress);
      await form.getByRole("button", { name: "Apply", exact: true }).click();
      await expect(address).toBeHidden();
      await page.keyboard.press("End");
      await page.keyboard.type(" before Friday.");

      // The photo: the chooser opened, a new photo uploaded in it and chosen.
      await form.getByRole("button", { name: "Add a photo" }).click();
      const chooser = form.getByRole("radiogroup", { name: "Photo from the library" });
      await expect(chooser).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await chooser.getByRole("button", { name: "Upload a new photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload a new photo" });
      await expect(dialog.getByText("Connected")).toBeVisible();
      await dialog
        .getByLabel("Image", { exact: true })
        .setInputFiles(await makeUniquePhoto("hall.jpg"));
      await dialog.getByLabel("Alt text").fill(altText);
      await answerChildrenQuestion(dialog, "none", quickQuestion);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole("button", { name: "Upload image" }).click();
      await expect(dialog).toBeHidden();
      const chosen = chooser.getByRole("radio", {
        name: `${altText} ${describeUploadDate(new Date().toISOString())}`,
      });
      await expect(chosen).toBeChecked();
      await expect(form.getByText(newsletterMessages.newsletter.photoAlt(altText))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await saveScreen(page, "newsletter-photo-chooser");

      // The preview: what subscribers get.
      await expect(preview.getByText(subject)).toBeVisible();
      await expect(preview.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(preview.getByRole("link", { name: "Book your place" })).toHaveAttribute(
        "href",
        linkAddress,
      );
      await expect(preview.getByRole("img", { name: altText })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectHeadingOrder(page);
      await expectNoSeriousAxeViolations(page);
      await saveScreen(page, "newsletter-preview");

      await form.getByRole("button", { name: "Send a test to me" }).click();
      await expectToast(page, newsletterMessages.newsletter.testSent(email));
      const mail = await smtp.waitForMail((received) => received.subject === `Test: ${subject}`);
      expect(mail.to).toEqual([email]);
      expect(mail.html).toMatch(new RegExp(`<h2 style="[^"]*">${heading}</h2>`));
      expect(mail.html).toContain(
        `<a href="${linkAddress.replace("&", "&amp;")}" style="color:#0f766e;text-decoration:underline">Book your place</a> before Friday.`,
      );
      expect(mail.html).toMatch(
        new RegExp(
          `<img src="${server.baseUrl}/media/[\\w./-]+\\.jpg" alt="${altText}" width="512"`,
        ),
      );
      expect(mail.text).toContain(
        `[Photo: ${altText}]\n\n${heading}\n${"=".repeat(heading.length)}\n\nBook your place (${linkAddress}) before Friday.`,
      );
      // The photo the email points at is one visitors may see.
      const src = mail.html.match(/<img src="([^"]+)"/)?.[1] ?? "";
      expect((await fetch(src)).status).toBe(200);
    });
  }
}
