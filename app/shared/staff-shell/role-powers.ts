import { visibleAdminTabs } from "./admin-tabs";

/**
 * What only administrators may do inside tabs editors share: Enquiries' Find a person (a person's
 * data looked up, downloaded and erased; enquiries-action.server.ts checks it) and deciding on
 * editors' changes when approval is on (page-editor-action.server.ts checks it).
 */
const adminOnlyInSharedTabs = [
  "Find a person on the Enquiries tab",
  "approving editors' changes on the Pages tab when Settings asks for approval",
];

const listFormat = new Intl.ListFormat("en-GB", { type: "conjunction" });

function tabLabels(role: "admin" | "editor") {
  return visibleAdminTabs({ role, mustChangePassword: false }).map((tab) => tab.label);
}

/**
 * For the Users tab: what each role can use, read from the tabs each role opens, so the words
 * promise no more (and no less) than the dashboard gives.
 */
export function describeRolePowers() {
  const editorTabs = tabLabels("editor");
  const adminOnlyTabs = tabLabels("admin").filter((label) => !editorTabs.includes(label));
  return {
    editor: `Editors use the ${listFormat.format(editorTabs)} tabs.`,
    admin: `Administrators use those too, plus ${listFormat.format([
      `the ${listFormat.format(adminOnlyTabs)} tabs`,
      ...adminOnlyInSharedTabs,
    ])}.`,
  };
}
