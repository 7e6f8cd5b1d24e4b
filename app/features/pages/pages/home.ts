import type { PageContent } from "../page-content-schema";

export const homePages = {
  homepage: {
    heroTitle: "A place to belong, grow and have fun",
    heroSubtitle:
      "Youth clubs, sport, adventures and holiday fun for young people aged 8 to 25 in Northfold. Free to join, open to everyone, run by people who care.",
    heroActions: [
      { id: "hero-action-1", cta: "join-us" },
      { id: "hero-action-2", cta: "volunteer", variant: "secondary" },
    ],
    heroImage: "stock:branding",
    mainTitle: "Something for every young person",
    mainContent:
      "Every week {figure:children-weekly} children and young people come through our doors. Some come to play football or learn to box. Some come for a hot meal in the holidays, a chat with someone who listens, or help finding their first job.\n\nWhatever brings you here, you will find friendly faces, safe spaces and plenty to do. Most of what we offer is free.",
    sections: [
      {
        type: "video",
        id: "latest-update",
        title: "Watch Our Latest Update",
        comingSoon:
          "Our next video update is on its way. Follow us on social media to see it first.",
      },
      {
        type: "cards",
        id: "highlights",
        title: "Find your way in",
        mediaSection: "highlights",
        columns: 4,
        cards: [
          {
            id: "highlights-1",
            title: "What We Deliver",
            body: "Youth clubs, holiday meals, sport, wellbeing and help into work.",
            icon: "sparkles",
            page: "what-we-deliver",
          },
          {
            id: "highlights-2",
            title: "What We Offer",
            body: "Teams to join and challenges to take on, from football to mountains.",
            icon: "trophy",
            page: "what-we-offer",
          },
          {
            id: "highlights-3",
            title: "Get Involved",
            body: "Give a few hours a week and help young people shine.",
            icon: "hand-heart",
            page: "volunteer",
          },
          {
            id: "highlights-4",
            title: "Latest News",
            body: "Workshops, celebrations and what is coming up next.",
            icon: "calendar",
            page: "news-events",
          },
        ],
      },
      {
        type: "this-week",
        id: "this-week",
        title: "This week",
        intro: "What is on over the next seven days. Most of it is free.",
        nothingOn: "Nothing is on over the next few days. See what is coming up after that.",
        linkLabel: "See what's on this week and next",
      },
      {
        type: "stats",
        id: "our-impact",
        title: "Our Impact",
        mediaSection: "statistics",
        intro: "What the community achieves together, every single year.",
      },
      {
        type: "testimonials",
        id: "testimonials",
        title: "What people say",
        mediaSection: "testimonials",
      },
      {
        type: "cta",
        id: "join-cta",
        title: "Ready to join in?",
        body: "Register your child in a few minutes, or come along and say hello. No experience needed.",
        actions: [
          { id: "join-cta-1", cta: "register-your-child" },
          { id: "join-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
} satisfies Record<string, PageContent>;
