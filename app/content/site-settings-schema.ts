import { z } from "zod";
import { onlyPlaceholders } from "~/lib/placeholders";
import { type EditableSiteSettings, mapEmbedOrigins, type SocialNetwork } from "./site-settings";

const httpsUrl = z
  .string()
  .trim()
  .url("Enter a full web address starting with https://")
  .refine((value) => value.startsWith("https://"), "The address must start with https://");

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
const copyrightPlaceholders = onlyPlaceholders(["year", "charity"]);

/** The Settings tab's form, checked the same way in the browser and on the server. */
export const siteSettingsSchema = z.object({
  charityName: z.string().trim().min(2, "Enter the charity's name.").max(100),
  email: z.string().trim().email("Enter a valid email address, like hello@example.org."),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => /^\+?[0-9 ()-]{7,20}$/.test(value) && value.replace(/\D/g, "").length >= 7,
      "Enter a phone number of digits and spaces, like 01632 960 123.",
    ),
  address: z
    .string()
    .trim()
    .min(1, "Enter the postal address.")
    .max(300)
    .transform((value) =>
      value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
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
  donationUrl: z.union([z.literal(""), httpsUrl]),
  retention: z.object({
    enquiryMonths: period(1, 120, "months"),
    registrationMonths: period(1, 120, "months"),
    unconfirmedSignupDays: period(1, 90, "days"),
  }),
  blurb: wording(400),
  footerDonateLabel: wording(60),
  footerLinksHeading: wording(60),
  footerContactHeading: wording(60),
  footerMapTitle: wording(60),
  footerCopyright: wording(160).refine(copyrightPlaceholders.check, copyrightPlaceholders.message),
}) satisfies z.ZodType<EditableSiteSettings, unknown>;
