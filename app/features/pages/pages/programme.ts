import type { PageContent } from "../page-content-schema";

export const programmePages = {
  "whats-on": {
    heroTitle: "What's on this week and next",
    heroSubtitle:
      "Youth clubs, sport, holiday clubs and events, day by day. Choose an age or a day to find what suits you.",
    heroImage: "youth-club-night",
    mainTitle: "Find something to come along to",
    mainContent:
      "Most of our sessions are free, and for many you can simply turn up. Some ask you to register your child with us first, so we know who is coming and how to keep everyone safe: each one tells you which. When a session is not running on a day, such as a bank holiday, it is left off that day.",
    sections: [
      {
        type: "whats-on",
        id: "programme",
        title: "This week and next",
        intro: "Everything on at the centre and out and about, in time order.",
        nothingOn: "Nothing on this day.",
      },
      {
        type: "timetable",
        id: "every-week",
        title: "Every week",
        intro: "Our regular sessions, and the days each one does not run.",
        noSessions: "Our weekly timetable is being updated. Please check back soon.",
      },
      {
        type: "cta",
        id: "whats-on-cta",
        title: "Coming for the first time?",
        body: "Register your child in a few minutes, or ask us anything before you come.",
        actions: [
          { id: "whats-on-cta-1", cta: "register-your-child" },
          { id: "whats-on-cta-2", cta: "ask-a-question", variant: "secondary" },
        ],
      },
    ],
  },
} satisfies Record<string, PageContent>;
