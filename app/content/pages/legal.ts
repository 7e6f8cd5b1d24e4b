import type { PageContent, Section } from "../page-content-schema";

/** Shown on the terms page until the charity's terms are written. */
const draftingNotice: Section = {
  type: "notice",
  id: "being-drafted",
  title: "This page is being written",
  body: "We are drafting this content now and it will be available here soon. If you have a question in the meantime, please get in touch.",
};

export const legalPages = {
  "privacy-policy": {
    heroTitle: "Privacy policy",
    heroSubtitle:
      "What we collect about you and your child, why, how long we keep it, and your rights.",
    heroImage: "privacy-padlock",
    mainTitle: "Your privacy matters to us",
    mainContent:
      "We are a youth and community charity, and we are the data controller for the personal information you give us through this website, by email, by phone or at our centre. Our contact details are at the bottom of every page.\n\nWe only ask for what we need, we keep it only as long as we need it, and we never sell it or use it for advertising. Our website sets no tracking or advertising cookies, and our newsletter has no tracking pixels.",
    sections: [
      {
        type: "text",
        id: "what-we-collect",
        title: "What we collect and why",
        body: "When you send us a message, we keep your name, email address and message so we can reply.\n\nWhen you register a child, we keep your name, email address and phone number, your child's first name and age, the activities they are interested in, an emergency contact and your choices about photos. If you choose to tell us about health or support needs, we keep them too, so we can look after your child.\n\nWhen you join our newsletter, we keep your email address and, if you give it, your first name. When you apply to volunteer or send us a review, we keep what you write in the form.",
      },
      {
        type: "text",
        id: "lawful-basis",
        title: "Our lawful basis",
        body: "For messages, registrations and volunteer applications we rely on our legitimate interests: answering you, running safe sessions and recruiting volunteers safely.\n\nHealth and support needs are special category data. We keep them only with your explicit consent, which you give with a separate tick box and can withdraw at any time.\n\nFor the newsletter, photos of your child and reviews shown on our website, we rely on your consent. You can withdraw it at any time: unsubscribe in one click, or tell us.",
      },
      {
        type: "retention-periods",
        id: "how-long",
        title: "How long we keep it",
        intro:
          "These are the periods we use today. Where a period runs from a date, our website deletes the records on its own when it ends.",
      },
      {
        type: "text",
        id: "who-sees-it",
        title: "Who can see it",
        body: "Only our staff, who sign in to our website to read it. Registrations are not sent by email. We share information about a child only when the law requires it or to keep a child safe, following our safeguarding policy.\n\nOur website and its email are run on servers in the UK or the European Economic Area by companies that process data only on our instructions.",
      },
      {
        type: "text",
        id: "your-rights",
        title: "Your rights",
        body: "You can ask us for a copy of everything we hold about you, ask us to correct it, or ask us to delete it. You can also object to how we use it or ask us to limit it. Email or call us and we will answer within one month.\n\nIf you are unhappy with how we have handled your information, please tell us first so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk/make-a-complaint or on 0303 123 1113.",
      },
    ],
  },
  terms: {
    heroTitle: "Terms & Conditions",
    heroSubtitle: "Our terms and conditions are being drafted and will be published here soon.",
    heroImage: "terms-document",
    mainTitle: "Coming soon",
    mainContent:
      "We are writing the terms that apply when you use this website. They will be available on this page soon.\n\nIf you have any questions in the meantime, please contact us. We are happy to help.",
    sections: [draftingNotice],
  },
} satisfies Record<string, PageContent>;
