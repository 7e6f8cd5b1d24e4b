import { expectNoSeriousAxeViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard } from "../support/staff-server";
import { expect, test } from "../support/test";
import { storeThemePreference } from "../support/theme";

/**
 * Issue 39, item 5: a staff form's answer appears where it hides nothing staff are working on:
 * at the top on a phone (the keyboard and the form's buttons are at the bottom), bottom right on
 * a wide screen. Saving the Settings unchanged gives a toast and changes nothing.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`a toast keeps clear of the form's buttons and the keyboard at ${width} px, ${theme}`, async ({
      page,
    }) => {
      const height = width < 768 ? 740 : 800;
      await storeThemePreference(page, theme);
      await page.setViewportSize({ width, height });
      await openStaffDashboard(page, "settings");
      await waitForHydration(page);
      const save = page.getByRole("button", { name: "Save settings" });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const toast = page.locator("[data-sonner-toast]").first();
      await expect(toast).toBeVisible();
      const toastBox = await toast.boundingBox();
      const saveBox = await save.boundingBox();
      if (!toastBox || !saveBox) throw new Error("the toast or the Save button has no box");
      expect(overlaps(toastBox, saveBox), "the toast covers the Save button").toBe(false);
      if (width < 640) {
        // An on-screen keyboard takes about the lower half of a phone's screen.
        expect(toastBox.y + toastBox.height).toBeLessThan(height / 2);
      } else {
        expect(toastBox.y).toBeGreaterThan(height / 2);
        expect(toastBox.x).toBeGreaterThan(width / 2);
      }
      await saveScreen(page, `admin-toast-${theme}`);
      await expectNoSeriousAxeViolations(page);
    });
  }
}
