import { z } from "zod";
import { completeDonationUrl, donationPlaceholders } from "~/shared/lib/donation-link";
import { onlyPlaceholders } from "~/shared/lib/placeholders";
import { type ImpactFigureKey, impactFigureKeys } from "~/shared/site/impact-stats";
import {
  charityPlaceholders,
  type EditableSiteSettings,
  mapEmbedOrigins,
  type SocialNetwork,
  staffNoticeChoices,
} from "~/shared/site/site-settings";

/** A web address that must start with https:// (the notice's link reuses it). */
export const httpsUrl = z
  .string()
  .trim()
  .url("Enter a full web address starting with https://")
  .refine((value) => value.startsWith("https://"), "The address must start with https://");

const phoneNumber = z
  .string()
  .trim()
  .refine(
    (value) => /^\+?[0-9 ()-]{7,20}$/.test(value) && value.replace(/\D/g, "").length >= 7,
    "Enter a phone number of digits and spaces, like 01632 960 123.",
  );

const emailAddress = z
  .string()
  .trim()
  .email("Enter a valid email address, like hello@example.org.");

/** Text typed one item a line (an address, opening hours), kept as its non-empty lines. */
const lines = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `Keep this under ${maxLength} characters.`)
    .transform((value) =>
      value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );

/** A register's number, as people type it: spaces dropped, letters in capitals. */
const registerNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => pattern.test(value), message);

const handle = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ""))
  .refine(
    (value) => value === "" || /^[A-Za-z0-9._-]{1,30}$/.test(value),
    "Use only letters, digits, dots, dashes and underscores (at most 30), without spaces.",
  );

/** Words shown on every page: never empty, short enough for the footer. */
const wording = (max: number) =>
  z.string().trim().min(1, "This cannot be empty.").max(max, `Keep this under ${max} characters.`);
/** A whole number of months or days within the bounds, e.g. a retention period. */
const period = (min: number, max: number, unit: string) =>
  z.coerce
    .number(`Enter a number of ${unit}.`)
    .int(`Enter a whole number of ${unit}.`)
    .min(min, `Enter at least ${min}.`)
    .max(max, `Enter at most ${max} ${unit}.`);
/** Impact figures stay below this, so "9,999,999+" still fits its counter on a phone. */
export const impactFigureLimit = 10_000_000;

/** An impact figure as staff type it: digits, with or without thousands commas. */
const impactFigure = z.object({
  value: z.coerce
    .string()
    .transform((value) => value.replace(/[\s,]/g, ""))
    .refine((value) => /^\d+$/.test(value), "Enter a whole number using digits, like 500.")
    .transform(Number)
    .refine(
      (value) => value < impactFigureLimit,
      `Enter a number below ${impactFigureLimit.toLocaleString("en-GB")}.`,
    ),
  suffix: z
    .string()
    .trim()
    .max(2, "Keep what follows the number to 2 characters, like + or %.")
    .refine((value) => !/[\d{}]/.test(value), "Put only a sign like + or % here, no digits."),
  label: z
    .string()
    .trim()
    .min(2, "Say what the number counts, like “children supported weekly”.")
    .max(50, "Keep this under 50 characters: it sits under the number."),
});
const copyrightPlaceholders = onlyPlaceholders(["year", "charity"]);
const namePlaceholders = onlyPlaceholders(charityPlaceholders);
/** Site-wide wording that names the charity through `{charity}` or `{shortName}`. */
const wordingNamingCharity = (max: number) =>
  wording(max).refine(namePlaceholders.check, namePlaceholders.message);
const donationLinkPlaceholders = onlyPlaceholders(donationPlaceholders);

/** The Settings tab's form, checked the same way in the browser and on the server. */
export const siteSettingsSchema = z.object({
  charityName: z
    .string()
    .trim()
    .min(2, "Enter the charity's name.")
    .max(100, "Keep the name under 100 characters."),
  shortName: z
    .string()
    .trim()
    .min(2, "Enter a short name, like the words people call the charity by.")
    .max(40, "Keep the short name under 40 characters: it sits beside the logo."),
  // England and Wales: 6 or 7 digits (a linked charity adds -1 and so on); Scotland: SC and 6
  // digits; Northern Ireland: NIC and 6 digits.
  charityNumber: registerNumber(
    /^(\d{6,7}(-\d{1,3})?|SC\d{6}|NIC\d{6})$/,
    "Enter the number as the charity register shows it, like 1234567, SC012345 or NIC100001.",
  ),
  // Companies House: 8 digits, or 2 letters and 6 digits (SC, NI, OC and others).
  companyNumber: registerNumber(
    /^(|\d{8}|[A-Z]{2}\d{6})$/,
    "Enter the 8-character number Companies House gives, like 01234567 or SC123456, or leave it empty.",
  ),
  email: emailAddress,
  phone: phoneNumber,
  address: lines(300).refine((value) => value.length > 0, "Enter the postal address."),
  openingHours: lines(600).refine(
    (value) => value.length <= 8,
    "Keep to 8 lines at most: one a day or session.",
  ),
  safeguarding: z
    .object({
      leadName: z
        .string()
        .trim()
        .min(2, "Enter the name of the safeguarding lead.")
        .max(80, "Keep the name under 80 characters."),
      phone: phoneNumber,
      email: emailAddress,
      policyUrl: z.union([z.literal(""), httpsUrl]),
      // A form opened before the choice existed sends none: no document.
      policyDocumentId: z.string().trim().max(64).default(""),
    })
    // A chosen document is the policy: the link has one target, never two to keep apart.
    .transform((value) => (value.policyDocumentId ? { ...value, policyUrl: "" } : value)),
  trustees: lines(2_000).refine(
    (names) => names.length <= 20 && names.every((name) => name.length <= 80),
    "Keep to 20 names at most, one a row, each under 80 characters.",
  ),
  socials: z.object({
    instagram: handle,
    tiktok: handle,
    snapchat: handle,
    x: handle,
  } satisfies Record<SocialNetwork, typeof handle>),
  mapEmbedUrl: httpsUrl.refine(
    (value) => mapEmbedOrigins.some((origin) => value.startsWith(`${origin}/`)),
    `Use an embed link from ${mapEmbedOrigins.join(" or ")}.`,
  ),
  donationUrl: z
    .string()
    .transform((value) => completeDonationUrl(value).url)
    .pipe(
      z.union([
        z.literal(""),
        httpsUrl.refine(donationLinkPlaceholders.check, donationLinkPlaceholders.message),
      ]),
    ),
  giftAid: z.object({
    enabled: z.boolean(),
    text: wordingNamingCharity(800),
  }),
  retention: z.object({
    enquiryMonths: period(1, 120, "months"),
    registrationMonths: period(1, 120, "months"),
    unconfirmedSignupDays: period(1, 90, "days"),
  }),
  staffNotices: z.enum(
    staffNoticeChoices.map((choice) => choice.value),
    "Choose how staff hear about new arrivals.",
  ),
  impactFigures: z.object(
    Object.fromEntries(impactFigureKeys.map((key) => [key, impactFigure])) as Record<
      ImpactFigureKey,
      typeof impactFigure
    >,
  ),
  blurb: wordingNamingCharity(400),
  footerDonateLabel: wording(60),
  footerLinksHeading: wording(60),
  footerContactHeading: wording(60),
  footerMapTitle: wording(60),
  footerCopyright: wording(160).refine(copyrightPlaceholders.check, copyrightPlaceholders.message),
}) satisfies z.ZodType<EditableSiteSettings, unknown>;
