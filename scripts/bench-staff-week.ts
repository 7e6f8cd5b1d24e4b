/**
 * A staff member's week in the dashboard, timed and counted: sign in, edit a page's words and
 * publish, add an event with a photo, approve a review, find and export a registration, place a
 * photo on two pages, withdraw consent, reset a password. Each task is done as a person does it,
 * with the mouse and the keyboard in Chromium at 1280x800, and counted: clicks, keystrokes, and
 * the moments a person stops to read the screen.
 *   npm run build && npm run bench:staff-week [-- --runs 3 --json staff-week.json]
 * Every run starts the production build on a free port with an empty data folder and SQLite, and
 * sets up what the week needs without the browser (an administrator, an editor, a visitor's
 * review, a child's registration, a photo of children with consent for the website): that part
 * is neither timed nor counted. The steps of every task are the `tasks` list below, so a new
 * version of the dashboard is one place to change.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { accountMessages } from "../app/features/accounts/messages";
import { mediaMessages } from "../app/features/media/messages";
import { pageMessages } from "../app/features/pages/messages";
import { recordMessages } from "../app/features/records/messages";
import type { ToastMessage } from "../app/shared/site/messages";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { makeJpeg } from "../tests/support/media-fixtures";
import { startProductionServer } from "../tests/support/production-server";
import { sendPublicForm } from "../tests/support/public-form-sender";
import { StaffClient } from "../tests/support/staff-client";

/**
 * Playwright works far faster than a person, so each task also gets a human estimate by the
 * keystroke-level model (Card, Moran & Newell, "The Psychology of Human-Computer Interaction",
 * 1983): P, pointing with the mouse and clicking, 1.1 s; K, one keystroke of an average
 * non-secretarial typist, 0.28 s; M, a mental step (reading the screen to find the next thing
 * or to see that it worked), 1.35 s. Moving a hand between mouse and keyboard (H) is left out.
 */
const secondsPerClick = 1.1;
const secondsPerKeystroke = 0.28;
const secondsPerMentalStep = 1.35;

const viewport = { width: 1280, height: 800 };
const admin = { email: "office@northfold.example.org", password: "Kettle-Harbour-42" };
const editor = {
  email: "editor@northfold.example.org",
  name: "Sam Editor",
  firstPassword: "Handed-Over-Pass-1",
  password: "Lantern-Meadow-58",
};
/** The password the administrator gives the editor in the last task. */
const resetPassword = "Orchard-Pebble-73";
const reviewer = { name: "Priya Shah", body: "The holiday club gave my son friends for life." };
const registration = { parent: "Morgan Ellis", child: "Ottoline" };
const photo = {
  name: "summer-bike-club.jpg",
  altText: "Young riders fixing a puncture at the summer bike club",
  searchWords: "bike club",
  /** The library upload asks for a page: the photo starts in the Active Travel Hub's gallery. */
  uploadedTo: "active-travel-hub",
};
/** The About Us page's main text: its second paragraph is the sentence staff rewrite. */
const aboutSentence = "We are still local, still friendly and still run with young people";
const newAboutSentence =
  "We are still local and still friendly, and young people run it with us every week.";
const event = {
  title: "Football taster evening",
  category: "Sports",
  startTime: "18:00",
  location: "Northfold Rec, Mill Lane",
  description: "Boots optional, smiles compulsory. All ages 8 to 16 welcome.",
};

type Counts = { clicks: number; keystrokes: number; mentalSteps: number };

type Actions = ReturnType<typeof createActions>;

type Staff = { page: Page; act: Actions; baseUrl: string };

/** One task of the week; its note says what the product could not do as asked. */
type Task = { name: string; run: (staff: Staff) => Promise<string | undefined> };

type TaskRun = Counts & { seconds: number; note?: string };

/**
 * What staff do on the page, counted as they would do it: one click per pointer action, one
 * keystroke per character typed or key pressed, one mental step per look for something.
 */
