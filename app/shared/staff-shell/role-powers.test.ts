import { expect, test } from "vitest";
import { adminTabs } from "./admin-tabs";
import { describeRolePowers } from "./role-powers";

test("the Users tab's words name exactly the tabs each role opens", () => {
  const { editor, admin } = describeRolePowers();
  for (const tab of adminTabs) {
    expect(editor.includes(tab.label), tab.label).toBe(tab.role === "editor");
    if (tab.role === "admin") expect(admin, tab.label).toContain(tab.label);
  }
  expect(editor).toBe(
    "Editors use the Pages, Content, Media, Reviews, Newsletter, YouTube, Events, Volunteers, Serving Humanity, Page Images, Enquiries, My Account, Needs attention, Documents and Timetable tabs.",
  );
  expect(admin).toBe(
    "Administrators use those too, plus the Users and Settings tabs, Find a person on the Enquiries tab and approving editors' changes on the Pages tab when Settings asks for approval.",
  );
});
