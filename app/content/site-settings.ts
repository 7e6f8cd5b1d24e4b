/**
 * The charity's public details. The real ones are not in the specification, so these defaults are
 * deliberately fictional (example.org, an Ofcom drama phone number, a made-up town). A later issue
 * stores overrides in the database and lets an admin edit them; until then this module is the only
 * source.
 */
export type SocialNetwork = "instagram" | "tiktok" | "snapchat" | "x";

export type SiteSettings = {
  charityName: string;
  /** Short form for tight spaces such as the logo's accessible name. */
  shortName: string;
  /** Used for object-storage bucket names and similar machine identifiers. */
  slug: string;
  tagline: string;
  blurb: string;
  email: string;
  phone: string;
  address: readonly string[];
  socials: Readonly<Record<SocialNetwork, string>>;
  /** An embeddable map page (iframe src). Its origin is allowed by the Content Security Policy. */
  mapEmbedUrl: string;
  /**
   * Where "Donate Now" and "Set Up Monthly Donation" lead: the charity's own giving page on a
   * payment provider. `{amount}` and `{frequency}` (once | monthly) are filled in when present.
   * Empty: the donate page explains how to give instead. The site itself never takes payments.
   */
  donationUrl: string;
  /** The home page's "Watch Our Latest Update" video: a YouTube link. Empty: none yet. */
  latestVideoUrl: string;
};

export const defaultSiteSettings: SiteSettings = {
  charityName: "Northfold Youth & Community",
  shortName: "Northfold Youth",
  slug: "northfold-youth",
  tagline: "Youth and community charity",
  blurb:
    "A youth and community charity in Northfold. Safe spaces, sport, adventure and support for young people aged 8 to 25 and their families.",
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
  latestVideoUrl: "",
};

export const socialNetworks: Readonly<
  Record<SocialNetwork, { label: string; profileUrl: (handle: string) => string }>
> = {
  instagram: { label: "Instagram", profileUrl: (h) => `https://www.instagram.com/${h}` },
  tiktok: { label: "TikTok", profileUrl: (h) => `https://www.tiktok.com/@${h}` },
  snapchat: { label: "Snapchat", profileUrl: (h) => `https://www.snapchat.com/add/${h}` },
  x: { label: "X (Twitter)", profileUrl: (h) => `https://x.com/${h}` },
};

export function getSiteSettings(): SiteSettings {
  return defaultSiteSettings;
}