function createActions(page: Page) {
  const counts: Counts = { clicks: 0, keystrokes: 0, mentalSteps: 0 };
  return {
    counts,
    reset() {
      Object.assign(counts, { clicks: 0, keystrokes: 0, mentalSteps: 0 });
    },
    async click(target: Locator, clickCount = 1) {
      counts.clicks += clickCount;
      await target.click({ clickCount });
    },
    /** A dropdown takes two clicks with the mouse: open the list, choose the option. */
    async select(target: Locator, label: string) {
      counts.clicks += 2;
      await target.selectOption({ label });
    },
    /** Clicks into an empty field, then types the text. */
    async type(target: Locator, text: string) {
      counts.clicks += 1;
      counts.keystrokes += text.length;
      await target.fill(text);
    },
    /** Types where the cursor already is (a selection in the rich-text editor). */
    async typeHere(text: string) {
      counts.keystrokes += text.length;
      await page.keyboard.type(text);
    },
    /** A mental step away from the page, such as reading a downloaded file. */
    read() {
      counts.mentalSteps += 1;
    },
    /** Looks for something on the screen and waits until it is there. */
    async see(target: Locator) {
      this.read();
      await target.first().waitFor({ state: "visible" });
    },
    /** Waits for a toast, the dashboard's answer to an action, and reads it. */
    async seeToast(message: ToastMessage) {
      await this.see(page.locator("[data-sonner-toast]").filter({ hasText: message.title }));
    },
    /**
     * Opens a public page in a new tab: Ctrl+T, the address, Enter. The browser completes the
     * site's own domain from its history, so the typed part is the path.
     */
    async openPublicPage(baseUrl: string, pathname: string) {
      counts.keystrokes += 1 + pathname.length + 1;
      const visitor = await page.context().newPage();
      await visitor.goto(new URL(pathname, baseUrl).href);
      return visitor;
    },
    /** Closes a tab opened with openPublicPage (Ctrl+W) and is back on the dashboard. */
    async closeTab(tab: Page) {
      counts.keystrokes += 1;
      await tab.close();
      await page.bringToFront();
    },
  };
}

/** A section's link in the dashboard's navigation; a badge may follow its name ("(2 waiting)"). */
async function openTab({ page, act }: Staff, name: string) {
  await act.click(
    page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: new RegExp(`^${name}( \\(\\d+ waiting\\))?$`) }),
  );
  await page.waitForURL(new RegExp(`/admin/${name.toLowerCase().replaceAll(" ", "-")}(\\?|$)`));
}

/** Finds the week's photo in the Media tab by words of its alt text and opens its Details. */
async function openPhotoDetails(staff: Staff) {
  const { page, act } = staff;
  await openTab(staff, "Media");
  await act.type(
    page.getByRole("searchbox", { name: "Search alt text, captions and file names" }),
    photo.searchWords,
  );
  await act.click(page.getByRole("search").getByRole("button", { name: "Search" }));
  const card = page
    .getByRole("region", { name: "Media Library" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: photo.altText, exact: true }) });
  await act.see(card);
  await act.click(card.getByRole("button", { name: /^Details/ }));
  const dialog = page.getByRole("dialog", { name: photo.name });
  await dialog.waitFor();
  return dialog;
}

async function signIn({ page, act }: Staff) {
  await act.type(page.getByLabel("Email", { exact: true }), admin.email);
  await act.type(page.getByLabel("Password", { exact: true }), admin.password);
  await act.click(page.getByRole("button", { name: "Sign In", exact: true }));
  await act.see(page.getByRole("heading", { level: 1, name: "Admin Dashboard" }));
  return undefined;
}

