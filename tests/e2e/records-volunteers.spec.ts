import type { Page } from "@playwright/test";
import { engagementPages } from "../../app/features/pages/pages/engagement";
import { recordMessages } from "../../app/features/records/messages";
import { applicationMessages } from "../../app/features/records/volunteers/application-record";
import { opportunityMessages } from "../../app/features/records/volunteers/opportunity-record";
import { waitForHydration } from "../support/hydration";
import {
  addButton,
  expectFieldMessage,
  formThanks,
  openAddForm,
  openRecordsTab,
  openVisitorPage,
  uniqueWords,
} from "../support/records-server";
import { type SmtpTestServer, startSmtpServer } from "../support/smtp-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

/**
 * The Volunteers tab on the records server and the public volunteer pages: an open opportunity
 * is listed, a visitor applies for it, staff approve and the applicant is emailed (through a real
 * SMTP server on the port the records server was given). Every name is this test's own.
 */

test.describe.configure({ timeout: 60_000 });

/** The apply page's form, found by its section. */
const applicationForm = (page: Page) => page.getByRole("region", { name: "Apply now" });

async function fillApplication(
  form: ReturnType<typeof applicationForm>,
  applicant: { name: string; email: string; over18: "Yes" | "No" },
) {
  await form.getByLabel("Your name").fill(applicant.name);
  await form.getByLabel("Email address").fill(applicant.email);
  await form.getByLabel("Why would you like to volunteer?").fill("I played here as a child.");
  await form.getByLabel("When are you free?").fill("Saturday mornings");
  await form
    .getByRole("group", { name: /^Are you 18 or over\?/ })
    .getByRole("radio", { name: applicant.over18, exact: true })
    .check();
  await form.getByRole("checkbox", { name: /^I agree that the charity can keep/ }).check();
}

test.describe("with the test's SMTP server", () => {
  let smtp: SmtpTestServer | undefined;

  // Only this describe's one test needs it, so only the worker that runs it starts it.
  test.beforeAll(async () => {
    smtp = await startSmtpServer({ port: Number(process.env.E2E_SMTP_PORT) });
  });

  test.afterAll(async () => {
    await smtp?.stop();
  });

  test("an open opportunity is listed, a visitor applies, staff approve and the applicant is emailed", async ({
    page,
    browser,
  }) => {
    const role = uniqueWords("Junior football coach");
    const applicant = {
      name: uniqueWords("Priya"),
      email: `${uniqueWords("priya").replace(" ", "-")}@example.org`,
    };
    const note = uniqueWords("Bring trainers to your first session.");

    await openRecordsTab(page, "volunteers");
    const form = await openAddForm(page, "volunteers");
    await form.getByLabel("Title (required)", { exact: true }).fill(role);
    await form.getByLabel("Type", { exact: true }).selectOption("Coaching");
    await form.getByLabel("Time commitment (required)", { exact: true }).fill("2 hours a week");
    await form.getByLabel("Required skills", { exact: true }).fill("Patience and a whistle");
    await form
      .getByLabel("Description (required)", { exact: true })
      .fill("Help our under-12s team train on Saturday mornings.");
    const open = form.getByRole("checkbox", { name: "Open for applications" });
    await open.check();
    await expect(open).toBeChecked();
    await addButton(form, "volunteers").click();
    await expectToast(page, recordMessages.records.added("Opportunity"));

    const visitor = await openVisitorPage(browser, "/volunteer/vacancies");
    const vacancy = visitor
      .getByRole("region", { name: "Current vacancies" })
      .getByRole("article")
      .filter({ has: visitor.getByRole("heading", { name: role, exact: true }) });
    await expect(vacancy).toContainText("2 hours a week");
    // The link's name says which role, for a screen reader's list of links.
    const applyLink = vacancy.getByRole("link", { name: /^Apply for this role\b/ });
    await expect(applyLink).toHaveAccessibleName(new RegExp(role));
    await applyLink.click();
    await expect(visitor).toHaveURL(/\/volunteer\/apply\?role=[^#]+#application-form$/);

    const apply = applicationForm(visitor);
    const chosen = apply.getByLabel("Role you are applying for");
    await expect(chosen.locator("option:checked")).toHaveText(role);
    await fillApplication(apply, { ...applicant, over18: "Yes" });
    await apply.getByRole("button", { name: "Send my application" }).click();
    await expect(
      apply.getByText(formThanks(engagementPages["volunteer-apply"], "volunteer-application")),
    ).toBeVisible();
    await visitor.context().close();

    await page.reload();
    await waitForHydration(page);
    const applications = page.getByRole("region", { name: "Applications", exact: true });
    const card = applications
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: applicant.name, exact: true }) });
    await expect(card).toContainText(role);
    await expect(card).toContainText(applicant.email);
    await expect(card).toContainText("New");
    await card.getByLabel(/^Note to the applicant/).fill(note);
    await card.getByRole("button", { name: "Approve", exact: true }).click();
    await expectToast(page, recordMessages.records.applicationAnswered("Approved", "sent"));
    await expect(card).toContainText(note);
    await expect(card.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

    const mail = await (smtp as SmtpTestServer).waitForMail(
      (received) => received.to.includes(applicant.email),
      10_000,
    );
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(role);
    expect(mail.subject).toContain(role);
    expect(mail.from).toContain("volunteers@example.org");

    const activeVolunteers = page
      .getByRole("region", { name: "Volunteering at a glance" })
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: "Active volunteers" }) })
      .locator("dd")
      .first();
    // At least one: this test's applicant (others' tests may have added more).
    await expect(activeVolunteers).toHaveText(/^[1-9][\d,]*$/);
  });
});

test("an application from someone under 18 without a parent or guardian's details is refused with both messages", async ({
  browser,
}) => {
  const visitor = await openVisitorPage(browser, "/volunteer/apply");
  const apply = applicationForm(visitor);
  await apply.getByLabel("Role you are applying for").selectOption({ index: 1 });
  await fillApplication(apply, {
    name: uniqueWords("Sam"),
    email: `${uniqueWords("sam").replace(" ", "-")}@example.org`,
    over18: "No",
  });
  // Choosing "No" asks for them.
  const guardianName = apply.getByLabel("Parent or guardian's name");
  const guardianContact = apply.getByLabel("Parent or guardian's phone number or email");
  await expect(guardianName).toBeVisible();
  await expect(guardianContact).toBeVisible();
  await apply.getByRole("button", { name: "Send my application" }).click();
  await expectFieldMessage(guardianName, applicationMessages.guardianNameMissing);
  await expectFieldMessage(guardianContact, applicationMessages.guardianContactMissing);
  await expect(guardianName).toBeFocused();
  // Only those two: everything else was filled in.
  await expect(apply.locator("[aria-invalid='true']")).toHaveCount(2);
  await visitor.context().close();
});

test("the opportunity add form, sent empty, puts each required field's message beside it", async ({
  page,
}) => {
  await openRecordsTab(page, "volunteers");
  const form = await openAddForm(page, "volunteers");
  await addButton(form, "volunteers").click();
  await expectToast(page, {
    title: recordMessages.records.failedTitle("opportunity"),
    description: recordMessages.records.invalid,
  });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expectFieldMessage(field("Title (required)"), opportunityMessages.titleMissing);
  await expectFieldMessage(field("Time commitment (required)"), opportunityMessages.timeMissing);
  await expectFieldMessage(field("Description (required)"), opportunityMessages.descriptionMissing);
  await expect(field("Required skills")).not.toHaveAttribute("aria-invalid", "true");
});
