import type { Locator, Page } from "@playwright/test";
import { settingsMessages } from "../../app/features/settings/messages";
import { describeAddedHttps } from "../../app/shared/lib/donation-link";
import { headerMessages } from "../../app/shared/site/header-messages";
import { publicPages } from "../../app/shared/site/page-registry";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { essentialsServer, openEssentialsPage } from "../support/essentials-server";
import { waitForHydration } from "../support/hydration";
import { expectFieldMessage } from "../support/records-server";
import { reviewWidths, saveScreen } from "../support/screens";
import { openStaffDashboard } from "../support/staff-server";
import { expectToast } from "../support/staff-sign-in";
import { expect, test } from "../support/test";

/**
 * The charity's essentials (issue 17) on the essentials server: what an admin saves in Settings
 * shows in the header, footer, Donate and Contact pages; the donation link's help; Donate Now
 * never sending an empty amount; the header at every width; where addresses wrap. The tests run
 * in order: the later ones look at the pages with the settings the first ones saved.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** Long addresses on purpose: they must wrap on a phone, and only at sensible points. */
const essentials = {
  charityName: "Riverside Young People's Trust",
  shortName: "Riverside Youth",
  charityNumber: "1123456",
  companyNumber: "01234567",
  email: "enquiries.and.bookings@riverside-young-peoples-trust.example.org",
  openingHours: [
    "Youth club: Tuesday to Friday, 5pm to 9pm",
    "Holiday clubs: weekdays, 10am to 3pm",
  ],
  leadName: "Priya Natarajan",
  leadPhone: "01632 960 789",
  leadEmail: "designated.safeguarding.lead@riverside-young-peoples-trust.example.org",
  policyUrl: "https://riverside.example.org/safeguarding-policy",
  instagram: "riverside_youth.trust_example",
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-2.3,53.7,-2.2,53.8&layer=mapnik&marker=53.7512,-2.2456",
  donationTyped: "give.example.org/riverside?amount={amount}&frequency={frequency}",
};
const donationUrl = `https://${essentials.donationTyped}`;

async function openSettings(page: Page) {
  await openStaffDashboard(page, "settings", essentialsServer);
  await waitForHydration(page);
}

/** Presses Save settings and waits for the server's answer. */
async function save(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/settings"),
  );
  await page.getByRole("button", { name: "Save settings" }).click();
  await answer;
}
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test("the donation link explains its placeholders, warns when one is missing and adds https://", async ({
  page,
}) => {
  await openSettings(page);
  const link = field(page, "Donation link");
  await expect(link).toHaveAccessibleDescription(
    /\{amount\} becomes the amount a donor chooses, in whole pounds, and \{frequency\} becomes once or monthly\. For example https:\/\/donate\.example\.org\/us\?amount=\{amount\}&frequency=\{frequency\} opens https:\/\/donate\.example\.org\/us\?amount=15&frequency=monthly for £15 a month\./,
  );

  await link.fill("give.example.org/riverside");
  await expect(link).toHaveAccessibleDescription(
    /so it was added: https:\/\/give\.example\.org\/riverside.*neither \{amount\} nor \{frequency\}, so the amount a donor chooses and whether they give monthly are dropped/,
  );
  await link.fill("https://give.example.org/riverside?amount={amount}");
  await expect(link).toHaveAccessibleDescription(
    /no \{frequency\}, so a monthly gift reaches the giving page as a one-off/,
  );
  await expect(link).not.toHaveAccessibleDescription(/was added|no \{amount\}/);
  await link.fill(essentials.donationTyped);
  await expect(link).not.toHaveAccessibleDescription(/dropped|one-off/);
  await saveScreen(page, "essentials-donation-link-hint");

  await save(page);
  await expectToast(page, {
    title: settingsMessages.settings.saved.title,
    description: `${settingsMessages.settings.saved.description} ${describeAddedHttps(donationUrl)}`,
  });
  // The field now shows the link as saved, and has nothing left to say about it.
  await expect(link).toHaveValue(donationUrl);
  await expect(link).not.toHaveAccessibleDescription(/was added/);
});