async function editPageWordsAndPublish(staff: Staff) {
  const { page, act, baseUrl } = staff;
  await openTab(staff, "Pages");
  await act.click(
    page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "About Us", exact: true }),
  );
  const mainText = page
    .getByRole("group", { name: "Top of the page" })
    .getByRole("textbox", { name: "Main content" });
  const sentence = mainText.getByText(aboutSentence);
  await act.see(sentence);
  // A triple click selects the paragraph, which is the one sentence: typing replaces it.
  await act.click(sentence, 3);
  await act.typeHere(newAboutSentence);
  await act.click(page.getByRole("button", { name: "Publish", exact: true }));
  await act.seeToast(pageMessages.pages.published);
  const visitor = await act.openPublicPage(baseUrl, "/about");
  await act.see(visitor.getByText(newAboutSentence));
  await act.closeTab(visitor);
  return undefined;
}

async function addEventWithPhoto(staff: Staff) {
  const { page, act } = staff;
  await openTab(staff, "Events");
  await act.click(page.getByRole("button", { name: "Add event", exact: true }));
  const form = page.getByRole("form", { name: "Add event", exact: true });
  await act.see(form);
  await act.type(form.getByLabel("Title (required)", { exact: true }), event.title);
  await act.select(form.getByLabel("Category", { exact: true }), event.category);
  await act.type(form.getByLabel("Date (required)", { exact: true }), dateInDays(7));
  await act.type(form.getByLabel("Start time (required)", { exact: true }), event.startTime);
  await act.type(form.getByLabel("Location (required)", { exact: true }), event.location);
  await act.type(form.getByLabel("Description (required)", { exact: true }), event.description);
  // Each photo is a radio whose label is the picture: staff click the picture.
  const picture = form.getByRole("img", { name: photo.altText, exact: true });
  await act.see(picture);
  await act.click(picture);
  if (!(await form.getByRole("radio", { name: photo.altText, exact: true }).isChecked())) {
    throw new Error("Clicking the picture did not choose the photo.");
  }
  await act.click(form.getByRole("button", { name: "Add event", exact: true }));
  await act.seeToast(recordMessages.records.added("Event"));
  return undefined;
}

async function approveReview(staff: Staff) {
  const { page, act } = staff;
  await openTab(staff, "Reviews");
  const approve = page.getByRole("button", { name: `Approve ${reviewer.name}`, exact: true });
  await act.see(approve);
  await act.click(approve);
  await act.seeToast(recordMessages.records.approved);
  return undefined;
}

async function findAndExportRegistration(staff: Staff) {
  const { page, act } = staff;
  await openTab(staff, "Enquiries");
  const search = page.getByRole("search", { name: "Enquiries" });
  await act.type(search.getByRole("searchbox", { name: "Search" }), registration.parent);
  await act.click(search.getByRole("button", { name: "Show", exact: true }));
  await act.see(page.getByRole("status").filter({ hasText: "1 enquiry matches." }));
  const downloading = page.waitForEvent("download");
  await act.click(page.getByRole("link", { name: "Download these as CSV", exact: true }));
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  if (!csv.includes(registration.child)) throw new Error("The CSV has no row for the child.");
  // Staff open the downloaded file to see the row is there.
  act.read();
  return undefined;
}

async function placePhotoOnTwoPages(staff: Staff) {
  const { page, act } = staff;
  const dialog = await openPhotoDetails(staff);
  const place = dialog.getByRole("region", { name: "Place on another page" });
  const usage = dialog.getByRole("region", { name: "Where this is used" }).getByRole("listitem");
  await act.select(place.getByLabel("Page", { exact: true }), "About Us");
  await act.select(place.getByLabel("Section", { exact: true }), "Team");
  await act.click(place.getByRole("button", { name: "Place on this page" }));
  await act.see(usage.filter({ hasText: "About Us · Team" }));
  // The foot-of-page gallery is the Section field's first choice: nothing to choose there.
  await act.select(place.getByLabel("Page", { exact: true }), "Bike Rides");
  await act.click(place.getByRole("button", { name: "Place on this page" }));
  await act.see(usage.filter({ hasText: "Bike Rides" }));
  await act.click(dialog.getByRole("button", { name: "Close details" }));
  await page.getByRole("dialog", { name: photo.name }).waitFor({ state: "hidden" });
  return undefined;
}

