import type { PageContent } from "../page-content-schema";

export const deliverPages = {
  "what-we-deliver": {
    heroTitle: "Support that fits every young person",
    heroSubtitle:
      "Youth clubs, holiday activities, sport, wellbeing and help into work: the services we run every week in Northfold.",
    heroImage: "services-signpost",
    mainTitle: "What we do, week in, week out",
    mainContent:
      "We work with young people aged 8 to 25 and their families. Some of our services are open to anyone who walks through the door. Others are for young people who need a bit more help, and are run with schools, the council and other partners.\n\nAll of it is led by trained, caring staff and volunteers, and most of it is free.",
    sections: [
      {
        type: "cards",
        id: "services",
        title: "Our services",
        columns: 3,
        cards: [
          {
            id: "services-1",
            title: "Open Access Youth Provision",
            body: "Free drop-in youth clubs with games, food, trips and someone to talk to.",
            icon: "house",
            page: "youth-provision",
          },
          {
            id: "services-2",
            title: "HAF Healthy Holidays",
            body: "Free holiday clubs with activities and a healthy meal every day.",
            icon: "sun",
            page: "haf",
          },
          {
            id: "services-3",
            title: "Sports & Physical Activities",
            body: "Football, boxing, cycling, running and more, for every ability.",
            icon: "trophy",
            page: "sports",
          },
          {
            id: "services-4",
            title: "Happier & Healthier",
            body: "Sessions on food, fitness and feelings for young people and families.",
            icon: "heart",
            page: "happier-healthier",
          },
          {
            id: "services-5",
            title: "Employability / NEET",
            body: "Help with CVs, skills, placements and qualifications for 16 to 25s.",
            icon: "briefcase",
            page: "employability",
          },
          {
            id: "services-6",
            title: "Active Travel Hub",
            body: "Borrow a bike, learn to ride and fix it yourself.",
            icon: "bike",
            page: "active-travel-hub",
          },
        ],
      },
      {
        type: "cta",
        id: "deliver-cta",
        title: "Find the right support",
        body: "Register your child, or talk to us about what would help most.",
        actions: [
          { id: "deliver-cta-1", cta: "register-your-child" },
          { id: "deliver-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  "youth-provision": {
    heroTitle: "Somewhere to go, something to do",
    heroSubtitle:
      "Free drop-in youth clubs where you can hang out with friends, try new things and talk to someone who listens.",
    heroImage: "youth-club-night",
    mainTitle: "Just turn up",
    mainContent:
      "Our youth clubs are open to everyone aged 8 to 18. You do not need to book. Come along, grab some toast, play pool, join a game in the sports hall or just chill with your mates.\n\nOur youth workers are there to have fun with you, and to help if anything is getting you down.",
    sections: [
      {
        type: "cards",
        id: "sessions",
        title: "Club nights",
        columns: 3,
        cards: [
          {
            id: "sessions-1",
            title: "Juniors (8 to 12)",
            body: "Games, crafts, cooking and sport.",
            icon: "smile",
            tag: "Monday and Wednesday",
          },
          {
            id: "sessions-2",
            title: "Seniors (13 to 18)",
            body: "Chill-out space, sport, music and trips.",
            icon: "music",
            tag: "Tuesday and Thursday",
          },
          {
            id: "sessions-3",
            title: "Friday takeover",
            body: "Young people choose and run the night.",
            icon: "party",
            tag: "Fridays",
          },
        ],
      },
      {
        type: "features",
        id: "what-you-get",
        title: "What you get",
        items: [
          {
            id: "what-you-get-1",
            title: "A safe space",
            body: "Friendly, trained staff at every session.",
            icon: "shield",
          },
          {
            id: "what-you-get-2",
            title: "Free food",
            body: "Toast, fruit and a hot meal on some nights.",
            icon: "utensils",
          },
          {
            id: "what-you-get-3",
            title: "Trips and treats",
            body: "Days out planned by young people.",
            icon: "bus",
          },
          {
            id: "what-you-get-4",
            title: "Someone to talk to",
            body: "Youth workers who listen and help.",
            icon: "message",
          },
        ],
      },
      {
        type: "cta",
        id: "youth-provision-cta",
        title: "See everything we run",
        body: "Youth clubs are just the start.",
        actions: [
          { id: "youth-provision-cta-1", cta: "learn-about-programs" },
          { id: "youth-provision-cta-2", cta: "register-your-child", variant: "secondary" },
        ],
      },
    ],
  },
  haf: {
    heroTitle: "Healthy holidays, free for families",
    heroSubtitle:
      "Fun activities and a healthy meal every day in the Easter, summer and Christmas holidays.",
    heroImage: "community-kitchen",
    mainTitle: "Holidays full of fun, and a good meal too",
    mainContent:
      "HAF stands for Holiday Activities and Food. It is a government-funded programme, and we run it in Northfold. Children who get benefits-related free school meals can come for free, and we keep some places for other families who need them.\n\nEvery day there is sport, crafts, cooking and games, plus a healthy lunch made in our kitchen.",
    sections: [
      {
        type: "features",
        id: "a-day-at-haf",
        title: "A day at HAF",
        items: [
          {
            id: "a-day-at-haf-1",
            title: "Morning activity",
            body: "Sport, dance, art or a challenge.",
            icon: "sun",
          },
          {
            id: "a-day-at-haf-2",
            title: "Healthy lunch",
            body: "Cooked fresh in our community kitchen.",
            icon: "utensils",
          },
          {
            id: "a-day-at-haf-3",
            title: "Afternoon fun",
            body: "Games, crafts and the occasional trip.",
            icon: "palette",
          },
          {
            id: "a-day-at-haf-4",
            title: "Cook and take home",
            body: "Learn a recipe your family can make too.",
            icon: "chef",
          },
        ],
      },
      {
        type: "steps",
        id: "book-a-place",
        title: "How to book a place",
        steps: [
          {
            id: "book-a-place-1",
            title: "Check",
            body: "Ask your school if your child gets free school meals.",
          },
          {
            id: "book-a-place-2",
            title: "Register",
            body: "Register your child with us before the holidays.",
          },
          {
            id: "book-a-place-3",
            title: "Come along",
            body: "Drop your child off, we do the rest.",
          },
        ],
      },
      {
        type: "cta",
        id: "haf-cta",
        title: "Book for the next holidays",
        actions: [
          { id: "haf-cta-1", cta: "register-your-child" },
          { id: "haf-cta-2", cta: "ask-a-question", variant: "secondary" },
        ],
      },
    ],
  },
  sports: {
    heroTitle: "Get active, your way",
    heroSubtitle:
      "Football, boxing, cycling, running, walking and more, with coaches who make it fun whatever your level.",
    heroImage: "sports-hall",
    mainTitle: "Sport for every young person",
    mainContent:
      "Sport is a brilliant way to make friends, feel good and learn to work as a team. We run sessions every day of the week, in our sports hall, on local pitches and out in the hills.\n\nYou do not need to be sporty. You just need to give it a go.",
    sections: [
      {
        type: "cards",
        id: "sports",
        title: "Our sports",
        columns: 3,
        cards: [
          {
            id: "sports-1",
            title: "Football",
            body: "Teams, training and County Cup champions.",
            icon: "trophy",
            page: "football",
          },
          {
            id: "sports-2",
            title: "Boxing & MMA Training",
            body: "Coached sessions that build focus and respect.",
            icon: "dumbbell",
            page: "boxing-mma",
          },
          {
            id: "sports-3",
            title: "Bike Rides",
            body: "Group rides with bikes to borrow.",
            icon: "bike",
            page: "bike-rides",
          },
          {
            id: "sports-4",
            title: "Marathons",
            body: "From a 3k junior run to a full marathon.",
            icon: "footprints",
            page: "marathons",
          },
          {
            id: "sports-5",
            title: "Mountains Conquered",
            body: "Hill walks and expeditions.",
            icon: "mountain",
            page: "walking-hiking",
          },
          {
            id: "sports-6",
            title: "Tough Mudder",
            body: "An obstacle challenge for the brave.",
            icon: "medal",
            page: "tough-mudder",
          },
        ],
      },
      {
        type: "cta",
        id: "sports-cta",
        title: "Try a session for free",
        body: "Your first session of any sport costs nothing.",
        actions: [
          { id: "sports-cta-1", cta: "join-training-session" },
          { id: "sports-cta-2", cta: "learn-about-programs", variant: "secondary" },
        ],
      },
    ],
  },
  "happier-healthier": {
    heroTitle: "Feel better, inside and out",
    heroSubtitle: "Sessions on food, fitness and feelings for young people and their families.",
    heroImage: "healthy-living",
    mainTitle: "Small changes, big difference",
    mainContent:
      "Happier & Healthier is about the everyday things that help us feel good: eating well, moving more, sleeping better and talking about how we feel.\n\nSessions are relaxed and friendly, and families are welcome to join in together.",
    sections: [
      {
        type: "features",
        id: "sessions",
        title: "What we cover",
        items: [
          {
            id: "sessions-1",
            title: "Cook and eat",
            body: "Cheap, tasty, healthy recipes to cook together.",
            icon: "chef",
          },
          {
            id: "sessions-2",
            title: "Move more",
            body: "Fun fitness for all ages and abilities.",
            icon: "dumbbell",
          },
          {
            id: "sessions-3",
            title: "Feelings",
            body: "Talking about worries, stress and big emotions.",
            icon: "message",
          },
          {
            id: "sessions-4",
            title: "Rest and screens",
            body: "Tips for better sleep and balance.",
            icon: "clock",
          },
        ],
      },
      {
        type: "cta",
        id: "happier-healthier-cta",
        title: "Join a session",
        actions: [
          { id: "happier-healthier-cta-1", cta: "register-your-child" },
          { id: "happier-healthier-cta-2", cta: "ask-a-question", variant: "secondary" },
        ],
      },
    ],
  },
  employability: {
    heroTitle: "Your next step starts here",
    heroSubtitle:
      "Help for 16 to 25-year-olds who are not in education, employment or training: skills, confidence and a route into work.",
    heroImage: "mentor-and-cv",
    mainTitle: "No judgement, just support",
    mainContent:
      "If you have left school and are not sure what comes next, you are not alone. Our employability team works one to one and in small groups to help you find your way.\n\nWe help with CVs, interviews, qualifications and work placements with local employers, at a pace that suits you.",
    sections: [
      {
        type: "features",
        id: "support",
        title: "How we help",
        items: [
          {
            id: "support-1",
            title: "A mentor of your own",
            body: "Someone to plan with and check in each week.",
            icon: "handshake",
          },
          {
            id: "support-2",
            title: "CVs and interviews",
            body: "Write a CV and practise interviews.",
            icon: "briefcase",
          },
          {
            id: "support-3",
            title: "Qualifications",
            body: "Short courses such as first aid and food hygiene.",
            icon: "graduation-cap",
          },
          {
            id: "support-4",
            title: "Work placements",
            body: "Try a job with a local employer.",
            icon: "target",
          },
        ],
      },
      {
        type: "cta",
        id: "employability-cta",
        title: "Talk to our team",
        body: "Drop in, call or send us a message. We will take it from there.",
        actions: [
          { id: "employability-cta-1", cta: "ask-a-question" },
          { id: "employability-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  vrp: {
    heroTitle: "Keeping young people safe",
    heroSubtitle:
      "Working with young people, schools and partners to prevent violence and help young people make safe choices.",
    heroImage: "street-youth-work",
    mainTitle: "Prevention, not punishment",
    mainContent:
      "We are part of the local Violence Reduction Partnership. Our youth workers meet young people where they are, on the streets, in parks and in schools, and offer a trusted adult to talk to.\n\nWe work calmly and without judgement, and always alongside families, schools and other services.",
    sections: [
      {
        type: "features",
        id: "our-work",
        title: "Our work",
        items: [
          {
            id: "our-work-1",
            title: "Detached youth work",
            body: "Youth workers out in the community in the evenings.",
            icon: "map-pin",
          },
          {
            id: "our-work-2",
            title: "Mentoring",
            body: "One-to-one support for young people at risk.",
            icon: "handshake",
          },
          {
            id: "our-work-3",
            title: "School sessions",
            body: "Workshops on conflict, knife crime and safe choices.",
            icon: "book",
          },
          {
            id: "our-work-4",
            title: "Positive activities",
            body: "Sport and clubs that give young people somewhere to be.",
            icon: "star",
          },
        ],
      },
      {
        type: "cta",
        id: "vrp-cta",
        title: "Worried about a young person?",
        body: "Talk to us in confidence. In an emergency, always call 999.",
        actions: [
          { id: "vrp-cta-1", cta: "ask-a-question" },
          { id: "vrp-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  sen: {
    heroTitle: "SEN Provision",
    heroSubtitle: "Support for young people with special educational needs and disabilities.",
    heroImage: "sensory-room",
    mainTitle: "This page is being developed",
    mainContent:
      "The content for this page is being developed and will be available soon.\n\nMany young people with special educational needs already take part in our clubs and activities. If you would like to talk about what support your child might need, please get in touch.",
    sections: [
      {
        type: "notice",
        id: "being-developed",
        title: "Content coming soon",
        body: "We are writing this page with families and will publish it soon. Until then, our team is happy to answer your questions.",
      },
      {
        type: "cta",
        id: "sen-cta",
        title: "Talk to us",
        actions: [{ id: "sen-cta-1", cta: "contact-us" }],
      },
    ],
  },
  "active-travel-hub": {
    heroTitle: "Bikes for everyone",
    heroSubtitle:
      "Borrow a bike, learn to ride, and learn to fix it yourself at our community bike workshop.",
    heroImage: "bike-workshop",
    mainTitle: "Get moving, the green way",
    mainContent:
      "Our Active Travel Hub helps young people and families get around by bike and on foot. It is cheaper, healthier and better for the planet.\n\nWe lend bikes, helmets and locks, teach riding skills, and run a workshop where you can learn to fix punctures, brakes and gears.",
    sections: [
      {
        type: "cards",
        id: "hub-services",
        title: "At the hub",
        columns: 3,
        cards: [
          {
            id: "hub-services-1",
            title: "Bike loans",
            body: "Borrow a bike for a day, a week or a whole term.",
            icon: "bike",
          },
          {
            id: "hub-services-2",
            title: "Learn to ride",
            body: "Lessons for beginners of any age.",
            icon: "smile",
          },
          {
            id: "hub-services-3",
            title: "Fix your bike",
            body: "Workshop sessions with tools and expert help.",
            icon: "wrench",
          },
        ],
      },
      {
        type: "cta",
        id: "hub-cta",
        title: "Borrow a bike today",
        body: "Tell us when you need it and what size you are.",
        actions: [
          { id: "hub-cta-1", cta: "borrow-a-bike" },
          { id: "hub-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  "residentials-trips": {
    heroTitle: "Adventures beyond Northfold",
    heroSubtitle:
      "Days out and nights away that build confidence, friendships and memories to last a lifetime.",
    heroImage: "camping-trip",
    mainTitle: "Trips that change how you see the world",
    mainContent:
      "For some young people, a trip with us is their first time at the seaside, in the mountains or away from home. Our trips are planned with young people and led by staff they know and trust.\n\nWe keep costs as low as we can and help families who need it, so money is never the reason someone misses out.",
    sections: [
      {
        type: "cards",
        id: "trips",
        title: "Where we go",
        columns: 3,
        cards: [
          {
            id: "trips-1",
            title: "Day trips",
            body: "The seaside, theme parks, museums and matches.",
            icon: "bus",
          },
          {
            id: "trips-2",
            title: "Residentials",
            body: "Nights away with outdoor activities and campfires.",
            icon: "tent",
          },
          {
            id: "trips-3",
            title: "Adventure weekends",
            body: "Climbing, canoeing and mountain walks.",
            icon: "compass",
          },
        ],
      },
      {
        type: "features",
        id: "safe-trips",
        title: "Safe, planned and fun",
        items: [
          {
            id: "safe-trips-1",
            title: "Staff you know",
            body: "Trips are led by youth workers from our clubs.",
            icon: "users",
          },
          {
            id: "safe-trips-2",
            title: "Parents kept informed",
            body: "Clear details and a contact number for every trip.",
            icon: "message",
          },
          {
            id: "safe-trips-3",
            title: "Help with costs",
            body: "Ask us: nobody misses out because of money.",
            icon: "piggy-bank",
          },
        ],
      },
      {
        type: "cta",
        id: "trips-cta",
        title: "Want to come on the next trip?",
        actions: [
          { id: "trips-cta-1", cta: "register-your-child" },
          { id: "trips-cta-2", cta: "view-upcoming-events", variant: "secondary" },
        ],
      },
    ],
  },
} satisfies Record<string, PageContent>;
