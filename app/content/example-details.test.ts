import { expect, test } from "vitest";
import { findRealCharityNumber, listExampleFields, listExampleGroups } from "./example-details";
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

test("visitors get the charity number only once it is a real one", () => {
  expect(findRealCharityNumber(defaultSiteSettings)).toBeNull();
  expect(findRealCharityNumber({ ...defaultSiteSettings, charityNumber: "" })).toBeNull();
  expect(findRealCharityNumber({ ...defaultSiteSettings, charityNumber: "SC012345" })).toBe(
    "SC012345",
  );
});