async function withdrawConsent(staff: Staff) {
  const { page, act, baseUrl } = staff;
  const dialog = await openPhotoDetails(staff);
  const consent = dialog.getByRole("region", { name: "Consent", exact: true });
  await act.click(consent.getByRole("button", { name: "Withdraw consent" }));
  const confirm = page.getByRole("dialog", { name: "Withdraw consent?" });
  await act.see(confirm);
  await act.click(confirm.getByRole("button", { name: "Withdraw consent" }));
  await act.seeToast(mediaMessages.consent.withdrawn);
  await act.click(dialog.getByRole("button", { name: "Close details" }));
  const visitor = await act.openPublicPage(baseUrl, "/about");
  const team = visitor.getByRole("region", { name: "Meet the team" });
  await act.see(team);
  if ((await team.getByRole("img", { name: photo.altText }).count()) > 0) {
    throw new Error("The photo is still on the About Us page.");
  }
  await act.closeTab(visitor);
  return undefined;
}

/**
 * An administrator sets a temporary password for the editor under "Locked out?" on their card
 * in Users; the editor must choose their own at their next sign-in (issue 33). Without mail,
 * as here, no reset link can be emailed, so this is the way a charity without mail has.
 */
async function resetEditorPassword(staff: Staff) {
  const { page, act } = staff;
  await openTab(staff, "Users");
  const card = page
    .getByRole("region", { name: "Users", exact: true })
    .getByRole("listitem")
    .filter({ hasText: editor.email });
  await act.see(card);
  await act.click(card.getByText("Locked out? Password and two-factor"));
  await act.type(card.getByLabel("Temporary password", { exact: true }), resetPassword);
  await act.click(card.getByRole("button", { name: "Set temporary password", exact: true }));
  await act.seeToast(accountMessages.accountRecovery.temporarySet(editor.email));
  return undefined;
}

/** The week, in order: each task starts where the one before it left the dashboard. */
const tasks: Task[] = [
  { name: "Sign in", run: signIn },
  { name: "Edit a page's words and publish", run: editPageWordsAndPublish },
  { name: "Add an event with a photo", run: addEventWithPhoto },
  { name: "Approve a review", run: approveReview },
  { name: "Find and export a registration", run: findAndExportRegistration },
  { name: "Place a photo on two pages", run: placePhotoOnTwoPages },
  { name: "Withdraw consent", run: withdrawConsent },
  { name: "Reset a password", run: resetEditorPassword },
];

