import type { Browser, Page } from "@playwright/test";
import { pageCheckMessages } from "../../app/features/pages/page-content-checks";
import { settingsMessages } from "../../app/features/settings/messages";
import { getPage } from "../../app/shared/site/page-registry";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { essentialsServer, openEssentialsPage } from "../support/essentials-server";
import { waitForHydration } from "../support/hydration";
import { expectFieldMessage } from "../support/records-server";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * One set of impact figures (issue 39, ADR 0037) on the essentials server, after its own specs:
 * an admin changes a figure in Settings and the home page's counter, its sentence, About and
 * Donate all say the new number; bad figures are refused beside their fields; the page editors
 * list the figures' codes. The tests run in order: the later ones read the figure saved first.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const themes = ["light", "dark"] as const;

async function openAdmin(browser: Browser, theme: (typeof themes)[number]) {
  const context = await browser.newContext({ baseURL: essentialsServer.baseUrl });
  const page = await context.newPage();
  await storeThemePreference(page, theme);
  await openStaffDashboard(page, "settings", essentialsServer);
  await waitForHydration(page);
  return page;
}

const figureGroup = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** Presses Save settings and waits for the server's answer. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings"),
  );
  await page.getByRole("button", { name: "Save settings" }).click();
  await answer;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test("bad impact figures are refused beside their fields; the Settings screen passes axe at both widths and themes", async ({
  browser,
}) => {
  for (const theme of themes) {
    const page = await openAdmin(browser, theme);
    const meals = figureGroup(page, "Meals");
    await expect(meals).toContainText("{figure:meals}");
    await expect(meals.getByLabel("Number")).toHaveValue("10000");
    await meals.getByLabel("Number").fill("lots");
    await meals.getByLabel("After it").fill("++0");
    await meals.getByLabel("Words under it").fill(" ");
    await save(page);
    await expectToast(page, {
      title: settingsMessages.settings.failedTitle,
      description: settingsMessages.settings.invalid,
    });
    await expectFieldMessage(
      meals.getByLabel("Number"),
      "Enter a whole number using digits, like 500.",
    );
    await expectFieldMessage(
      meals.getByLabel("After it"),
      "Keep what follows the number to 2 characters, like + or %.",
    );
    await expectFieldMessage(
      meals.getByLabel("Words under it"),
      "Say what the number counts, like “children supported weekly”.",
    );
    for (const width of reviewWidths) {
      await page.setViewportSize({ width, height: 900 });
      await meals.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), `${width} px ${theme}`).toBe(0);
      await saveScreen(page, "impact-figures-settings-refused");
      await expectNoSeriousAxeViolations(page);
    }
    await page.context().close();
  }
});

test("a figure changed in Settings changes Home's counter and sentence, About and Donate", async ({
  browser,
}) => {
  const page = await openAdmin(browser, "light");
  const children = figureGroup(page, "Children and young people each week");
  await children.getByLabel("Number").fill("640");
  await children.getByLabel("After it").fill("");
  await children.getByLabel("Words under it").fill("young people each week");
  await save(page);
  await expectToast(page, settingsMessages.settings.saved);
  await page.context().close();

  for (const width of reviewWidths) {
    for (const theme of themes) {
      const visitor = await openEssentialsPage(browser, width, theme);
      await visitor.emulateMedia({ reducedMotion: "reduce" });
      await visitor.goto(getPage("homepage").route);
      await waitForHydration(visitor);
      const band = visitor.getByRole("region", { name: "Our Impact" });
      await band.scrollIntoViewIfNeeded();
      await expect(visitor.getByTestId("impact-counter").first()).toHaveText("640");
      await expect(band).toContainText("young people each week");
      await expect(visitor.getByRole("main")).toContainText(
        "Every week 640 children and young people come through our doors.",
      );
      await expect(visitor.getByRole("main")).not.toContainText("{figure");
      expect(await horizontalOverflow(visitor), `${width} px ${theme}`).toBe(0);
      await saveScreen(visitor, "impact-figures-home");
      await expectNoSeriousAxeViolations(visitor);
      await visitor.context().close();
    }
  }

  const visitor = await openEssentialsPage(browser, 375);
  await visitor.goto(getPage("about").route);
  await expect(visitor.getByRole("main")).toContainText(
    "Today 640 children and young people take part every week",
  );
  await visitor.goto(getPage("donate").route);
  await expect(visitor.getByRole("main")).toContainText(
    "Every week we support 640 children and young people.",
  );
  await visitor.context().close();
});

test("the Pages and Content tabs list the figures' codes, and Pages warns about a misspelt one", async ({
  browser,
}) => {
  for (const theme of themes) {
    const page = await openAdmin(browser, theme);
    await page.goto(`${essentialsServer.baseUrl}/admin/pages?page=homepage`);
    await waitForHydration(page);
    const note = page.getByText("Quoting an impact figure");
    await note.click();
    await expect(
      page.getByRole("listitem").filter({ hasText: "{figure:children-weekly}" }),
    ).toHaveText("{figure:children-weekly} shows “640” (young people each week)");
    const subtitle = page.getByLabel("Hero subtitle", { exact: true });
    await subtitle.fill("Over {figure:meels} meals a year.");
    await expect(subtitle).toHaveAccessibleDescription(
      `Check: ${pageCheckMessages.unknownFigure("{figure:meels}")}`,
    );
    for (const width of reviewWidths) {
      await page.setViewportSize({ width, height: 900 });
      await subtitle.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), `Pages ${width} px ${theme}`).toBe(0);
      await saveScreen(page, "impact-figures-pages-tab");
      await expectNoSeriousAxeViolations(page);
    }

    page.once("dialog", (dialog) => dialog.accept());
    await page.goto(`${essentialsServer.baseUrl}/admin/content?page=homepage`);
    await waitForHydration(page);
    await page.getByText("Quoting an impact figure").click();
    await expect(page.getByRole("listitem").filter({ hasText: "{figure:meals}" })).toHaveText(
      "{figure:meals} shows “10,000+” (meals provided)",
    );
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue(
      /^Every week \{figure:children-weekly\} children and young people/,
    );
    for (const width of reviewWidths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await horizontalOverflow(page), `Content ${width} px ${theme}`).toBe(0);
      await saveScreen(page, "impact-figures-content-tab");
      await expectNoSeriousAxeViolations(page);
    }
    await page.context().close();
  }
});
