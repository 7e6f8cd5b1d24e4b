import { fillPlaceholderText } from "~/shared/lib/placeholders";
import { defaultImpactFigures, type ImpactFigures } from "./impact-stats";

/**
 * The charity's public details. The real ones are not in the specification, so these defaults are
 * deliberately fictional (example.org, Ofcom drama phone numbers, a made-up town and people, a
 * charity number of zeros that no charity has). An admin overrides the editable ones in the
 * Settings tab; the database keeps only what was changed (`site-settings.server.ts`), so these
 * stay the defaults. Staff see which are still examples, and visitors never see the example
 * charity number (`example-details.ts`).
 */
export type SocialNetwork = "instagram" | "tiktok" | "snapchat" | "x";

export type SiteSettings = {
  charityName: string;
  /** Short form for tight spaces: beside the logo in the header and footer. */
  shortName: string;
  /** As on the charity register (England and Wales, Scotland or Northern Ireland). */
  charityNumber: string;
  /** Companies House number of a charitable company; empty for other charities. */
  companyNumber: string;
  /** Used for object-storage bucket names and similar machine identifiers. */
  slug: string;
  tagline: string;
  /** The footer's words about the charity, under its logo on every page (`charityPlaceholders`). */
  blurb: string;
  /** The footer's donate button reads "<this>: <the Donate page's title>". */
  footerDonateLabel: string;
  footerLinksHeading: string;
  footerContactHeading: string;
  /** The footer map's heading and the map frame's title. */
  footerMapTitle: string;
  /** `{year}` becomes the current year and `{charity}` the charity's name. */
  footerCopyright: string;
  email: string;
  phone: string;
  address: readonly string[];
  /** Opening hours and session times, one line each; empty hides them. */
  openingHours: readonly string[];
  /** Who a parent tells when worried about a child: in the footer and on the Contact page. */
  safeguarding: Readonly<SafeguardingContact>;
  /** The trustees' names, as on the charity register: the Funders page's governance block. */
  trustees: readonly string[];
  /** Handles without the @; an empty handle hides that network. */
  socials: Readonly<Record<SocialNetwork, string>>;
  /** An embeddable map page (iframe src) on one of `mapEmbedOrigins`. */
  mapEmbedUrl: string;
  /**
   * Where "Donate Now" and "Set Up Monthly Donation" lead: the charity's own giving page on a
   * payment provider. `{amount}` and `{frequency}` (once | monthly) are filled in when present.
   * Empty: the donate page explains how to give instead. The site itself never takes payments.
   */
  donationUrl: string;
  /** The Gift Aid note on the Donate page (`charityPlaceholders`); off for charities that cannot claim. */
  giftAid: Readonly<{ enabled: boolean; text: string }>;
  /** How long visitors' data is kept (UK GDPR storage limitation); the privacy notices say so. */
  retention: Readonly<RetentionSettings>;
  /** How the charity's email address hears about what visitors send (app/shared/mail/staff-notice.server.ts). */
  staffNotices: StaffNoticeChoice;
  /** The home page's counters and the figures page text quotes (`figure-tokens.ts`). */
  impactFigures: ImpactFigures;
};

/**
 * "How staff hear about new arrivals": an email for each, or one a day that counts them. There
 * is no "never": with no notice at all staff learn of a child's registration only by chance.
 */
export const staffNoticeChoices = [
  {
    value: "each",
    label: "An email for each one",
    hint: "As soon as a message, registration, review or volunteer application arrives.",
  },
  {
    value: "digest",
    label: "One email a day",
    hint: "At 8am (UK time), counting what arrived since the day before. Nothing is sent on a day when nothing arrived.",
  },
] as const;
export type StaffNoticeChoice = (typeof staffNoticeChoices)[number]["value"];

export type SafeguardingContact = {
  leadName: string;
  phone: string;
  email: string;
  /** The safeguarding policy's web address; empty hides the link. */
  policyUrl: string;
  /**
   * A document from the documents library to link instead (ADR 0042); empty: the web address.
   * Visitors get its address in `policyUrl` (`app/features/documents/safeguarding-policy.server.ts`).
   */
  policyDocumentId: string;
};

/** Expired records are deleted by the `retention` job (app/features/enquiries/retention.server.ts). */
export type RetentionSettings = {
  /** Contact messages: months after staff marked them done. */
  enquiryMonths: number;
  /** Child registrations: months after their last update. */
  registrationMonths: number;
  /** Newsletter sign-ups never confirmed: days after signing up. */
  unconfirmedSignupDays: number;
};

/** The Settings tab's retention inputs, one per period: the form and its action read this list. */
export const retentionFields = [
  {
    key: "enquiryMonths",
    label: "Contact messages (months)",
    hint: "Contact messages are deleted this many months after you mark them done.",
  },
  {
    key: "registrationMonths",
    label: "Registrations (months)",
    hint: "Children's registrations are deleted this many months after they last changed.",
  },
  {
    key: "unconfirmedSignupDays",
    label: "Unconfirmed sign-ups (days)",
    hint: "Newsletter sign-ups never confirmed are deleted after this many days.",
  },
] as const satisfies readonly { key: keyof RetentionSettings; label: string; hint: string }[];

