import { expect, test } from "vitest";
import { visibleAdminTabs } from "./admin-tabs";

test("until two-factor is set up where admins require it, only My Account is open", () => {
  const admin = { role: "admin" as const, mustChangePassword: false };
  expect(visibleAdminTabs({ ...admin, mustSetUpTwoFactor: true }).map((tab) => tab.key)).toEqual([
    "account",
  ]);
  expect(visibleAdminTabs({ ...admin, mustSetUpTwoFactor: false }).length).toBeGreaterThan(1);
});
