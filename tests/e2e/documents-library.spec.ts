import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { documentMessages } from "../../app/features/documents/messages";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { stubThirdPartyEmbeds } from "../support/offline-embeds";
import { makePdfWithMetadata } from "../support/pdf-fixtures";
import { openStaffDashboard, staffBaseUrl } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

// Issue 35, item 4: staff upload PDFs to the Documents tab; the pages that list their kind show
// them with size and date, and each downloads as a cleaned file. On the staff server after the
// Media tab's tests (documents are not media, but uploads wait their turn there); each test's
// titles are its own, so runs never meet.
test.describe.configure({ timeout: 120_000 });

const funders = "/about/funders";

function uniqueTitle(words: string) {
  return `${words} ${randomBytes(3).toString("hex")}`;
}

/** Fills the upload form from the keyboard, as far as a file picker allows, and sends it. */
async function uploadDocument(
  page: Page,
  file: { name: string; buffer: Buffer },
  words: { title: string; description: string; kind: string },
) {
  await page.getByLabel("PDF file").setInputFiles({ ...file, mimeType: "application/pdf" });
  await page.getByLabel("PDF file").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Title" })).toBeFocused();
  await page.keyboard.type(words.title);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Description" })).toBeFocused();
  await page.keyboard.type(words.description);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Kind of document" })).toBeFocused();
  await page
    .getByRole("combobox", { name: "Kind of document" })
    .selectOption({ label: words.kind });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Upload document" })).toBeFocused();
  await page.keyboard.press("Enter");
}

async function openVisitorPage(browser: Browser, width: number, theme: "light" | "dark") {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await stubThirdPartyEmbeds(context);
  const visitor = await context.newPage();
  await storeThemePreference(visitor, theme);
  await visitor.goto(`${staffBaseUrl}${funders}`);
  await waitForHydration(visitor);
  return { context, visitor };
}

test("staff upload a PDF with the keyboard; Funders lists it with its size and date, and it downloads clean", async ({
  page,
  browser,
}) => {
  await openStaffDashboard(page, "documents");
  const title = uniqueTitle("Annual report");
  await uploadDocument(
    page,
    { name: "AR FINAL (2).pdf", buffer: Buffer.from(await makePdfWithMetadata({ title })) },
    { title, description: "Our year in numbers and stories.", kind: "Annual report" },
  );
  await expectToast(page, documentMessages.documents.uploaded);
  const heading = page.getByRole("heading", { level: 3, name: title });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");

  const { context, visitor } = await openVisitorPage(browser, 1280, "light");
  const listed = visitor.locator("#funders-documents");
  const link = listed.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await expect(listed).toContainText(/PDF, \d+ KB, added \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(listed).toContainText("Our year in numbers and stories.");
  // The newest annual report is also the governance block's latest.
  const governance = visitor.getByRole("region", { name: "Latest annual report and accounts" });
  await expect(governance.getByRole("link", { name: title })).toBeVisible();
  await expect(
    visitor.getByRole("link", { name: /See our entry on the Charity Commission's register/ }),
  ).toHaveAttribute("href", /charitycommission\.gov\.uk\/.*keywords\/\d+$/);

  const href = (await link.getAttribute("href")) ?? "";
  const answer = await context.request.get(`${staffBaseUrl}${href}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toMatch(
    /^attachment; filename="annual-report-[0-9a-f]{6}\.pdf"$/,
  );
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  const downloaded = await PDFDocument.load(await answer.body(), { updateMetadata: false });
  expect(downloaded.getAuthor()).toBeUndefined();
  expect(downloaded.getProducer()).toBeUndefined();

  // A visitor's click saves the file under the title's name.
  const [download] = await Promise.all([visitor.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^annual-report-[0-9a-f]{6}\.pdf$/);
  await context.close();
});

test("a file named .pdf that is really a picture is refused in words, and nothing is listed", async ({
  page,
}) => {
  await openStaffDashboard(page, "documents");
  const picture = await sharp({
    create: { width: 20, height: 20, channels: 3, background: "#48a" },
  })
    .png()
    .toBuffer();
  const title = uniqueTitle("Volunteer form");
  await uploadDocument(
    page,
    { name: "volunteer-form.pdf", buffer: picture },
    { title, description: "Fill it in and bring it along.", kind: "Form" },
  );
  await expect(
    page.getByRole("alert").filter({ hasText: documentMessages.documents.notPdf }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the Documents tab and Funders are axe clean on a phone, ${theme} theme; editing and deleting work from the keyboard`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storeThemePreference(page, theme);
    await openStaffDashboard(page, "documents");
    const title = uniqueTitle("Equality policy");
    await uploadDocument(
      page,
      { name: "equality.pdf", buffer: Buffer.from(await makePdfWithMetadata({ title })) },
      { title, description: "How we treat everyone fairly.", kind: "Policy" },
    );
    await expectToast(page, documentMessages.documents.uploaded);
    await expectNoSeriousAxeViolations(page);

    // Edit: the form opens under the document, saves, and focus returns to its Edit button.
    const edit = page.getByRole("button", { name: `Edit ${title}` });
    await edit.focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: `Edit ${title}` });
    await expect(form).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const description = form.getByRole("textbox", { name: "Description" });
    await description.fill("How we make sure everyone is treated fairly.");
    await description.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Save changes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, documentMessages.documents.updated);
    await expect(edit).toBeFocused();

    const { context, visitor } = await openVisitorPage(browser, 375, theme);
    await expect(visitor.locator("#funders-documents")).toContainText(
      "How we make sure everyone is treated fairly.",
    );
    await expectNoSeriousAxeViolations(visitor);
    await context.close();

    // Delete, confirmed in the dialog; focus goes to the list's heading.
    const remove = page.getByRole("button", { name: `Delete ${title}` });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete this document?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Delete document" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, documentMessages.documents.deleted);
    await expect(
      page.getByRole("heading", { level: 2, name: /^Documents \(\d+\)$/ }),
    ).toBeFocused();
    await expect(page.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
  });
}
