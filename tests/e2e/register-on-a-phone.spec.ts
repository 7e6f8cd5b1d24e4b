import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import {
  childFirstFieldId,
  registrationFirstFieldId,
  registrationFormWords as words,
} from "../../app/features/enquiries/registration-children";
import { namePrivacyNotice } from "../../app/features/pages/privacy-notices";
import { shareWords } from "../../app/shared/behaviours/share-page";
import type { ThemePreference } from "../../app/shared/lib/theme";
import { getPage } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard, type StaffServer } from "../support/staff-server";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Registering children on a phone (issue 39, item 3): the form is one tap from the first screen,
 * siblings go on one form (with JavaScript and without), and "Tell another parent or carer" has
 * a Share button. On a production server of this file's own, so staff can check what was stored
 * and the form's per-address limit is this file's alone.
 */

// In order, in one worker: its tests share one server and its data folder.
test.describe.configure({ mode: "default", timeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-register-"));
let server: ProductionServer;
let staffServer: StaffServer;
const registerPath = getPage("register-child").route;

test.beforeAll(async () => {
  server = await startProductionServer({ dataDir });
  staffServer = { baseUrl: server.baseUrl, dataDir };
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Visit = { width: number; theme: ThemePreference; javaScript: boolean };

const phoneHeight = 667;

async function openRegister(browser: Browser, { width, theme, javaScript }: Visit) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    javaScriptEnabled: javaScript,
    viewport: { width, height: width === 375 ? phoneHeight : 800 },
  });
  const page = await context.newPage();
  await storeThemePreference(page, theme);
  await page.goto(registerPath);
  if (javaScript) await waitForHydration(page);
  return page;
}

const formOf = (page: Page) => page.getByRole("region", { name: "Register your child" });
const childGroup = (page: Page, name: string) => formOf(page).getByRole("group", { name });

async function fillParent(page: Page, parent: string) {
  const form = formOf(page);
  await form.getByLabel("Your full name").fill(parent);
  await form.getByLabel("Your email address").fill(`${parent.replace(" ", ".")}@example.net`);
  await form.getByLabel("Your phone number").fill("07700 900 111");
  await form.getByLabel("Emergency contact").fill("Rowan (grandparent) 07700 900 222");
}

async function fillChild(group: Locator, firstName: string, age: string, photos: string) {
  await group.getByLabel("Your child's first name").fill(firstName);
  await group.getByLabel("Their age or date of birth").fill(age);
  await group.getByLabel(photos).check();
}

/** The staff's card of a parent's registrations (staff signed in): one card, every child on it. */
async function expectStoredOnce(page: Page, parent: string, children: readonly string[]) {
  await page.goto(`${server.baseUrl}/admin/enquiries?q=${encodeURIComponent(parent)}`);
  const cards = page.getByRole("article").filter({ hasText: parent });
  await expect(cards).toHaveCount(1);
  for (const [index, name] of children.entries()) {
    await expect(
      cards.getByRole("heading", { name: `Child ${index + 1} of ${children.length}: ${name}` }),
    ).toBeVisible();
  }
  await expect(cards.getByText(`${parent.replace(" ", ".")}@example.net`)).toHaveCount(1);
}

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`at ${width} px (${theme}) "Start the form" is on the first screen and focuses the first field; the notice is one tap away`, async ({
      browser,
    }) => {
      // Without JavaScript there is no stored theme to apply: the light one is checked once.
      for (const javaScript of theme === "light" ? [true, false] : [true]) {
        const page = await openRegister(browser, { width, theme, javaScript });
        const start = page.getByRole("main").getByRole("link", { name: words.startForm });
        await expect(start).toBeVisible();
        const box = await start.boundingBox();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(phoneHeight);
        await start.click();
        await expect(page.locator(`#${registrationFirstFieldId}`)).toBeFocused();
        await expect(formOf(page).getByLabel("Your full name")).toBeInViewport();

        // The notice is a closed disclosure: one line, not a box between the parent and the form.
        const notice = page.getByRole("complementary", {
          name: namePrivacyNotice("registration"),
        });
        await expect(notice.getByText("Why we ask")).toBeHidden();
        expect((await notice.boundingBox())?.height ?? Infinity).toBeLessThan(100);
        await notice.getByText(namePrivacyNotice("registration")).click();
        await expect(notice.getByText("Why we ask")).toBeVisible();
        if (javaScript) {
          await expectNoSeriousAxeViolations(page);
          await saveScreen(page, "register-notice-open");
        }
        await page.context().close();
      }
    });
  }
}

