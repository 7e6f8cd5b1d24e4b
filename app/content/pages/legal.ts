import type { PageContent } from "../page-content-types";

export const legalPages = {
  "privacy-policy": {
    heroTitle: "Privacy policy",
    heroSubtitle: "Our privacy policy is being drafted and will be published here soon.",
    heroImage: "stock:general",
    mainTitle: "Coming soon",
    mainContent:
      "We are writing our privacy policy now. It will explain how we collect, use and protect personal information. It will be available on this page soon.\n\nIf you have any questions about your information in the meantime, please contact us. We are happy to help.",
    sections: [],
  },
  terms: {
    heroTitle: "Terms & Conditions",
    heroSubtitle: "Our terms and conditions are being drafted and will be published here soon.",
    heroImage: "stock:general",
    mainTitle: "Coming soon",
    mainContent:
      "We are writing the terms that apply when you use this website. They will be available on this page soon.\n\nIf you have any questions in the meantime, please contact us. We are happy to help.",
    sections: [],
  },
} satisfies Record<string, PageContent>;
