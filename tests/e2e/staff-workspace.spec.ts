import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ThemePreference } from "../../app/shared/lib/theme";
import { adminNavGroups, adminTabPath, adminTabs } from "../../app/shared/staff-shell/admin-tabs";
import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { reviewWidths } from "../support/screens";
import { ensureStaffAdmin, type StaffServer } from "../support/staff-server";
import { signInHere } from "../support/staff-sign-in";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * The staff workspace (issue 33) on a server of this file's own, with mail not set up, so what
 * Needs attention lists is only what these tests sent.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-e2e-workspace-"));
let server: ProductionServer;
let staff: StaffServer;

test.beforeAll(async () => {
  server = await startProductionServer({ dataDir });
  staff = { baseUrl: server.baseUrl, dataDir };
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${staff.baseUrl}/admin`);
  await signInHere(page, ensureStaffAdmin("workspace", staff));
  await expect(page).toHaveURL(`${staff.baseUrl}${adminTabPath("pages")}`);
  await waitForHydration(page);
}

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test("a visitor's message sent with JavaScript off is named on the first screen after sign-in", async ({
  browser,
  page,
}) => {
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${staff.baseUrl}/contact`);
  const form = visitor.locator("#contact-form");
  await form.getByLabel("Your name").fill("Ottoline Marsh");
  await form.getByLabel("Your email address").fill("ottoline.marsh@example.net");
  await form.getByLabel("What is it about?").selectOption({ label: "Joining a session or club" });
  await form.getByLabel("Your message").fill("Is there a youth club on Tuesday evenings?");
  await form.getByRole("button", { name: "Send my message" }).click();
  await expect(visitor.getByText(/thank you/i).first()).toBeVisible();
  await visitorContext.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const attention = page.getByRole("region", { name: "Needs attention" });
  const message = attention.getByRole("link", {
    name: "Ottoline Marsh: Joining a session or club",
  });
  await expect(message).toBeInViewport();
  await expect(attention.getByRole("link", { name: "1 new message" })).toBeVisible();
  await expect(sections(page).getByRole("link", { name: "Enquiries (1 waiting)" })).toBeVisible();

  await message.click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?kind=contact&status=new#enquiry-/);
  await expect(page.getByRole("article").filter({ hasText: "Ottoline Marsh" })).toBeVisible();
});

const themes: ThemePreference[] = ["light", "dark"];

for (const width of reviewWidths) {
  for (const theme of themes) {
    test(`every section is reachable at ${width} px in the ${theme} theme, in the staff frame`, async ({
      page,
    }) => {
      await storeThemePreference(page, theme);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await signIn(page);
      const phone = width < 1024;
      const menu = page.getByRole("button", { name: /^Menu/ });

      // The staff frame, not the public site's: no public menu, Join Us, Donate or footer.
      await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Donate", exact: true })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Join Us", exact: true })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Needs attention" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      if (phone) {
        await expect(sections(page)).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expectNoSeriousAxeViolations(page);
      } else {
        await expect(menu).toBeHidden();
      }
      const shown = await sections(page).getByRole("link").allInnerTexts();
      expect(shown).toHaveLength(adminTabs.length);

      for (const key of adminNavGroups.flatMap((group) => group.tabs)) {
        const tab = adminTabs.find((candidate) => candidate.key === key);
        if (!tab) throw new Error(`no tab ${key}`);
        if (phone && !(await sections(page).isVisible())) await menu.click();
        await sections(page).getByRole("link", { name: tab.label }).first().click();
        await expect(page).toHaveURL(`${staff.baseUrl}${adminTabPath(key)}`);
        // On a phone the menu has closed again: the link is marked even while it is hidden.
        await expect(
          page.locator(`nav[aria-label="Dashboard sections"] a[href="${adminTabPath(key)}"]`),
        ).toHaveAttribute("aria-current", "page");
        if (phone) await expect(menu).toHaveAttribute("aria-expanded", "false");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${tab.label} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.goto(`${staff.baseUrl}${adminTabPath("needs-attention")}`);
      await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
}
