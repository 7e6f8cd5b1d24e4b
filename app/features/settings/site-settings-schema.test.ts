import { expect, test } from "vitest";
import { toFieldErrors } from "~/shared/lib/field-errors";
import {
  defaultSiteSettings,
  editableSiteSettingKeys,
  fillCharityNames,
} from "~/shared/site/site-settings";
import { siteSettingsSchema } from "./site-settings-schema";

const defaultForm = {
  ...Object.fromEntries(editableSiteSettingKeys.map((key) => [key, defaultSiteSettings[key]])),
  address: defaultSiteSettings.address.join("\n"),
  openingHours: defaultSiteSettings.openingHours.join("\n"),
  trustees: defaultSiteSettings.trustees.join("\n"),
};

/** Each field's first message, as the Settings form shows it. */
function fieldMessages(form: Record<string, unknown>) {
  const parsed = siteSettingsSchema.safeParse({ ...defaultForm, ...form });
  return parsed.error ? toFieldErrors(parsed.error) : {};
}

test("every editable default, footer wording included, passes the Settings form's own checks", () => {
  const parsed = siteSettingsSchema.safeParse(defaultForm);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data?.footerCopyright).toBe("© {year} {charity}. All rights reserved.");
  expect(parsed.data?.footerMapTitle).toBe("Find Us");
  expect(parsed.data?.openingHours).toEqual(defaultSiteSettings.openingHours);
  expect(parsed.data?.giftAid.enabled).toBe(true);
});

test("footer wording may not be emptied, overlong or use a placeholder nobody fills in", () => {
  expect(
    fieldMessages({
      footerLinksHeading: "  ",
      footerMapTitle: "M".repeat(61),
      footerCopyright: "© {yaer} {charity}",
    }),
  ).toEqual({
    footerLinksHeading: "This cannot be empty.",
    footerMapTitle: "Keep this under 60 characters.",
    footerCopyright:
      "Only {year} and {charity} can be filled in here: check the spelling inside the curly brackets.",
  });
});

test("no default wording types the charity's name: it follows the Settings", () => {
  const renamed = {
    ...defaultSiteSettings,
    charityName: "Riverside Trust",
    shortName: "Riverside",
  };
  for (const text of [defaultSiteSettings.blurb, defaultSiteSettings.giftAid.text]) {
    expect(text).not.toContain(defaultSiteSettings.shortName);
    expect(fillCharityNames(text, renamed)).toContain("Riverside Trust");
  }
  expect(fillCharityNames("{shortName} and {charity}", renamed)).toBe(
    "Riverside and Riverside Trust",
  );
  expect(
    fieldMessages({ blurb: "{Charity} runs clubs.", giftAid: { enabled: true, text: "{name}" } }),
  ).toEqual({
    blurb:
      "Only {charity} and {shortName} can be filled in here: check the spelling inside the curly brackets.",
    "giftAid.text":
      "Only {charity} and {shortName} can be filled in here: check the spelling inside the curly brackets.",
  });
});

test("charity and company numbers: as the registers write them, spaces and case forgiven", () => {
  for (const [typed, stored] of [
    ["1234567", "1234567"],
    ["523456", "523456"],
    ["1123456-1", "1123456-1"],
    ["sc 012345", "SC012345"],
    ["NIC100002", "NIC100002"],
  ]) {
    expect(siteSettingsSchema.parse({ ...defaultForm, charityNumber: typed }).charityNumber).toBe(
      stored,
    );
  }
  for (const [typed, stored] of [
    ["", ""],
    ["0123 4567", "01234567"],
    ["sc123456", "SC123456"],
  ]) {
    expect(siteSettingsSchema.parse({ ...defaultForm, companyNumber: typed }).companyNumber).toBe(
      stored,
    );
  }
  expect(fieldMessages({ charityNumber: "", companyNumber: "123" })).toEqual({
    charityNumber:
      "Enter the number as the charity register shows it, like 1234567, SC012345 or NIC100001.",
    companyNumber:
      "Enter the 8-character number Companies House gives, like 01234567 or SC123456, or leave it empty.",
  });
  expect(fieldMessages({ charityNumber: "12345" })).toHaveProperty("charityNumber");
});

