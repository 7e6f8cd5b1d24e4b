import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { settingsMessages } from "../../app/features/settings/messages";
import { describeAddedHttps, findDroppedDonationChoices } from "../../app/shared/lib/donation-link";
import { messages } from "../../app/shared/site/messages";
import { defaultSiteSettings } from "../../app/shared/site/site-settings";
import { type AppServer, startAppServer } from "../support/app-server";
import { buildSettingsForm, withSettingsRevision } from "../support/settings-form";
import type { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

let server: AppServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

const newDetails = {
  // Whatever this form does not change goes as the Settings tab sends it (the impact figures).
  ...buildSettingsForm(defaultSiteSettings),
  charityName: "Riverside Young People's Trust",
  shortName: "Riverside Youth",
  charityNumber: "sc 012345",
  companyNumber: "",
  email: "team@riverside-trust.example.org",
  phone: "01632 960 777",
  address: "Riverside Hall\n22 Canal Street\nNorthfold\nNF2 3BB",
  openingHours: "Tuesdays: 5pm to 9pm\nSaturdays: 10am to 1pm",
  "safeguarding.leadName": "Priya Natarajan",
  "safeguarding.phone": "01632 960 789",
  "safeguarding.email": "safeguarding@riverside-trust.example.org",
  "safeguarding.policyUrl": "https://riverside-trust.example.org/safeguarding",
  "socials.instagram": "@riverside.example",
  "socials.tiktok": "riverside_tt",
  "socials.snapchat": "",
  "socials.x": "riverside_x",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-2.3,53.7,-2.2,53.8",
  // Typed without https://: saved with it, and the answer says so.
  donationUrl: "give.example.org/riverside?amount={amount}&frequency={frequency}",
  "giftAid.enabled": "on",
  "giftAid.text": "{shortName} can claim 25p more for every £1 you give through Gift Aid.",
  blurb: "{charity}: youth clubs by the canal since 1990.",
  footerDonateLabel: "Back our clubs",
  footerLinksHeading: "Around the site",
  footerContactHeading: "Say hello",
  footerMapTitle: "Where the hall is",
  footerCopyright: "Copyright {year} {charity}",
  "retention.enquiryMonths": "6",
  "retention.registrationMonths": "18",
  "retention.unconfirmedSignupDays": "3",
  staffNotices: "digest",
};

describe("cross-site requests", () => {
  test("a POST from another site is refused with 403, even with a valid session", async () => {
    // As a form posts it, and as the dashboard's fetchers do (React Router's single fetch).
    for (const path of ["/admin/settings", "/admin/settings.data"]) {
      const fromElsewhere = await admin.post(path, newDetails, {
        origin: "https://evil.example",
      });
      expect(fromElsewhere.status, path).toBe(403);
      expect(await fromElsewhere.text()).toBe(messages.access.crossSite);
      const fetchMetadata = await admin.post(path, newDetails, {
        "sec-fetch-site": "cross-site",
      });
      expect(fetchMetadata.status, path).toBe(403);
      expect(await fetchMetadata.text()).toBe(messages.access.crossSite);
    }
    const signIn = await admin.post(
      "/login",
      { email: "a@b.org", password: "x" },
      { "sec-fetch-site": "same-site" },
    );
    expect(signIn.status).toBe(403);
    const html = await (await admin.get("/")).text();
    expect(html).not.toContain(newDetails.charityName);
  });

  test("the same request from the site itself goes through", async () => {
    const response = await admin.action(
      "/admin/settings",
      await withSettingsRevision(admin, newDetails),
      {
        origin: server.baseUrl,
        "sec-fetch-site": "same-origin",
      },
    );
    const { title, description } = settingsMessages.settings.saved;
    const note = describeAddedHttps(
      "https://give.example.org/riverside?amount={amount}&frequency={frequency}",
    );
    expect(response).toEqual({
      status: 200,
      result: { ok: true, toast: { title, description: `${description} ${note}` } },
    });
  });
});

describe("site settings", () => {
  test("saved settings show at once in the public footer and on the contact page", async () => {
    const home = await (await admin.get("/")).text();
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).toContain("Riverside Young People&#x27;s Trust");
    expect(footer).toContain(newDetails.email);
    expect(footer).toContain(newDetails.phone);
    expect(footer).toContain("Riverside Hall, 22 Canal Street, Northfold, NF2 3BB");
    expect(footer).toContain("https://www.instagram.com/riverside.example");
    expect(footer).not.toContain("snapchat.com");
    expect(footer).toContain(
      ">Riverside Young People&#x27;s Trust: youth clubs by the canal since 1990.</p>",
    );
    expect(footer).toContain("Registered charity number SC012345.</p>");
    expect(footer).not.toContain("Company number");
    expect(footer).toContain(">Tuesdays: 5pm to 9pm</li>");
    expect(footer).toContain("Priya Natarajan");
    expect(footer).toContain('href="mailto:safeguarding@riverside-trust.example.org"');
    expect(footer).toContain('href="https://riverside-trust.example.org/safeguarding"');
    const header = home.slice(home.indexOf("<header"), home.indexOf("</header>"));
    expect(header).toContain(">Riverside Youth</span>");
    expect(home).not.toContain("Northfold Youth");
    expect(footer).toContain(">Back our clubs<");
    expect(footer).toContain(">Around the site</h2>");
    expect(footer).toContain(">Say hello</h2>");
    expect(footer).toContain(">Where the hall is</h2>");
    expect(footer).toContain(
      `>Copyright ${new Date().getFullYear()} Riverside Young People&#x27;s Trust</p>`,
    );
    for (const words of ["Quick links", "Get in touch", "Find Us", "All rights reserved"]) {
      expect(footer).not.toContain(words);
    }
    const contact = await (await admin.get("/contact")).text();
    expect(contact).toContain(newDetails.phone);
    expect(contact).toContain("@riverside_tt");
    expect(contact).toContain("<title>Contact Us | Riverside Young People&#x27;s Trust</title>");
    expect(contact).toContain(">Saturdays: 10am to 1pm</li>");
    const donate = await (await admin.get("/donate")).text();
    expect(donate).toContain("Riverside Youth can claim 25p more for every £1 you give");
    expect(donate).toContain(
      'href="https://give.example.org/riverside?amount=25&amp;frequency=once"',
    );
  });

  test("a donation link that drops the donor's choices is saved, with a warning", async () => {
    const noPlaceholders = "https://give.example.org/riverside";
    const { status, result } = await admin.action(
      "/admin/settings",
      await withSettingsRevision(admin, { ...newDetails, donationUrl: noPlaceholders }),
    );
    expect(status).toBe(200);
    expect(result.toast.description).toBe(
      `${settingsMessages.settings.saved.description} ${findDroppedDonationChoices(noPlaceholders)}`,
    );
    const restored = await admin.action(
      "/admin/settings",
      await withSettingsRevision(admin, newDetails),
    );
    expect(restored.status).toBe(200);
  });

  test("an unticked Gift Aid box (a form sends nothing for it) switches the note off", async () => {
    const { "giftAid.enabled": _ticked, ...unticked } = newDetails;
    // The note's heading as rendered (the page's data carries the saved text either way).
    const giftAidHeading = /<h3 id="[^"]+" class="[^"]+">Gift Aid<\/h3>/;
    expect(await (await admin.get("/donate")).text()).toMatch(giftAidHeading);
    const untickedForm = await withSettingsRevision(admin, unticked);
    expect((await admin.action("/admin/settings", untickedForm)).status).toBe(200);
    expect(await (await admin.get("/donate")).text()).not.toMatch(giftAidHeading);
    const tickedForm = await withSettingsRevision(admin, newDetails);
    expect((await admin.action("/admin/settings", tickedForm)).status).toBe(200);
    expect(await (await admin.get("/donate")).text()).toMatch(giftAidHeading);
  });

  test("bad values are refused field by field and nothing is saved", async () => {
    const { status, result } = await admin.action("/admin/settings", {
      ...newDetails,
      charityName: "Should Not Save",
      shortName: "",
      charityNumber: "12",
      companyNumber: "ABC",
      "safeguarding.leadName": "",
      "safeguarding.email": "nobody",
      "giftAid.text": "{naem} claims 25p",
      email: "not-an-email",
      phone: "call us",
      mapEmbedUrl: "https://evil.example/map",
      donationUrl: "http://insecure.example.org/give",
      "socials.x": "has spaces in it",
      footerContactHeading: "",
      footerCopyright: "© {yaer}",
      "retention.enquiryMonths": "0",
      "retention.unconfirmedSignupDays": "2.5",
      staffNotices: "never",
    });
    expect(status).toBe(400);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      "charityNumber",
      "companyNumber",
      "donationUrl",
      "email",
      "footerContactHeading",
      "footerCopyright",
      "giftAid.text",
      "mapEmbedUrl",
      "phone",
      "retention.enquiryMonths",
      "retention.unconfirmedSignupDays",
      "safeguarding.email",
      "safeguarding.leadName",
      "shortName",
      "socials.x",
      "staffNotices",
    ]);
    expect(result.fieldErrors?.staffNotices).toBe("Choose how staff hear about new arrivals.");
    const home = await (await admin.get("/")).text();
    expect(home).not.toContain("Should Not Save");
  });

  test("settings changes are in the audit log with who and what", async () => {
    const rows = await server.database.db
      .selectFrom("audit_log")
      .select(["actor_email", "detail"])
      .where("action", "=", "settings-changed")
      .execute();
    // The first save, then the link without placeholders and back, Gift Aid off and on again.
    expect(rows).toHaveLength(5);
    const first = rows.find((row) => row.detail?.includes("charityName"));
    const others = rows.filter((row) => row !== first);
    expect(first?.actor_email).toBe("admin@northfold.example.org");
    for (const key of ["charityName", "shortName", "charityNumber", "safeguarding", "giftAid"]) {
      expect(first?.detail).toContain(key);
    }
    expect(others.map((row) => row.detail).sort()).toEqual([
      "donationUrl",
      "donationUrl",
      "giftAid",
      "giftAid",
    ]);
  });
});
