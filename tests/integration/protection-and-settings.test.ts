import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messages } from "../../app/content/messages";
import { type AppServer, startAppServer } from "../support/app-server";
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
  charityName: "Riverside Young People's Trust",
  email: "team@riverside-trust.example.org",
  phone: "01632 960 777",
  address: "Riverside Hall\n22 Canal Street\nNorthfold\nNF2 3BB",
  "socials.instagram": "@riverside.example",
  "socials.tiktok": "riverside_tt",
  "socials.snapchat": "",
  "socials.x": "riverside_x",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-2.3,53.7,-2.2,53.8",
  donationUrl: "https://give.example.org/riverside?amount={amount}",
  blurb: "Youth clubs by the canal since 1990.",
  footerDonateLabel: "Back our clubs",
  footerLinksHeading: "Around the site",
  footerContactHeading: "Say hello",
  footerMapTitle: "Where the hall is",
  footerCopyright: "Copyright {year} {charity}",
  "retention.enquiryMonths": "6",
  "retention.registrationMonths": "18",
  "retention.unconfirmedSignupDays": "3",
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
    const response = await admin.action("/admin/settings", newDetails, {
      origin: server.baseUrl,
      "sec-fetch-site": "same-origin",
    });
    expect(response).toEqual({ status: 200, result: { ok: true, toast: messages.settings.saved } });
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
    expect(footer).toContain(">Youth clubs by the canal since 1990.</p>");
    expect(footer).toContain(">Back our clubs<");
    expect(footer).toContain(">Around the site</h2>");
    expect(footer).toContain(">Say hello</h2>");
    expect(footer).toContain(">Where the hall is</h2>");
    expect(footer).toContain('title="Where the hall is"');
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
  });

  test("bad values are refused field by field and nothing is saved", async () => {
    const { status, result } = await admin.action("/admin/settings", {
      ...newDetails,
      charityName: "Should Not Save",
      email: "not-an-email",
      phone: "call us",
      mapEmbedUrl: "https://evil.example/map",
      donationUrl: "http://insecure.example.org/give",
      "socials.x": "has spaces in it",
      footerContactHeading: "",
      footerCopyright: "© {yaer}",
      "retention.enquiryMonths": "0",
      "retention.unconfirmedSignupDays": "2.5",
    });
    expect(status).toBe(400);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      "donationUrl",
      "email",
      "footerContactHeading",
      "footerCopyright",
      "mapEmbedUrl",
      "phone",
      "retention.enquiryMonths",
      "retention.unconfirmedSignupDays",
      "socials.x",
    ]);
    const home = await (await admin.get("/")).text();
    expect(home).not.toContain("Should Not Save");
  });

  test("settings changes are in the audit log with who and what", async () => {
    const rows = await server.database.db
      .selectFrom("audit_log")
      .select(["actor_email", "detail"])
      .where("action", "=", "settings-changed")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actor_email).toBe("admin@northfold.example.org");
    expect(rows[0]?.detail).toContain("charityName");
  });
});
