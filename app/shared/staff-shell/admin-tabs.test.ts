import { expect, test } from "vitest";
import { adminNavGroups, adminTabs, groupAdminTabs, visibleAdminTabs } from "./admin-tabs";

test("until two-factor is set up where admins require it, only My Account is open", () => {
  const admin = { role: "admin" as const, mustChangePassword: false };
  expect(visibleAdminTabs({ ...admin, mustSetUpTwoFactor: true }).map((tab) => tab.key)).toEqual([
    "account",
  ]);
  expect(visibleAdminTabs({ ...admin, mustSetUpTwoFactor: false }).length).toBeGreaterThan(1);
});

test("every tab is in exactly one group of the navigation", () => {
  const grouped = adminNavGroups.flatMap((group) => [...group.tabs]);
  expect([...grouped].sort()).toEqual(adminTabs.map((tab) => tab.key).sort());
});

test("an editor's navigation leaves out the administrators' sections and keeps the badges", () => {
  const editor = { role: "editor" as const, mustChangePassword: false };
  const groups = groupAdminTabs(visibleAdminTabs(editor), { enquiries: 3 });
  const keys = groups.flatMap((group) => group.tabs.map((tab) => tab.key));
  expect(keys).not.toContain("users");
  expect(keys).not.toContain("settings");
  expect(keys).toContain("account");
  const enquiries = groups.flatMap((group) => group.tabs).find((tab) => tab.key === "enquiries");
  expect(enquiries?.waiting).toBe(3);
});

test("someone who must change their password sees one group with My Account alone", () => {
  const groups = groupAdminTabs(visibleAdminTabs({ role: "admin", mustChangePassword: true }), {});
  expect(groups).toEqual([
    { label: "Charity", tabs: [{ key: "account", label: "My Account", waiting: 0 }] },
  ]);
});

test("/admin still opens Pages first (seed §2)", () => {
  expect(visibleAdminTabs({ role: "editor", mustChangePassword: false })[0]?.key).toBe("pages");
});
