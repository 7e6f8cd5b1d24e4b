import type { PageContent, Section } from "../page-content-schema";

const draftingNotice: Section = {
  type: "notice",
  id: "being-drafted",
  title: "This page is being written",
  body: "We are drafting this content now and it will be available here soon. If you have a question in the meantime, please get in touch.",
};

export const legalPages = {
  "privacy-policy": {
    heroTitle: "Privacy policy",
    heroSubtitle: "Our privacy policy is being drafted and will be published here soon.",
    heroImage: "stock:general",
    mainTitle: "Coming soon",
    mainContent:
      "We are writing our privacy policy now. It will explain how we collect, use and protect personal information. It will be available on this page soon.\n\nIf you have any questions about your information in the meantime, please contact us. We are happy to help.",
    sections: [draftingNotice],
  },
  terms: {
    heroTitle: "Terms & Conditions",
    heroSubtitle: "Our terms and conditions are being drafted and will be published here soon.",
    heroImage: "stock:general",
    mainTitle: "Coming soon",
    mainContent:
      "We are writing the terms that apply when you use this website. They will be available on this page soon.\n\nIf you have any questions in the meantime, please contact us. We are happy to help.",
    sections: [draftingNotice],
  },
} satisfies Record<string, PageContent>;