/** A date `days` from today as a date field takes it, "YYYY-MM-DD". */
function dateInDays(days: number) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Creates the administrator as `npm run admin:create` does. */
async function createAdmin(dataDir: string) {
  await promisify(execFile)(process.execPath, ["server/command.js", "admin:create"], {
    env: {
      ...process.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
  });
}

/** Fails setup loudly: a benchmark on a half-made week would measure the wrong thing. */
function requireOk(what: string, ok: boolean, detail: unknown) {
  if (!ok) throw new Error(`Setup failed (${what}): ${JSON.stringify(detail)}`);
}

/** The editor, added by the administrator, signs in once and chooses their own password. */
async function addEditor(adminClient: StaffClient, baseUrl: string) {
  const added = await adminClient.action("/admin/users", {
    intent: "add",
    email: editor.email,
    name: editor.name,
    role: "editor",
    password: editor.firstPassword,
  });
  requireOk("add the editor", added.result.ok, added);
  const editorClient = new StaffClient(baseUrl);
  await editorClient.signIn(editor.email, editor.firstPassword);
  const changed = await editorClient.action("/admin/account", {
    currentPassword: editor.firstPassword,
    newPassword: editor.password,
    confirmPassword: editor.password,
  });
  requireOk("the editor's own password", changed.result.ok, changed);
}

/** A visitor's review and a parent's registration, sent with the public pages' forms. */
async function sendVisitorForms(baseUrl: string) {
  const review = await sendPublicForm(
    baseUrl,
    "/contact",
    {
      form: "review",
      name: reviewer.name,
      role: "Parent",
      rating: "5",
      body: reviewer.body,
      consent: "on",
      website: "",
    },
    "192.0.2.1",
  );
  requireOk("the review", review.result.ok, review.result);
  const registered = await sendPublicForm(
    baseUrl,
    "/contact/register-child",
    [
      ["form", "registration"],
      ["name", registration.parent],
      ["email", "morgan.ellis@example.net"],
      ["phone", "07700 900 321"],
      ["children.0.firstName", registration.child],
      ["children.0.age", "12"],
      ["emergencyContact", "Sam Ellis (uncle) 07700 900 654"],
      ["children.0.activities", "football"],
      ["children.0.photoConsent", "website"],
      ["website", ""],
    ],
    "192.0.2.2",
  );
  requireOk("the registration", registered.result.ok, registered.result);
}

/** The photo of identifiable children, uploaded with their parent's consent for the website. */
async function uploadConsentedPhoto(adminClient: StaffClient) {
  const response = await adminClient.upload(
    "/admin/media/upload",
    {
      page: photo.uploadedTo,
      altText: photo.altText,
      consentDecision: "consented",
      consentScope: "website",
      consentGivenBy: registration.parent,
      consentGivenOn: dateInDays(-30),
    },
    { name: photo.name, type: "image/jpeg", body: await makeJpeg() },
  );
  // The uploader answers with progress lines, the last one the stored file or an error.
  const last = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}");
  requireOk("the photo", response.ok && !last.error, last);
}

/** Everything the week acts on, made without the browser. */
async function seedWeek(dataDir: string, baseUrl: string) {
  await createAdmin(dataDir);
  const adminClient = new StaffClient(baseUrl);
  await adminClient.signIn(admin.email, admin.password);
  await addEditor(adminClient, baseUrl);
  await sendVisitorForms(baseUrl);
  await uploadConsentedPhoto(adminClient);
}

/** Runs one task with fresh counts and its own clock. */
async function measureTask(task: Task, staff: Staff): Promise<TaskRun> {
  staff.act.reset();
  const started = performance.now();
  const note = await task.run(staff);
  const seconds = (performance.now() - started) / 1000;
  return { ...staff.act.counts, seconds, note };
}