export const defaultSiteSettings: SiteSettings = {
  charityName: "Northfold Youth & Community",
  shortName: "Northfold Youth",
  // All zeros: no registered charity or company has these numbers.
  charityNumber: "0000000",
  companyNumber: "",
  slug: "northfold-youth",
  tagline: "Youth and community charity",
  blurb:
    "{charity} is a youth and community charity in Northfold. Safe spaces, sport, adventure and support for young people aged 8 to 25 and their families.",
  footerDonateLabel: "Support our work",
  footerLinksHeading: "Quick links",
  footerContactHeading: "Get in touch",
  // The specification's title for the footer map.
  footerMapTitle: "Find Us",
  footerCopyright: "© {year} {charity}. All rights reserved.",
  email: "hello@northfold-youth.example.org",
  phone: "01632 960 123",
  address: ["The Youth Centre", "1 Mill Lane", "Northfold", "NF1 1AA"],
  openingHours: [
    "Youth club: Monday to Friday, 4pm to 9pm",
    "Saturday sessions: 10am to 2pm",
    "Office: Monday to Friday, 9am to 5pm",
  ],
  safeguarding: {
    leadName: "Sam Okafor",
    phone: "01632 960 456",
    email: "safeguarding@northfold-youth.example.org",
    policyUrl: "https://northfold-youth.example.org/safeguarding-policy",
    policyDocumentId: "",
  },
  trustees: [],
  socials: {
    instagram: "northfoldyouth.example",
    tiktok: "northfoldyouth.example",
    snapchat: "northfoldyouth.example",
    x: "northfoldyouth_example",
  },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-2.2600%2C53.7400%2C-2.2200%2C53.7600&layer=mapnik",
  donationUrl: "https://donate.example.org/northfold-youth?amount={amount}&frequency={frequency}",
  // HMRC's rules: 25p per £1 from a UK taxpayer who pays enough tax to cover every claim.
  giftAid: {
    enabled: true,
    text: "If you are a UK taxpayer, Gift Aid lets {charity} claim an extra 25p from HMRC for every £1 you give, at no extra cost to you: tick the Gift Aid box when you give. You must pay at least as much Income Tax or Capital Gains Tax in that tax year as all the charities and community amateur sports clubs you give to will claim; if you pay less, it is your responsibility to pay the difference.",
  },
  retention: { enquiryMonths: 12, registrationMonths: 24, unconfirmedSignupDays: 7 },
  staffNotices: "each",
  impactFigures: defaultImpactFigures,
};

export const socialNetworks: Readonly<
  Record<SocialNetwork, { label: string; profileUrl: (handle: string) => string }>
> = {
  instagram: { label: "Instagram", profileUrl: (h) => `https://www.instagram.com/${h}` },
  tiktok: { label: "TikTok", profileUrl: (h) => `https://www.tiktok.com/@${h}` },
  snapchat: { label: "Snapchat", profileUrl: (h) => `https://www.snapchat.com/add/${h}` },
  x: { label: "X (Twitter)", profileUrl: (h) => `https://x.com/${h}` },
};

/** Map providers whose embeds the Content Security Policy allows; the map setting must use one. */
export const mapEmbedOrigins = ["https://www.openstreetmap.org", "https://www.google.com"] as const;

/** The footer's wording: the same on every page, so it is the site's, not a page's. */
export const footerWordingKeys = [
  "blurb",
  "footerDonateLabel",
  "footerLinksHeading",
  "footerContactHeading",
  "footerMapTitle",
  "footerCopyright",
] as const satisfies readonly (keyof SiteSettings)[];

/** What an admin may change in the Settings tab; the rest stays as above. */
export const editableSiteSettingKeys = [
  "charityName",
  "shortName",
  "charityNumber",
  "companyNumber",
  "email",
  "phone",
  "address",
  "openingHours",
  "safeguarding",
  "trustees",
  "socials",
  "mapEmbedUrl",
  "donationUrl",
  "giftAid",
  "retention",
  "staffNotices",
  "impactFigures",
  ...footerWordingKeys,
] as const satisfies readonly (keyof SiteSettings)[];
export type EditableSiteSettingKey = (typeof editableSiteSettingKeys)[number];
export type EditableSiteSettings = Pick<SiteSettings, EditableSiteSettingKey>;

/**
 * The placeholders site-wide wording (the footer's blurb, the Gift Aid note) may use, so the
 * charity's name is never typed into it and follows the Settings.
 */
export const charityPlaceholders = ["charity", "shortName"] as const;

/** Site-wide wording with the charity's names filled in. */
export function fillCharityNames(text: string, settings: SiteSettings) {
  return fillPlaceholderText(text, {
    charity: settings.charityName,
    shortName: settings.shortName,
  } satisfies Record<(typeof charityPlaceholders)[number], string>);
}

/** The standard words around the charity's own details, wherever those details show. */
export const detailLabels = {
  charityNumber: "Registered charity number",
  companyNumber: "Company number",
  openingHours: "Opening hours",
  safeguardingHeading: "Worried about a child?",
  safeguardingLead: "Talk to our safeguarding lead",
  safeguardingPolicy: "Read our safeguarding policy",
  emergency: "If a child is in immediate danger, call 999.",
  // A national service's real number: what a worried visitor gets until the charity's own lead
  // is set in Settings.
  nationalHelpline:
    "To talk to someone about a worry, call the NSPCC helpline on 0808 800 5000 or visit nspcc.org.uk.",
  sendMessage: "Send us a message",
  giveOffline: "and we will explain how to give by bank transfer, cheque or in person.",
  giftAid: "Gift Aid",
  openInMaps: "Open in maps",
} as const;

/** Social networks that have a handle set, in display order. */
export function listedSocialNetworks(settings: SiteSettings): SocialNetwork[] {
  return (Object.keys(socialNetworks) as SocialNetwork[]).filter(
    (network) => settings.socials[network] !== "",
  );
}