test("bad essentials are refused beside their fields, saying what to type", async ({ page }) => {
  await openSettings(page);
  await field(page, "Registered charity number").fill("12345");
  // The browser lets this through (it checks only the shape); the schema asks for a full domain.
  await field(page, "Safeguarding lead's email").fill("nobody@localhost");
  await field(page, "Gift Aid note").fill("{charity} can claim 25p. {naem}");
  await save(page);
  await expectToast(page, {
    title: settingsMessages.settings.failedTitle,
    description: settingsMessages.settings.invalid,
  });
  await expectFieldMessage(
    field(page, "Registered charity number"),
    "Enter the number as the charity register shows it, like 1234567, SC012345 or NIC100001.",
  );
  await expectFieldMessage(
    field(page, "Safeguarding lead's email"),
    "Enter a valid email address, like hello@example.org.",
  );
  await expectFieldMessage(
    field(page, "Gift Aid note"),
    "Only {charity} and {shortName} can be filled in here: check the spelling inside the curly brackets.",
  );
});

test("an admin saves the charity's essentials in Settings", async ({ page }) => {
  await openSettings(page);
  await field(page, "Charity name").fill(essentials.charityName);
  await field(page, "Short name").fill(essentials.shortName);
  await field(page, "Registered charity number").fill(essentials.charityNumber);
  await field(page, "Company number (optional)").fill(essentials.companyNumber);
  await field(page, "Email").fill(essentials.email);
  await field(page, "Opening hours and session times").fill(essentials.openingHours.join("\n"));
  await field(page, "Safeguarding lead's name").fill(essentials.leadName);
  await field(page, "Safeguarding lead's phone").fill(essentials.leadPhone);
  await field(page, "Safeguarding lead's email").fill(essentials.leadEmail);
  await field(page, "Safeguarding policy link (optional)").fill(essentials.policyUrl);
  await field(page, "Instagram").fill(essentials.instagram);
  await field(page, "Map embed link").fill(essentials.mapEmbedUrl);
  await field(page, "Gift Aid note").fill(defaultSiteSettings.giftAid.text);
  await save(page);
  await expectToast(page, settingsMessages.settings.saved);
  for (const width of reviewWidths) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreen(page, "essentials-settings");
  }
});

