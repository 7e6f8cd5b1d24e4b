import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import type { PageContent } from "../../app/features/pages/page-content-schema";
import { youTubeEmbedOrigin } from "../../app/shared/lib/youtube";
import type { AdminTabKey } from "../../app/shared/staff-shell/admin-tabs";
import { waitForHydration } from "./hydration";
import { stubThirdPartyEmbeds } from "./offline-embeds";
import { openStaffDashboard, type StaffServer } from "./staff-server";
import { expect } from "./test";

/**
 * The third e2e server (playwright.config.ts): the Reviews, YouTube, Events, Volunteers and
 * Timetable tabs and the public pages that show their records. Its mail goes to E2E_SMTP_PORT.
 */
export const recordsServer: StaffServer = {
  baseUrl: `http://127.0.0.1:${process.env.E2E_RECORDS_PORT}`,
  dataDir: process.env.E2E_RECORDS_DATA_DIR,
};

export const recordsBaseUrl = recordsServer.baseUrl;

export type RecordTab = Extract<
  AdminTabKey,
  "reviews" | "youtube" | "events" | "volunteers" | "timetable"
>;

/** Each record tab's noun, as its "Add <noun>" button and form say it. */
export const recordNouns = {
  reviews: "review",
  youtube: "video",
  events: "event",
  volunteers: "opportunity",
  timetable: "session",
} as const satisfies Record<RecordTab, string>;

/** Signs this worker's administrator in on the records server at a record tab, ready for clicks. */
export async function openRecordsTab(page: Page, tab: RecordTab) {
  await openStaffDashboard(page, tab, recordsServer);
  await waitForHydration(page);
}

/**
 * YouTube's player as the closed network allows: it keeps the iframe API commands it is sent
 * (`window.commands`) and, like the real one, reports its state to a page that listens.
 */
const fakePlayer = `<!doctype html><html lang="en"><title>Player</title><body><script>
window.commands = [];
const report = (state) =>
  parent.postMessage(JSON.stringify({ event: "infoDelivery", info: { playerState: state } }), "*");
window.report = report;
addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.event !== "command") return;
  window.commands.push(message.func);
  report(message.func === "pauseVideo" ? 2 : 1);
});
</script></body></html>`;

/**
 * A signed-out visitor on the records server: a fresh browser context (no staff cookie), its
 * third-party embeds stubbed, YouTube's player included, so a video loads nothing from the
 * closed network. Close it with `page.context().close()`.
 */
export async function openVisitorPage(
  browser: Browser,
  pathname: string,
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
) {
  const context = await browser.newContext({ baseURL: recordsBaseUrl, ...options });
  await stubThirdPartyEmbeds(context);
  await context.route(`${youTubeEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: fakePlayer }),
  );
  const page = await context.newPage();
  await page.goto(pathname);
  await waitForHydration(page);
  return page;
}

/** Words no other test (nor an earlier run of this one) uses: the records server is shared. */
export function uniqueWords(words: string) {
  return `${words} ${randomBytes(4).toString("hex")}`;
}

/** Presses a tab's "Add <noun>" button and returns the form it opens. */
export async function openAddForm(page: Page, tab: RecordTab) {
  const noun = recordNouns[tab];
  await page.getByRole("button", { name: `Add ${noun}`, exact: true }).click();
  const form = page.getByRole("form", { name: `Add ${noun}`, exact: true });
  await expect(form).toBeVisible();
  return form;
}

/** The add form's own submit button (the same words as the button that opened it). */
export function addButton(form: Locator, tab: RecordTab) {
  return form.getByRole("button", { name: `Add ${recordNouns[tab]}`, exact: true });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The field is marked invalid and `message` is part of its accessible description: shown beside
 * it and read out with it, not only somewhere on the page.
 */
export async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** The built-in thanks a page's public form shows once sent (no test edits these pages' words). */
export function formThanks(
  content: PageContent,
  type: "review-form" | "volunteer-application",
): string {
  const section = content.sections.find((candidate) => candidate.type === type);
  if (!section || !("thanks" in section)) throw new Error(`No ${type} section on this page`);
  return section.thanks;
}
