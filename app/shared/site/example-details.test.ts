import { expect, test } from "vitest";
import { hideExampleDetails, listExampleFields, listExampleGroups } from "./example-details";
import { defaultSiteSettings } from "./site-settings";

test("a fresh install's details that read as facts are all examples, field by field", () => {
  expect(listExampleFields(defaultSiteSettings)).toEqual([
    "charityNumber",
    "email",
    "phone",
    "address",
    "safeguarding.leadName",
    "safeguarding.phone",
    "safeguarding.email",
    "safeguarding.policyUrl",
    "donationUrl",
    "socials.instagram",
    "socials.tiktok",
    "socials.snapchat",
    "socials.x",
    "mapEmbedUrl",
  ]);
  expect(listExampleGroups(defaultSiteSettings)).toEqual([
    "registration",
    "contact",
    "safeguarding",
    "giving",
    "socials",
    "map",
  ]);
});

test("a replaced or emptied field is no example; its group stays while one field is", () => {
  const settings = {
    ...defaultSiteSettings,
    charityNumber: "1123456",
    email: "hello@riverside.org.uk",
    safeguarding: { ...defaultSiteSettings.safeguarding, phone: "01234 567 891", policyUrl: "" },
    socials: { instagram: "riverside", tiktok: "", snapchat: "", x: "" },
    donationUrl: "",
  };
  expect(listExampleFields(settings)).toEqual([
    "phone",
    "address",
    "safeguarding.leadName",
    "safeguarding.email",
    "mapEmbedUrl",
  ]);
  expect(listExampleGroups(settings)).toEqual(["contact", "safeguarding", "map"]);
});

test("an address counts as replaced when any line of it changed", () => {
  const address = [...defaultSiteSettings.address.slice(0, 3), "NF2 2BB"];
  expect(listExampleFields({ ...defaultSiteSettings, address })).not.toContain("address");
});

test("visitors get none of the examples, and every real detail as staff set it", () => {
  const hidden = hideExampleDetails({
    ...defaultSiteSettings,
    phone: "01234 567 890",
    safeguarding: { ...defaultSiteSettings.safeguarding, leadName: "Ada Lovell" },
    socials: { ...defaultSiteSettings.socials, x: "riverside" },
  });
  expect(hidden).toEqual({
    ...defaultSiteSettings,
    charityNumber: "",
    email: "",
    phone: "01234 567 890",
    address: [],
    safeguarding: {
      leadName: "Ada Lovell",
      phone: "",
      email: "",
      policyUrl: "",
      policyDocumentId: "",
    },
    donationUrl: "",
    socials: { instagram: "", tiktok: "", snapchat: "", x: "riverside" },
    mapEmbedUrl: "",
  });
  expect(listExampleFields(hidden)).toEqual([]);
});