for (const width of reviewWidths) {
  for (const theme of ["light", "dark"] as const) {
    test(`saved essentials show in the header, footer, Donate and Contact pages at ${width} px, ${theme}`, async ({
      browser,
    }) => {
      const visitor = await openEssentialsPage(browser, width, theme);
      await visitor.goto("/");
      const home = visitor.getByRole("banner").getByRole("link", {
        name: `${essentials.charityName}, home`,
      });
      await expect(home).toHaveText(essentials.shortName);
      await expect(home.getByText(essentials.shortName)).toBeVisible();

      const footer = visitor.getByRole("contentinfo");
      await expect(footer.getByText(essentials.shortName)).toBeVisible();
      await expect(footer).toContainText(
        `${essentials.charityName} is a youth and community charity in Northfold.`,
      );
      await expect(
        footer.getByText(
          `Registered charity number ${essentials.charityNumber}. Company number ${essentials.companyNumber}.`,
        ),
      ).toBeVisible();
      for (const line of essentials.openingHours) {
        await expect(footer.getByText(line)).toBeVisible();
      }
      const safeguarding = footer.getByRole("region", { name: "Worried about a child?" });
      await expect(safeguarding).toContainText(
        `Talk to our safeguarding lead, ${essentials.leadName}, on ${essentials.leadPhone} or at ${essentials.leadEmail}.`,
      );
      await expect(safeguarding).toContainText("If a child is in immediate danger, call 999.");
      await expect(
        safeguarding.getByRole("link", { name: essentials.leadEmail, exact: true }),
      ).toHaveAttribute("href", `mailto:${essentials.leadEmail}`);
      await expect(
        safeguarding.getByRole("link", {
          name: "Read our safeguarding policy (opens in a new tab)",
        }),
      ).toHaveAttribute("href", essentials.policyUrl);
      // The map's own place, from the embed link's marker, in a new tab.
      const openInMaps = footer.getByRole("link", { name: "Open in maps (opens in a new tab)" });
      await expect(openInMaps).toBeVisible();
      await expect(openInMaps).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/?mlat=53.7512&mlon=-2.2456#map=12/53.7512/-2.2456",
      );
      await expect(openInMaps).toHaveAttribute("target", "_blank");
      expect(await horizontalOverflow(visitor)).toBe(0);
      await saveScreen(visitor, "essentials-home");

      await visitor.goto("/donate");
      const giftAid = visitor.getByRole("region", { name: "Gift Aid" });
      await expect(giftAid).toBeVisible();
      await expect(giftAid).toContainText(
        `If you are a UK taxpayer, Gift Aid lets ${essentials.charityName} claim an extra 25p from HMRC for every £1 you give, at no extra cost to you`,
      );
      await expect(giftAid).toContainText(
        "You must pay at least as much Income Tax or Capital Gains Tax in that tax year",
      );
      await expect(visitor.getByRole("link", { name: /^Donate Now:/ })).toHaveAttribute(
        "href",
        "https://give.example.org/riverside?amount=25&frequency=once",
      );
      expect(await horizontalOverflow(visitor)).toBe(0);
      await saveScreen(visitor, "essentials-donate");

      await visitor.goto("/contact");
      const details = visitor.getByRole("region", { name: "How to reach us" });
      for (const line of essentials.openingHours) {
        await expect(details.getByText(line)).toBeVisible();
      }
      await expect(details.getByRole("heading", { name: "Worried about a child?" })).toBeVisible();
      await expect(details).toContainText(`Talk to our safeguarding lead, ${essentials.leadName}`);
      await expect(
        details.getByRole("link", { name: essentials.email, exact: true }),
      ).toBeVisible();
      expect(await horizontalOverflow(visitor)).toBe(0);
      await saveScreen(visitor, "essentials-contact");
      await visitor.context().close();
    });
  }
}

test("the old name is nowhere: every public page says the saved names", async ({ request }) => {
  for (const entry of publicPages) {
    const html = await (await request.get(`${essentialsServer.baseUrl}${entry.route}`)).text();
    const text = html.replace(/<[^>]*>/g, " ");
    expect(text, entry.route).not.toContain(defaultSiteSettings.shortName);
    expect(text, entry.route).toContain(essentials.shortName);
  }
});

