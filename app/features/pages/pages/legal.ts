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
      {
        type: "downloads",
        id: "privacy-policies",
        title: "Our policies in full",
        intro: "Our data protection, safeguarding and other policies, as PDFs to download.",
        categories: ["policy"],
      },
    ],
  },
  accessibility: {
    heroTitle: "Accessibility statement",
    heroSubtitle:
      "How we make this website work for everyone, what does not work well yet, and how to tell us.",
    heroImage: "help-desk",
    mainTitle: "A website everyone can use",
    mainContent:
      "We want every young person, parent, carer, volunteer and supporter to be able to use this website, however they read it. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.\n\nYou should be able to zoom in up to 400% without text spilling off the screen, move around every page with a keyboard alone, listen to the pages with a screen reader, use the site in light or dark colours, and turn off moving animations in your phone's or computer's settings.",
    sections: [
      {
        type: "text",
        id: "how-we-check",
        title: "How we check it",
        body: "Every page is checked automatically for accessibility problems each time the website changes, on a phone-sized screen and a laptop-sized screen, in light and dark colours. We also test the menus, forms, galleries and videos with a keyboard alone, and check that forms say clearly what went wrong and where.",
      },
      {
        type: "text",
        id: "known-issues",
        title: "What does not work well yet",
        body: "Videos play through YouTube. Their captions come from YouTube and may be missing or inaccurate on some of our videos; tell us which one and we will add a transcript.\n\nOur staff write the descriptions of photos. If a description is missing, unclear or does not match the picture, please tell us.\n\nOnline donations are taken by the giving service we use, on its own website. We check it before choosing it, but we cannot fix problems on its pages ourselves.\n\nSome documents we publish, such as annual reports, may not work well with a screen reader. Ask and we will send you the information in another way.",
      },
      {
        type: "text",
        id: "other-formats",
        title: "Information in another format",
        body: "If you need anything on this website in large print, easy read, audio or another language, contact us and say what you need. We will do our best to help.",
      },
      {
        type: "text",
        id: "reporting",
        title: "Tell us about a problem",
        body: "If something on this website is hard to use, or you find a problem we have not listed here, please tell us: send us a message with the button below, or email or call us (our details are at the bottom of every page). Say which page it was and what happened. We aim to reply within five working days.\n\nIf you are not happy with our answer, you can contact the Equality Advisory and Support Service (EASS) at equalityadvisoryservice.com.",
      },
      {
        type: "cta",
        id: "accessibility-cta",
        title: "Something not working for you?",
        body: "Tell us what happened and which page it was on. We read every message.",
        actions: [{ id: "accessibility-cta-1", cta: "report-an-accessibility-problem" }],
      },
      {
        type: "text",
        id: "statement-date",
        title: "About this statement",
        body: "We wrote this statement in November 2026 and review it at least once a year, and whenever the website changes in a way that affects it.",
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