test("short name, safeguarding contact and opening hours say what is wrong with each", () => {
  expect(
    fieldMessages({
      shortName: "N",
      openingHours: Array.from({ length: 9 }, (_, day) => `Day ${day}`).join("\n"),
      safeguarding: { leadName: "", phone: "ring us", email: "nobody", policyUrl: "policy.pdf" },
    }),
  ).toEqual({
    shortName: "Enter a short name, like the words people call the charity by.",
    openingHours: "Keep to 8 lines at most: one a day or session.",
    "safeguarding.leadName": "Enter the name of the safeguarding lead.",
    "safeguarding.phone": "Enter a phone number of digits and spaces, like 01632 960 123.",
    "safeguarding.email": "Enter a valid email address, like hello@example.org.",
    "safeguarding.policyUrl": "Enter a full web address starting with https://",
  });
  const parsed = siteSettingsSchema.parse({
    ...defaultForm,
    openingHours: "  Mondays 4pm to 9pm \n\n Fridays 5pm to 8pm ",
    safeguarding: { ...defaultSiteSettings.safeguarding, policyUrl: "" },
  });
  expect(parsed.openingHours).toEqual(["Mondays 4pm to 9pm", "Fridays 5pm to 8pm"]);
  expect(parsed.safeguarding.policyUrl).toBe("");
  expect(siteSettingsSchema.parse({ ...defaultForm, openingHours: "" }).openingHours).toEqual([]);
});

test("a donation link typed without https:// is saved with it; http:// and typos are refused", () => {
  expect(
    siteSettingsSchema.parse({
      ...defaultForm,
      donationUrl: " give.example.org/us?amount={amount}",
    }).donationUrl,
  ).toBe("https://give.example.org/us?amount={amount}");
  expect(siteSettingsSchema.parse({ ...defaultForm, donationUrl: "  " }).donationUrl).toBe("");
  expect(fieldMessages({ donationUrl: "http://give.example.org/us" })).toEqual({
    donationUrl: "The address must start with https://",
  });
  expect(fieldMessages({ donationUrl: "https://give.example.org/?a={amout}" })).toEqual({
    donationUrl:
      "Only {amount} and {frequency} can be filled in here: check the spelling inside the curly brackets.",
  });
});

test("impact figures: whole numbers (commas allowed), a short sign after, words under", () => {
  const figure = (value: string, suffix: string, label: string) => ({
    impactFigures: {
      ...defaultSiteSettings.impactFigures,
      meals: { value, suffix, label },
    },
  });
  const parsed = siteSettingsSchema.safeParse({
    ...defaultForm,
    ...figure(" 12,500 ", " + ", " hot meals "),
  });
  expect(parsed.data?.impactFigures.meals).toEqual({
    value: 12500,
    suffix: "+",
    label: "hot meals",
  });

  expect(fieldMessages(figure("", "", "meals"))).toEqual({
    "impactFigures.meals.value": "Enter a whole number using digits, like 500.",
  });
  expect(fieldMessages(figure("5.5", "", "meals"))).toEqual({
    "impactFigures.meals.value": "Enter a whole number using digits, like 500.",
  });
  expect(fieldMessages(figure("-3", "", "meals"))).toEqual({
    "impactFigures.meals.value": "Enter a whole number using digits, like 500.",
  });
  expect(fieldMessages(figure("10000000", "+++", " "))).toEqual({
    "impactFigures.meals.value": "Enter a number below 10,000,000.",
    "impactFigures.meals.suffix": "Keep what follows the number to 2 characters, like + or %.",
    "impactFigures.meals.label": "Say what the number counts, like “children supported weekly”.",
  });
  expect(fieldMessages(figure("5", "0", "M".repeat(51)))).toEqual({
    "impactFigures.meals.suffix": "Put only a sign like + or % here, no digits.",
    "impactFigures.meals.label": "Keep this under 50 characters: it sits under the number.",
  });
});

test("trustees: one name a row, blank rows dropped, at most 20 names of up to 80 characters", () => {
  const parsed = siteSettingsSchema.safeParse({
    ...defaultForm,
    trustees: "  Jo Bloggs (chair)\n\n Sam Lee \n",
  });
  expect(parsed.data?.trustees).toEqual(["Jo Bloggs (chair)", "Sam Lee"]);
  const tooMany = Array.from({ length: 21 }, (_, index) => `Trustee ${index}`).join("\n");
  const message = "Keep to 20 names at most, one a row, each under 80 characters.";
  expect(fieldMessages({ trustees: tooMany })).toEqual({ trustees: message });
  expect(fieldMessages({ trustees: "N".repeat(81) })).toEqual({ trustees: message });
});

test("a safeguarding policy chosen from the documents library replaces a typed address", () => {
  const parsed = siteSettingsSchema.safeParse({
    ...defaultForm,
    safeguarding: { ...defaultSiteSettings.safeguarding, policyDocumentId: "doc-1" },
  });
  expect(parsed.data?.safeguarding).toMatchObject({ policyDocumentId: "doc-1", policyUrl: "" });
  const typed = siteSettingsSchema.safeParse(defaultForm);
  expect(typed.data?.safeguarding.policyUrl).toBe(defaultSiteSettings.safeguarding.policyUrl);
});
