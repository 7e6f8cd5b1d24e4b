import { defaultSiteSettings, type SiteSettings } from "../../app/shared/site/site-settings";

/**
 * The details a charity sets in Settings before launch, none of them a seeded example, so
 * visitors' pages show them all (app/shared/site/example-details.ts hides examples). Made up, in
 * the ranges kept for fiction: Ofcom's drama numbers and the `.test` domain.
 */
export const launchedCharityDetails = {
  charityNumber: "1187654",
  email: "hello@northfold-youth.test",
  phone: "0113 496 0123",
  address: ["Northfold Youth Centre", "12 Canal Street", "Northfold", "NF1 2BX"],
  safeguarding: {
    leadName: "Priya Hallam",
    phone: "0113 496 0456",
    email: "safeguarding@northfold-youth.test",
    policyUrl: "https://northfold-youth.test/safeguarding-policy",
    policyDocumentId: "",
  },
  trustees: ["Dr Helen Oduya (chair)", "Marcus Pennington (treasurer)", "Aisha Rahman"],
  donationUrl: "https://give.northfold-youth.test/donate?amount={amount}&frequency={frequency}",
  socials: {
    instagram: "northfoldyouth",
    tiktok: "northfoldyouth",
    snapchat: "nfyouth",
    x: "nfyouth",
  },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=-2.2500%2C53.7450%2C-2.2300%2C53.7550&layer=mapnik",
} satisfies Partial<SiteSettings>;

/** What visitors read on a launched charity's site: the defaults with its own details. */
export const launchedCharity: SiteSettings = { ...defaultSiteSettings, ...launchedCharityDetails };