test("with JavaScript, a second child is added in place, focused and announced; removed again; both children stored with the parent once", async ({
  browser,
  page,
}) => {
  const stored: string[] = [];
  for (const [width, theme] of [
    [375, "dark"],
    [1280, "light"],
  ] as const) {
    const parent = `Harper Quinlan${width}`;
    const visitor = await openRegister(browser, { width, theme, javaScript: true });
    await fillParent(visitor, parent);
    await fillChild(childGroup(visitor, "About your child"), "Marisol", "10", "Website");
    await formOf(visitor).getByRole("button", { name: words.addChild }).click();
    await expect(visitor.locator(`#${childFirstFieldId(1)}`)).toBeFocused();
    const announced = formOf(visitor).locator("[aria-live='polite']");
    await expect(announced.filter({ hasText: words.added(1) })).toBeAttached();
    await fillChild(childGroup(visitor, "Child 2"), "Teodor", "8", "No photos of my child, please");
    await childGroup(visitor, "Child 2").getByLabel("Football and Route One Rovers").check();

    // A third child added by mistake goes again; focus returns to "Add another child".
    await formOf(visitor).getByRole("button", { name: words.addChild }).click();
    await childGroup(visitor, "Child 3")
      .getByRole("button", { name: words.removeChild(2) })
      .click();
    await expect(childGroup(visitor, "Child 3")).toHaveCount(0);
    await expect(formOf(visitor).getByRole("button", { name: words.addChild })).toBeFocused();
    await expect(announced.filter({ hasText: words.removed(2) })).toBeAttached();
    await expect(childGroup(visitor, "Child 2").getByLabel("Your child's first name")).toHaveValue(
      "Teodor",
    );
    await expectNoSeriousAxeViolations(visitor);
    await saveScreen(visitor, "register-two-children");

    await formOf(visitor).getByRole("button", { name: words.submit }).click();
    await expect(visitor.getByText("Thank you, your child is registered.")).toBeVisible();
    await visitor.context().close();
    stored.push(parent);
  }
  await openStaffDashboard(page, "enquiries", staffServer);
  for (const parent of stored) await expectStoredOnce(page, parent, ["Marisol", "Teodor"]);
});

test("without JavaScript, Add another child and Remove answer with the form reshaped, nothing stored until sent; Enter sends it", async ({
  browser,
  page,
}) => {
  const stored: string[] = [];
  for (const width of reviewWidths) {
    const parent = `Ellis Marchbank${width}`;
    const visitor = await openRegister(browser, { width, theme: "light", javaScript: false });
    await fillParent(visitor, parent);
    await fillChild(childGroup(visitor, "About your child"), "Odile", "12", "Print");
    await formOf(visitor).getByRole("button", { name: words.addChild }).click();
    await expect(visitor.locator(`#${childFirstFieldId(1)}`)).toBeFocused();
    await expect(formOf(visitor).getByText(words.added(1))).toBeVisible();
    // What was typed is kept, ticked boxes too.
    await expect(formOf(visitor).getByLabel("Your full name")).toHaveValue(parent);
    await expect(childGroup(visitor, "Child 1").getByLabel("Print")).toBeChecked();

    await formOf(visitor).getByRole("button", { name: words.addChild }).click();
    await fillChild(childGroup(visitor, "Child 3"), "Pim", "9", "Social media");
    await childGroup(visitor, "Child 2")
      .getByRole("button", { name: words.removeChild(1) })
      .click();
    await expect(formOf(visitor).getByRole("button", { name: words.addChild })).toBeFocused();
    await expect(childGroup(visitor, "Child 3")).toHaveCount(0);
    const second = childGroup(visitor, "Child 2");
    await expect(second.getByLabel("Your child's first name")).toHaveValue("Pim");
    await expect(second.getByLabel("Social media")).toBeChecked();
    await saveScreen(visitor, "register-two-children-no-js");

    // Enter in a field sends the form: never a child's Remove or Add button.
    await second.getByLabel("Their age or date of birth").press("Enter");
    await expect(visitor.getByText("Thank you, your child is registered.")).toBeVisible();
    await visitor.context().close();
    stored.push(parent);
  }
  await openStaffDashboard(page, "enquiries", staffServer);
  for (const parent of stored) await expectStoredOnce(page, parent, ["Odile", "Pim"]);
});

