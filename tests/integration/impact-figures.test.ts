import { afterAll, beforeAll, expect, test } from "vitest";
import { readPublishedPageContent } from "../../app/features/pages/page-store.server";
import { richTextToPlainText } from "../../app/features/pages/rich-text";
import { getPage } from "../../app/shared/site/page-registry";
import { loadSiteSettings } from "../../app/shared/site/site-settings.server";
import { type AppServer, startAppServer } from "../support/app-server";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * One set of impact figures (issue 39): the Settings tab's figures are what the home page's
 * counters show and what every page's text quotes, and a change reaches the very next visitor,
 * cached pages included.
 */

let server: AppServer;
let admin: StaffClient;

async function visitorHtml(path: string) {
  const response = await new StaffClient(server.baseUrl).get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The counters' figures and words as the home page's HTML serves them. */
function servedCounters(html: string) {
  const figures = [...html.matchAll(/data-testid="impact-counter"[^>]*>(.*?)<\/span>/g)];
  return figures.map((match) => match[1]);
}

/** Saves the Settings form with these figures changed, as an admin does. */
async function saveFigures(changes: Record<string, string>) {
  const settings = await loadSiteSettings(server.database.db);
  const form = { ...buildSettingsForm(settings), ...changes };
  return admin.action("/admin/settings", await withSettingsRevision(admin, form));
}

const pages = {
  home: getPage("homepage").route,
  about: getPage("about").route,
  donate: getPage("donate").route,
  volunteer: getPage("volunteer").route,
};

beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

test("a fresh install's pages all quote the seeded figures, and no token shows", async () => {
  const home = await visitorHtml(pages.home);
  expect(servedCounters(home)).toEqual(["500+", "150", "15", "10,000+"]);
  expect(home).toContain("Every week 500+ children and young people come through our doors.");
  expect(await visitorHtml(pages.about)).toContain(
    "Today 500+ children and young people take part every week",
  );
  expect(await visitorHtml(pages.donate)).toContain(
    "Every week we support 500+ children and young people.",
  );
  expect(await visitorHtml(pages.volunteer)).toContain("Join our team of 150 volunteers");
  for (const path of Object.values(pages)) expect(await visitorHtml(path)).not.toContain("{figure");
});

test("a figure changed in Settings changes the counter and every sentence quoting it", async () => {
  // Each page was rendered once above, so each is in the visitors' cache now.
  const saved = await saveFigures({
    "impactFigures.children-weekly.value": "640",
    "impactFigures.children-weekly.suffix": "",
    "impactFigures.children-weekly.label": "young people each week",
    "impactFigures.volunteers.value": "1,200",
    "impactFigures.volunteers.suffix": "+",
  });
  expect(saved.status).toBe(200);

  const home = await visitorHtml(pages.home);
  expect(servedCounters(home)).toEqual(["640", "1,200+", "15", "10,000+"]);
  expect(home).toContain(">young people each week</span>");
  expect(home).toContain("Every week 640 children and young people come through our doors.");
  expect(await visitorHtml(pages.about)).toContain(
    "Today 640 children and young people take part every week",
  );
  expect(await visitorHtml(pages.donate)).toContain(
    "Every week we support 640 children and young people.",
  );
  expect(await visitorHtml(pages.volunteer)).toContain("Join our team of 1,200+ volunteers");
});

test("a figure that is not a number is refused with its field's message, and nothing is saved", async () => {
  const before = (await loadSiteSettings(server.database.db)).impactFigures;
  const refused = await saveFigures({
    "impactFigures.meals.value": "lots",
    "impactFigures.meals.label": "",
    "impactFigures.programmes.value": "20",
  });
  expect(refused.status).toBe(400);
  expect(refused.result.fieldErrors).toEqual({
    "impactFigures.meals.value": "Enter a whole number using digits, like 500.",
    "impactFigures.meals.label": "Say what the number counts, like “children supported weekly”.",
  });
  expect((await loadSiteSettings(server.database.db)).impactFigures).toEqual(before);
});

test("staff's own page text keeps its token and follows the figure; a misspelt one shows nothing", async () => {
  const published = await admin.action("/admin/content", {
    intent: "quick-content",
    page: "homepage",
    baseRevisionId: "",
    button: "publish",
    title: "Something for every young person",
    heroTitle: "A place to belong",
    heroSubtitle: "Over {figure:meals} meals served, and {figure:meels} more.",
    content: "We run {figure:programmes} programmes every week.",
  });
  expect(published.status).toBe(200);
  let home = await visitorHtml(pages.home);
  expect(home).toContain("Over 10,000+ meals served, and  more.");
  expect(home).toContain("We run 15 programmes every week.");
  expect(home).not.toContain("{figure");

  expect((await saveFigures({ "impactFigures.programmes.value": "18" })).status).toBe(200);
  home = await visitorHtml(pages.home);
  expect(home).toContain("We run 18 programmes every week.");
  // Stored as typed: the next editor opens the token, not the number.
  const stored = await readPublishedPageContent(server.database.db, "homepage");
  expect(richTextToPlainText(stored.mainContent)).toBe(
    "We run {figure:programmes} programmes every week.",
  );
});
