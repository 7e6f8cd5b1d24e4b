import type { PageContent } from "../page-content-schema";

export const aboutPages = {
  about: {
    heroTitle: "Rooted in Northfold, here for young people",
    heroSubtitle:
      "We are a youth and community charity giving young people aged 8 to 25 safe places, real opportunities and trusted adults.",
    heroImage: "rooted-in-town",
    mainTitle: "Who we are",
    mainContent:
      "We began with one simple idea: young people in Northfold need somewhere safe to go and people who believe in them. Today {figure:children-weekly} children and young people take part every week in our clubs, sport, trips and support.\n\nWe are still local, still friendly and still run with young people, not just for them.",
    sections: [
      {
        type: "cards",
        id: "facilities",
        title: "Where we meet",
        columns: 4,
        cards: [
          {
            id: "facilities-1",
            title: "Youth centre",
            body: "Our home: club rooms, a chill-out space and a cafe.",
            icon: "house",
          },
          {
            id: "facilities-2",
            title: "Sports hall",
            body: "Football, boxing, fitness and games.",
            icon: "dumbbell",
          },
          {
            id: "facilities-3",
            title: "Community kitchen",
            body: "Where holiday meals and cooking clubs happen.",
            icon: "chef",
          },
          {
            id: "facilities-4",
            title: "Bike workshop",
            body: "Home of the Active Travel Hub.",
            icon: "wrench",
          },
        ],
      },
      {
        type: "video",
        id: "see-us-in-action",
        title: "See us in action",
        comingSoon:
          "Our next video update is on its way. Follow us on social media to see it first.",
      },
      {
        type: "gallery",
        id: "facilities-gallery",
        title: "Our facilities",
        mediaSection: "facilities",
        images: ["youth-centre", "sports-hall", "community-kitchen", "bike-workshop"],
      },
      {
        type: "gallery",
        id: "team-gallery",
        title: "Meet the team",
        mediaSection: "team",
        images: ["team-youth-workers", "team-coaches", "team-volunteers"],
      },
      {
        type: "downloads",
        id: "about-policies",
        title: "Our policies",
        intro:
          "How we keep young people safe, look after their information and treat everyone fairly. Each one downloads as a PDF.",
        categories: ["policy"],
      },
      {
        type: "cta",
        id: "about-cta",
        title: "Come and see for yourself",
        actions: [
          { id: "about-cta-1", cta: "book-a-visit" },
          { id: "about-cta-2", cta: "join-us", variant: "secondary" },
        ],
      },
    ],
  },
  mission: {
    heroTitle: "Every young person deserves a chance to shine",
    heroSubtitle:
      "Our mission is to give young people in Northfold safe spaces, real opportunities and trusted adults.",
    heroImage: "stock:charity",
    mainTitle: "Why we exist",
    mainContent:
      "Growing up is not easy, and it is harder when money is tight or life at home is difficult. We believe every young person should have somewhere safe to go, people who believe in them and the chance to try new things.\n\nThat is what we work for, every day.",
    sections: [
      {
        type: "features",
        id: "values",
        title: "What we stand for",
        items: [
          {
            id: "values-1",
            title: "Open to all",
            body: "Everyone is welcome, whoever they are.",
            icon: "house",
          },
          {
            id: "values-2",
            title: "Led by young people",
            body: "Young people help decide what we do.",
            icon: "users",
          },
          {
            id: "values-3",
            title: "Safe and caring",
            body: "Safeguarding comes first, always.",
            icon: "shield",
          },
          {
            id: "values-4",
            title: "Part of the community",
            body: "We work with families, schools and neighbours.",
            icon: "handshake",
          },
        ],
      },
      {
        type: "cta",
        id: "mission-cta",
        title: "Be part of it",
        actions: [
          { id: "mission-cta-1", cta: "join-us" },
          { id: "mission-cta-2", cta: "volunteer", variant: "secondary" },
        ],
      },
    ],
  },
  difference: {
    heroTitle: "Real change, one young person at a time",
    heroSubtitle:
      "What changes for young people, families and the town when they take part with us.",
    heroImage: "growing-up-steps",
    mainTitle: "The difference we make",
    mainContent:
      "We see young people grow in confidence, make friends, stay in school and find work. We see families eat well in the holidays and find support when they need it. We see a town with more places for young people to be.\n\nThese are some of the changes young people and families tell us about.",
    sections: [
      {
        type: "cards",
        id: "changes",
        title: "What changes",
        columns: 3,
        cards: [
          {
            id: "changes-1",
            title: "Confidence",
            body: "Young people try new things and speak up.",
            icon: "star",
          },
          {
            id: "changes-2",
            title: "Friendships",
            body: "Nobody has to feel on their own.",
            icon: "users",
          },
          {
            id: "changes-3",
            title: "Health",
            body: "More activity, better food and better moods.",
            icon: "heart",
          },
          {
            id: "changes-4",
            title: "Skills",
            body: "Qualifications, leadership and life skills.",
            icon: "graduation-cap",
          },
          {
            id: "changes-5",
            title: "Safety",
            body: "Trusted adults and safe places to go.",
            icon: "shield",
          },
          {
            id: "changes-6",
            title: "Futures",
            body: "Help into college, training and work.",
            icon: "briefcase",
          },
        ],
      },
      {
        type: "cta",
        id: "difference-cta",
        title: "Help us do more",
        actions: [
          { id: "difference-cta-1", cta: "donate-now" },
          { id: "difference-cta-2", cta: "volunteer", variant: "secondary" },
        ],
      },
    ],
  },
  facilities: {
    heroTitle: "Spaces made for young people",
    heroSubtitle:
      "Our youth centre, sports hall, community kitchen and bike workshop, all under one roof.",
    heroImage: "centre-cutaway",
    mainTitle: "Our facilities",
    mainContent:
      "Our centre is busy most days and evenings. Young people help us decide how the rooms are used and what goes in them.\n\nCommunity groups can use our rooms too. Come and have a look round.",
    sections: [
      {
        type: "cards",
        id: "rooms",
        title: "Take a look around",
        columns: 2,
        cards: [
          {
            id: "rooms-1",
            title: "Youth centre",
            body: "Club rooms, games, a cafe and a quiet room.",
            image: "youth-centre",
          },
          {
            id: "rooms-2",
            title: "Sports hall",
            body: "Marked courts, goals, boxing bags and fitness kit.",
            image: "sports-hall",
          },
          {
            id: "rooms-3",
            title: "Community kitchen",
            body: "A full kitchen for cooking clubs and holiday meals.",
            image: "community-kitchen",
          },
          {
            id: "rooms-4",
            title: "Bike workshop",
            body: "Stands, tools and bikes to borrow.",
            image: "bike-workshop",
          },
        ],
      },
      {
        type: "cta",
        id: "facilities-cta",
        title: "Visit us",
        body: "Families, schools and groups are welcome to visit.",
        actions: [
          { id: "facilities-cta-1", cta: "book-a-visit" },
          { id: "facilities-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  funders: {
    heroTitle: "Thank you to our funders",
    heroSubtitle: "The organisations and people whose support makes our work possible.",
    heroImage: "stock:charity",
    mainTitle: "Who funds our work",
    mainContent:
      "We rely on grants, local support and donations. Every pound goes into activities, staff and buildings for young people.\n\nWe are grateful to everyone who backs us, large or small.",
    sections: [
      {
        type: "cards",
        id: "funder-types",
        title: "Our supporters",
        columns: 3,
        cards: [
          {
            id: "funder-types-1",
            title: "Lottery and trust funding",
            body: "Grants for our youth clubs and sport.",
            icon: "award",
          },
          {
            id: "funder-types-2",
            title: "Holiday Activities and Food",
            body: "Government funding, through the council, for HAF Healthy Holidays.",
            icon: "sun",
          },
          {
            id: "funder-types-3",
            title: "Violence Reduction Partnership",
            body: "Support for our violence-reduction and mentoring work.",
            icon: "shield",
          },
          {
            id: "funder-types-4",
            title: "Local businesses",
            body: "Sponsorship, kit and volunteers.",
            icon: "briefcase",
          },
          {
            id: "funder-types-5",
            title: "Individual donors",
            body: "Regular gifts from people who care about Northfold.",
            icon: "heart",
          },
          {
            id: "funder-types-6",
            title: "Fundraisers",
            body: "Runners, walkers and bakers who raise money for us.",
            icon: "medal",
          },
        ],
      },
      {
        type: "governance",
        id: "governance",
        title: "How we are run",
        intro:
          "We are a registered charity led by a board of volunteer trustees. You can check our entry with the regulator and read our latest report and accounts.",
        trusteesHeading: "Our trustees",
        reportsHeading: "Latest annual report and accounts",
      },
      {
        type: "downloads",
        id: "funders-documents",
        title: "Reports, accounts and policies",
        intro: "What we have published about our work, our money and how we keep people safe.",
        categories: ["annual-report", "accounts", "policy"],
      },
      {
        type: "cta",
        id: "funders-cta",
        title: "Support our work",
        body: "Give a donation, or talk to us about funding a project.",
        actions: [
          { id: "funders-cta-1", cta: "donate-now" },
          { id: "funders-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
} satisfies Record<string, PageContent>;