/** One week on a fresh site: a new server, data and browser context. */
async function runWeek(browser: Browser, run: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-staff-week-"));
  const server = await startProductionServer({ dataDir });
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const staff: Staff = { page, act: createActions(page), baseUrl: server.baseUrl };
  const results: TaskRun[] = [];
  try {
    await seedWeek(dataDir, server.baseUrl);
    await page.goto(new URL("/login", server.baseUrl).href);
    // Hydrated, so the first click reaches React's handlers rather than a native form post.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    for (const task of tasks) {
      try {
        results.push(await measureTask(task, staff));
      } catch (error) {
        const screenshot = path.join(tmpdir(), `bench-staff-week-run${run}-failed.png`);
        await page.screenshot({ path: screenshot, fullPage: true });
        throw new Error(`Run ${run}, "${task.name}" failed (screenshot: ${screenshot})`, {
          cause: error,
        });
      }
    }
    return results;
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function estimateHumanSeconds({ clicks, keystrokes, mentalSteps }: Counts) {
  return (
    clicks * secondsPerClick + keystrokes * secondsPerKeystroke + mentalSteps * secondsPerMentalStep
  );
}

/** Each task's figures over the runs: counts from the first run (every run does the same). */
function summarise(runs: TaskRun[][]) {
  return tasks.map((task, index) => {
    const taskRuns = runs.map((results) => results[index] as TaskRun);
    const [first] = taskRuns as [TaskRun];
    const seconds = taskRuns.map((result) => result.seconds);
    return {
      task: task.name,
      clicks: first.clicks,
      keystrokes: first.keystrokes,
      mentalSteps: first.mentalSteps,
      seconds: {
        median: median(seconds),
        min: Math.min(...seconds),
        max: Math.max(...seconds),
        runs: seconds,
      },
      humanSeconds: estimateHumanSeconds(first),
      note: first.note,
    };
  });
}

type Summary = ReturnType<typeof summarise>;

function sumOf(rows: Summary, pick: (row: Summary[number]) => number) {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** One line of the table: the task's name, then the figures right-aligned under their headings. */
function formatRow(task: string, figures: string[]) {
  const widths = [7, 6, 7, 30, 9];
  return (
    task.padEnd(34) + figures.map((figure, index) => figure.padStart(widths[index] ?? 0)).join("")
  );
}

function printTable(rows: Summary, runCount: number) {
  console.info(
    `\nStaff week, ${runCount} ${runCount === 1 ? "run" : "runs"}: clicks are pointer actions, keys are characters typed and keys pressed, reads are mental steps; seconds are Playwright's (median, min-max), human seconds the keystroke-level model's.`,
  );
  console.info(formatRow("task", ["clicks", "keys", "reads", "seconds", "human s"]));
  for (const row of rows) {
    const { median: middle, min, max } = row.seconds;
    console.info(
      formatRow(row.task, [
        String(row.clicks),
        String(row.keystrokes),
        String(row.mentalSteps),
        `${middle.toFixed(2)} (${min.toFixed(2)}-${max.toFixed(2)})`,
        row.humanSeconds.toFixed(1),
      ]),
    );
  }
  console.info(
    formatRow("Total", [
      String(sumOf(rows, (row) => row.clicks)),
      String(sumOf(rows, (row) => row.keystrokes)),
      String(sumOf(rows, (row) => row.mentalSteps)),
      `${sumOf(rows, (row) => row.seconds.median).toFixed(2)} (sum of medians)`,
      sumOf(rows, (row) => row.humanSeconds).toFixed(1),
    ]),
  );
  for (const row of rows.filter((candidate) => candidate.note)) {
    console.info(`${row.task}: ${row.note}`);
  }
}

/** Every run must count the same: a difference means a step depended on timing. */
function checkCountsAgree(runs: TaskRun[][]) {
  for (const [index, task] of tasks.entries()) {
    const counts = new Set(
      runs.map((results) => {
        const result = results[index] as TaskRun;
        return `${result.clicks}/${result.keystrokes}/${result.mentalSteps}`;
      }),
    );
    if (counts.size > 1)
      console.warn(`"${task.name}" counted differently across runs: ${[...counts].join(", ")}`);
  }
}

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, json: { type: "string" } },
});
const runCount = Number(options.runs);
if (!Number.isInteger(runCount) || runCount < 1)
  throw new Error("--runs takes a whole number above 0.");
if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const runs: TaskRun[][] = [];
try {
  for (let run = 1; run <= runCount; run += 1) {
    console.info(`Run ${run} of ${runCount}...`);
    runs.push(await runWeek(browser, run));
  }
} finally {
  await browser.close();
}
checkCountsAgree(runs);
const summary = summarise(runs);
printTable(summary, runCount);
if (options.json) {
  const figures = {
    measuredAt: new Date().toISOString(),
    // Which version of the dashboard was measured, for comparing before and after a change.
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim(),
    runs: runCount,
    model: { secondsPerClick, secondsPerKeystroke, secondsPerMentalStep },
    tasks: summary,
  };
  // Milliseconds are precision enough for a comparison.
  const rounded = (_key: string, value: unknown) =>
    typeof value === "number" ? Math.round(value * 1000) / 1000 : value;
  writeFileSync(options.json, `${JSON.stringify(figures, rounded, 2)}\n`);
  console.info(`Figures written to ${options.json}`);
}
