/**
 * The charity's public details. The real ones are not in the specification, so these defaults are
 * deliberately fictional (example.org, an Ofcom drama phone number, a made-up town). An admin
 * overrides the editable ones in the Settings tab; the database keeps only what was changed
 * (`site-settings.server.ts`), so these stay the defaults.
 */
export type SocialNetwork = "instagram" | "tiktok" | "snapchat" | "x";

export type SiteSettings = {
  charityName: string;
  /** Short form for tight spaces such as the logo's accessible name. */
  shortName: string;
  /** Used for object-storage bucket names and similar machine identifiers. */
  slug: string;
  tagline: string;
  /** The footer's words about the charity, under its logo on every page. */
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
  /** How long visitors' data is kept (UK GDPR storage limitation); the privacy notices say so. */
  retention: Readonly<RetentionSettings>;
};

/** Expired records are deleted by the `retention` job (app/enquiries/retention.server.ts). */
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
    hint: "Newsletter sign-ups never confirmed by email are deleted after this many days.",
  },
] as const satisfies readonly { key: keyof RetentionSettings; label: string; hint: string }[];

export const defaultSiteSettings: SiteSettings = {
  charityName: "Northfold Youth & Community",
  shortName: "Northfold Youth",
  slug: "northfold-youth",
  tagline: "Youth and community charity",
  blurb:
    "A youth and community charity in Northfold. Safe spaces, sport, adventure and support for young people aged 8 to 25 and their families.",
  footerDonateLabel: "Support our work",
  footerLinksHeading: "Quick links",
  footerContactHeading: "Get in touch",
  // The specification's title for the footer map.
  footerMapTitle: "Find Us",
  footerCopyright: "© {year} {charity}. All rights reserved.",
  email: "hello@northfold-youth.example.org",
  phone: "01632 960 123",
  address: ["The Youth Centre", "1 Mill Lane", "Northfold", "NF1 1AA"],
  socials: {
    instagram: "northfoldyouth.example",
    tiktok: "northfoldyouth.example",
    snapchat: "northfoldyouth.example",
    x: "northfoldyouth_example",
  },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-2.2600%2C53.7400%2C-2.2200%2C53.7600&layer=mapnik",
  donationUrl: "https://donate.example.org/northfold-youth?amount={amount}&frequency={frequency}",
  retention: { enquiryMonths: 12, registrationMonths: 24, unconfirmedSignupDays: 7 },
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
  "email",
  "phone",
  "address",
  "socials",
  "mapEmbedUrl",
  "donationUrl",
  "retention",
  ...footerWordingKeys,
] as const satisfies readonly (keyof SiteSettings)[];
export type EditableSiteSettingKey = (typeof editableSiteSettingKeys)[number];
export type EditableSiteSettings = Pick<SiteSettings, EditableSiteSettingKey>;

/** Social networks that have a handle set, in display order. */
export function listedSocialNetworks(settings: SiteSettings): SocialNetwork[] {
  return (Object.keys(socialNetworks) as SocialNetwork[]).filter(
    (network) => settings.socials[network] !== "",
  );
}