test("Gift Aid is switched off and on again by its checkbox", async ({ page, browser }) => {
  await openSettings(page);
  const giftAidBox = page.getByRole("checkbox", {
    name: "Show the Gift Aid note on the Donate page",
  });
  await expect(giftAidBox).toBeChecked();
  await giftAidBox.uncheck();
  await save(page);
  await expectToast(page, settingsMessages.settings.saved);
  const visitor = await openEssentialsPage(browser, 1280);
  await visitor.goto("/donate");
  await expect(visitor.getByRole("heading", { name: "Make a donation" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Gift Aid" })).toHaveCount(0);

  await giftAidBox.check();
  await save(page);
  await visitor.reload();
  await expect(visitor.getByRole("region", { name: "Gift Aid" })).toBeVisible();
  await visitor.context().close();
});

test("Marathons' Donate Now leads to the amount chooser: no giving page with an empty amount", async ({
  page,
}) => {
  const givingPageRequests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(essentialsServer.baseUrl)) givingPageRequests.push(request.url());
  });
  await page.goto("/what-we-offer/marathons");
  await waitForHydration(page);
  const donateNow = page.getByRole("link", { name: "Donate Now", exact: true });
  await expect(donateNow).toHaveAttribute("href", "/donate#make-a-donation");
  for (const href of await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    expect(href, "no link carries an empty amount").not.toMatch(/[?&]amount=(&|$)/);
  }

  await donateNow.click();
  await expect(page).toHaveURL(/\/donate#make-a-donation$/);
  await expect(page.getByRole("heading", { level: 2, name: "Make a donation" })).toBeInViewport();
  expect(givingPageRequests.filter((url) => !url.includes("openstreetmap.org"))).toEqual([]);
  // From the chooser, the donor's amount goes with them.
  await page.getByRole("group", { name: "Choose an amount" }).getByText("£50").click();
  await expect(page.getByRole("link", { name: "Donate Now: £50" })).toHaveAttribute(
    "href",
    /[?&]amount=50(&|$)/,
  );
});

/** The widths the header must hold together at; 1280 to 1535 is where the name used to go. */
const headerWidths = [320, 375, 768, 1024, 1280, 1400, 1536, 1920];
/** Tailwind's `xl`: the full menu shows from here; below it the menu button does. */
const desktopFrom = 1280;

for (const width of headerWidths) {
  test(`the header keeps the charity's name and a Donate button at ${width} px, and fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const name = banner.getByRole("link", { name: /, home$/ }).locator("span");
    await expect(name).toBeVisible();
    const nameBox = await boxOf(name);
    expect(nameBox.x, "name inside the page").toBeGreaterThanOrEqual(0);
    expect(await horizontalOverflow(page), "no sideways scroll").toBe(0);
    // Nothing on the right of the row starts before the name ends: from 640 px Join Us leads the
    // buttons, below it Donate.
    const firstButton = width >= 640 ? "Join Us" : "Donate";
    const rightOfName = await boxOf(
      banner.getByRole("link", { name: firstButton, exact: true }).filter({ visible: true }),
    );
    expect(nameBox.x + nameBox.width, "name clear of the buttons").toBeLessThanOrEqual(
      rightOfName.x,
    );

    const donate = banner.getByRole("link", { name: "Donate", exact: true });
    if (width >= desktopFrom) {
      const links = await Promise.all(
        (
          await banner
            .locator("nav > ul > li > a, nav > ul > li > details > summary")
            .filter({ visible: true })
            .all()
        ).map(boxOf),
      );
      expect(links.length, "the whole menu").toBe(7);
      const firstLink = links[0] as Box;
      for (const [index, box] of links.entries()) {
        // One line each, in a row, none on top of another.
        expect(box.height, `menu item ${index} on one line`).toBeLessThan(44);
        expect(box.y, `menu item ${index} in the row`).toBeCloseTo(firstLink.y, 0);
        const previous = links[index - 1];
        if (previous) expect(box.x).toBeGreaterThanOrEqual(previous.x + previous.width - 0.5);
      }
      const donateBox = await boxOf(donate.filter({ visible: true }));
      const lastLink = links.at(-1) as Box;
      expect(nameBox.x + nameBox.width, "name clear of the menu").toBeLessThanOrEqual(firstLink.x);
      expect(lastLink.x + lastLink.width, "menu clear of the buttons").toBeLessThan(donateBox.x);
      expect(donateBox.x + donateBox.width).toBeLessThanOrEqual(width);
      // The row itself, close up, where it is tightest.
      await page.screenshot({
        path: `test-results/screens/essentials-header-${width}.png`,
        clip: { x: 0, y: 0, width, height: 80 },
      });
    } else {
      // Donate stays in the header on a phone, beside the menu button.
      await expect(donate.filter({ visible: true })).toHaveCount(1);
      await banner.getByRole("button", { name: headerMessages.menu, exact: true }).click();
      const menu = banner.getByRole("navigation", { name: "Main" }).filter({ visible: true });
      await expect(menu.getByRole("link", { name: "Donate", exact: true })).toBeInViewport();
      await expect(menu.getByRole("link", { name: "Join Us", exact: true })).toBeInViewport();
    }
  });
}

test("the open menu on a phone offers Donate beside Join Us, in both themes", async ({
  browser,
}) => {
  for (const theme of ["light", "dark"] as const) {
    const visitor = await openEssentialsPage(browser, 375, theme);
    await visitor.goto("/");
    await waitForHydration(visitor);
    const banner = visitor.getByRole("banner");
    await banner.getByRole("button", { name: headerMessages.menu, exact: true }).click();
    const menu = banner.getByRole("navigation", { name: "Main" }).filter({ visible: true });
    const donate = menu.getByRole("link", { name: "Donate", exact: true });
    await expect(donate).toBeInViewport();
    await saveScreen(visitor, "essentials-mobile-menu");
    await donate.click();
    await expect(visitor).toHaveURL(/\/donate$/);
    await expect(
      banner.getByRole("button", { name: headerMessages.menu, exact: true }),
    ).toHaveAttribute("aria-expanded", "false");
    await visitor.context().close();
  }
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("Not rendered");
  return box;
}

/**
 * Where each line of the elements' text breaks, as "before|after" for a break that is not at a
 * space, after an @ or a hyphen, or before a dot or an underscore: a word split in two. Found by
 * the rendered position of every character (Range.getClientRects), so it is what a visitor sees.
 * Text only for screen readers is skipped. Also lists any line that runs past its container, and
 * counts the elements that wrapped at all, so a check that saw no wrapping cannot pass unnoticed.
 */
async function findBadBreaks(elements: Locator) {
  return elements.evaluateAll((nodes) => {
    const problems: string[] = [];
    let wrapped = 0;
    for (const element of nodes) {
      // Every character shown, in order, with where it is drawn; a space at the end of a line
      // may not be drawn at all, so the text between two drawn characters is kept too.
      let text = "";
      const drawn: { at: number; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".sr-only")) continue;
        const content = node.textContent ?? "";
        for (let index = 0; index < content.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.width > 0) drawn.push({ at: text.length + index, top: rect.top });
        }
        text += content;
      }
      if (new Set(drawn.map(({ top }) => Math.round(top))).size > 1) wrapped++;
      for (let index = 1; index < drawn.length; index++) {
        const before = drawn[index - 1];
        const after = drawn[index];
        if (!before || !after || after.top - before.top < 4) continue;
        const between = text.slice(before.at + 1, after.at);
        const allowed =
          /\s/.test(between) ||
          text[before.at] === "@" ||
          text[before.at] === "-" ||
          text[after.at] === "." ||
          text[after.at] === "_";
        if (!allowed) problems.push(`${text.slice(0, after.at)}|${text.slice(after.at)}`);
      }
      const container = element.parentElement?.closest("p, li, div");
      const limit = container?.getBoundingClientRect().right ?? window.innerWidth;
      for (const line of element.getClientRects()) {
        if (line.right > limit + 0.5) problems.push(`${text} runs ${line.right - limit}px over`);
      }
    }
    return { problems, wrapped };
  });
}

test("contact details and social handles wrap only at sensible points, never mid-word", async ({
  page,
}) => {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    let wrappedAtWidth = 0;
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      // Every email address on the page (footer, contact cards, the form's privacy notice) and
      // the contact cards' social handles.
      const checked = page.locator("a[href^='mailto:']").or(page.locator("#contact-details a"));
      expect(await checked.count()).toBeGreaterThan(0);
      const { problems, wrapped } = await findBadBreaks(checked);
      expect(problems, `${path} at ${width}`).toEqual([]);
      wrappedAtWidth += wrapped;
      expect(await horizontalOverflow(page), `${path} at ${width}`).toBe(0);
      if (path === "/contact" && width !== 1280) await saveScreen(page, "essentials-wrapping");
    }
    expect(wrappedAtWidth, `some address wrapped at ${width}`).toBeGreaterThan(0);
  }
});

test("the monthly amounts' tiles wrap alike at every width", async ({ page }) => {
  await page.goto("/donate");
  const tiles = page.getByRole("group", { name: "Choose a monthly amount" }).locator("label");
  await expect(tiles).toHaveCount(3);
  for (const width of [320, 375, 768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    const shapes = await tiles.evaluateAll((labels) =>
      labels.map((label) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width > 0) tops.add(Math.round(rect.top));
          }
        }
        return { lines: tops.size, height: Math.round(label.getBoundingClientRect().height) };
      }),
    );
    const [first] = shapes;
    for (const shape of shapes)
      expect(shape, `at ${width}: ${JSON.stringify(shapes)}`).toEqual(first);
    if ((reviewWidths as readonly number[]).includes(width)) {
      await page.getByRole("group", { name: "Choose a monthly amount" }).scrollIntoViewIfNeeded();
      await saveScreen(page, "essentials-monthly-tiles");
    }
  }
});