test("an invalid second child is named in its error, and nothing is stored", async ({
  browser,
  page,
}) => {
  for (const [width, theme, javaScript] of [
    [375, "dark", true],
    [1280, "light", false],
  ] as const) {
    const parent = `Noor Ashdown${width}`;
    const visitor = await openRegister(browser, { width, theme, javaScript });
    await fillParent(visitor, parent);
    await fillChild(childGroup(visitor, "About your child"), "Ines", "11", "Website");
    await formOf(visitor).getByRole("button", { name: words.addChild }).click();
    await childGroup(visitor, "Child 2").getByLabel("Their age or date of birth").fill("7");
    await formOf(visitor).getByRole("button", { name: words.submit }).click();

    const second = childGroup(visitor, "Child 2");
    await expect(second.getByText("Child 2: enter your child's first name.")).toBeVisible();
    await expect(
      second.getByText(
        "Child 2: choose where we may use photos of your child, or choose no photos.",
      ),
    ).toBeVisible();
    await expect(second.getByLabel("Your child's first name")).toBeFocused();
    await expect(childGroup(visitor, "Child 1").getByLabel("Your child's first name")).toHaveValue(
      "Ines",
    );
    if (javaScript) await expectNoSeriousAxeViolations(visitor);
    await saveScreen(visitor, "register-child-2-invalid");
    await visitor.context().close();
  }
  await openStaffDashboard(page, "enquiries", staffServer);
  await page.goto(`${server.baseUrl}/admin/enquiries?q=Ashdown`);
  await expect(
    page.getByText("No enquiries match. Try other words, or clear the filters."),
  ).toBeVisible();
});

test("Share sends the page's address to the phone's share sheet, or copies it and says so; without JavaScript there is no button", async ({
  browser,
}) => {
  const url = `${server.baseUrl}${registerPath}`;
  const banner = (page: Page) => page.getByRole("region", { name: "Tell another parent or carer" });

  const phone = await openRegister(browser, { width: 375, theme: "dark", javaScript: true });
  await phone.evaluate(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = async (data) => {
      shared.push(data ?? {});
    };
  });
  await banner(phone).getByRole("button", { name: shareWords.button }).click();
  await expect
    .poll(() => phone.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: getPage("register-child").title, url }]);
  await expectNoSeriousAxeViolations(phone);
  await phone.context().close();

  const laptop = await openRegister(browser, { width: 1280, theme: "light", javaScript: true });
  await laptop.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  expect(await laptop.evaluate(() => "share" in navigator)).toBe(false);
  await banner(laptop).getByRole("button", { name: shareWords.button }).click();
  await expect(banner(laptop).getByRole("status")).toHaveText(shareWords.copied);
  expect(await laptop.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousAxeViolations(laptop);
  await saveScreen(laptop, "register-share-copied");
  await laptop.context().close();

  const noScript = await openRegister(browser, { width: 375, theme: "light", javaScript: false });
  await expect(banner(noScript).getByText("Know someone whose child")).toBeVisible();
  await expect(banner(noScript).getByRole("button")).toHaveCount(0);
  await noScript.context().close();
});
