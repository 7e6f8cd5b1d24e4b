import type { PageContent } from "../page-content-schema";

export const offerPages = {
  "what-we-offer": {
    heroTitle: "Teams to join and challenges to take on",
    heroSubtitle:
      "From Saturday football to climbing mountains, there is always something new to try with us. Pick one and give it a go.",
    heroImage: "activities-collage",
    mainTitle: "Try something you have never done before",
    mainContent:
      "Our offer grows out of what young people ask for. Some want to play in a team every week. Some want one big challenge to train for. Some want to help people who are having a hard time.\n\nEverything is led by trained coaches and youth workers, and kit can be borrowed. If money is a worry, talk to us: nobody misses out because of cost.",
    sections: [
      {
        type: "cards",
        id: "our-offer",
        title: "Choose your challenge",
        columns: 4,
        cards: [
          {
            id: "our-offer-1",
            title: "Serving Humanity",
            body: "Young people collecting, packing and delivering help to families at home and abroad.",
            icon: "hand-heart",
            page: "serving-humanity",
          },
          {
            id: "our-offer-2",
            title: "Football Teams",
            body: "Junior and youth teams for boys and girls, training every week.",
            icon: "users",
            page: "football-teams",
          },
          {
            id: "our-offer-3",
            title: "Bike Rides",
            body: "Group rides for every ability, with bikes and helmets to borrow.",
            icon: "bike",
            page: "bike-rides",
          },
          {
            id: "our-offer-4",
            title: "Boxing & MMA Training",
            body: "Coached, safe sessions that build fitness, focus and respect.",
            icon: "dumbbell",
            page: "boxing-mma",
          },
          {
            id: "our-offer-5",
            title: "Football",
            body: "County Cup champions, and a club where every player gets a game.",
            icon: "trophy",
            page: "football",
          },
          {
            id: "our-offer-6",
            title: "Marathons",
            body: "From a 3k junior run to a full marathon, with free training.",
            icon: "footprints",
            page: "marathons",
          },
          {
            id: "our-offer-7",
            title: "Mountains Conquered",
            body: "Walks and expeditions that take you higher than you thought you could go.",
            icon: "mountain",
            page: "walking-hiking",
          },
          {
            id: "our-offer-8",
            title: "Tough Mudder",
            body: "Mud, obstacles and teamwork, all to raise money for the charity.",
            icon: "medal",
            page: "tough-mudder",
          },
        ],
      },
      {
        type: "cta",
        id: "offer-cta",
        title: "Not sure where to start?",
        body: "Come to a taster session or see what is happening this month.",
        actions: [
          { id: "offer-cta-1", cta: "join-us" },
          { id: "offer-cta-2", cta: "view-upcoming-events", variant: "secondary" },
        ],
      },
    ],
  },
  "serving-humanity": {
    heroTitle: "Young people helping people",
    heroSubtitle:
      "Food parcels, community meals and aid for families in crisis, here in Northfold and further afield. Our young people lead the way.",
    heroImage: "stock:humanitarian",
    mainTitle: "Kindness you can see",
    mainContent:
      "Serving Humanity is our young people's own project. They collect food and supplies, pack parcels, cook community meals and raise money for families who are struggling, close to home and abroad.\n\nAlong the way they learn to plan, to work as a team and to see how much one small group can change.",
    sections: [
      {
        type: "text",
        id: "how-it-works",
        title: "How it works",
        mediaSection: "uc3-infographic",
        body: "Collect: young people run collections in schools, shops and at our centre.\n\nPack: volunteers sort everything and pack parcels for each family's needs.\n\nDeliver: parcels go to local families and to partner charities that send aid abroad.\n\nFollow up: we check in, listen and plan the next collection together.",
        image: "charity-infographic",
      },
      {
        type: "gallery",
        id: "humanitarian-work",
        title: "Humanitarian work",
        mediaSection: "humanitarian-gallery",
        images: ["food-parcels", "community-meal", "aid-abroad"],
      },
      {
        type: "gallery",
        id: "how-it-works-in-pictures",
        title: "How it works, in pictures",
        mediaSection: "uc3-gallery",
        images: ["collecting-donations", "packing-parcels", "aid-delivery"],
      },
      {
        type: "gallery",
        id: "our-impact",
        title: "Our impact",
        mediaSection: "impact-gallery",
        images: ["doorstep-delivery", "thank-you-card", "tins-chart"],
      },
      {
        type: "gallery",
        id: "volunteers-in-action",
        title: "Our volunteers in action",
        mediaSection: "volunteer-gallery",
        images: ["team-volunteers", "serving-food", "bake-sale"],
      },
      {
        type: "cta",
        id: "serving-humanity-cta",
        title: "Lend a hand or give",
        body: "Help pack parcels on a Saturday morning, or fund the next delivery.",
        actions: [
          { id: "serving-humanity-cta-1", cta: "volunteer" },
          { id: "serving-humanity-cta-2", cta: "donate-now", variant: "secondary" },
        ],
      },
    ],
  },
  "football-teams": {
    heroTitle: "Pull on the shirt",
    heroSubtitle:
      "Route One Rovers is our community football club, with teams for boys and girls from under-9s to under-18s.",
    heroImage: "football-team",
    mainTitle: "A team for every player",
    mainContent:
      "Route One Rovers started with one team and a bag of balls. Today our teams train every week and play in local leagues, with qualified coaches at every session.\n\nYou do not need to be the best player to join. You need to turn up, try hard and look after your teammates.",
    sections: [
      {
        type: "cards",
        id: "age-groups",
        title: "Our teams",
        columns: 3,
        cards: [
          {
            id: "age-groups-1",
            title: "Under-9s and under-11s",
            body: "Small-sided games that are all about fun, touches on the ball and making friends.",
            icon: "smile",
            tag: "Saturday mornings",
          },
          {
            id: "age-groups-2",
            title: "Under-12s to under-14s",
            body: "League football, with training on skills, positions and playing as a team.",
            icon: "users",
            tag: "Tuesday evenings",
          },
          {
            id: "age-groups-3",
            title: "Under-16s and under-18s",
            body: "Competitive squads, including our County Cup winners.",
            icon: "trophy",
            tag: "Thursday evenings",
          },
          {
            id: "age-groups-4",
            title: "Girls' teams",
            body: "Girls-only training and matches, from complete beginners up.",
            icon: "star",
            tag: "Wednesday evenings",
          },
        ],
      },
      {
        type: "features",
        id: "what-to-expect",
        title: "What to expect",
        items: [
          {
            id: "what-to-expect-1",
            title: "Qualified coaches",
            body: "Every coach is trained and checked.",
            icon: "shield",
          },
          {
            id: "what-to-expect-2",
            title: "Kit provided",
            body: "Team shirts provided, and boots to borrow.",
            icon: "heart",
          },
          {
            id: "what-to-expect-3",
            title: "Every player plays",
            body: "Game time for everyone, every week.",
            icon: "clock",
          },
          {
            id: "what-to-expect-4",
            title: "Parents welcome",
            body: "Come and cheer from the touchline.",
            icon: "users",
          },
        ],
      },
      {
        type: "cta",
        id: "football-teams-cta",
        title: "Come to a training session",
        body: "Your first session is free. Bring trainers, a drink and a friend.",
        actions: [
          { id: "football-teams-cta-1", cta: "join-training-session" },
          { id: "football-teams-cta-2", cta: "register-your-child", variant: "secondary" },
        ],
      },
    ],
  },
  "bike-rides": {
    heroTitle: "Get out on two wheels",
    heroSubtitle:
      "Friendly group rides along canal paths, country lanes and trails around Northfold. Bikes and helmets to borrow.",
    heroImage: "group-ride",
    mainTitle: "Rides for every ability",
    mainContent:
      "Whether you have just learned to ride or you want to tackle a big hill, there is a ride for you. Our ride leaders plan safe routes, keep the group together and stop for snacks.\n\nNo bike? No problem. Borrow one from our Active Travel Hub, along with a helmet and lights.",
    sections: [
      {
        type: "cards",
        id: "rides",
        title: "Our rides",
        columns: 3,
        cards: [
          {
            id: "rides-1",
            title: "Family rides",
            body: "Short, flat rides on traffic-free paths. Perfect for first-timers.",
            icon: "smile",
            tag: "Sundays",
          },
          {
            id: "rides-2",
            title: "Youth rides",
            body: "Longer routes for 11 to 18s, building skills and confidence.",
            icon: "bike",
            tag: "Saturdays",
          },
          {
            id: "rides-3",
            title: "Trail days",
            body: "Off-road adventures in the hills during the school holidays.",
            icon: "mountain",
            tag: "Holidays",
          },
        ],
      },
      {
        type: "features",
        id: "ride-safe",
        title: "Safe and sorted",
        items: [
          {
            id: "ride-safe-1",
            title: "Trained ride leaders",
            body: "Every ride has a leader at the front and back.",
            icon: "shield",
          },
          {
            id: "ride-safe-2",
            title: "Bike checks",
            body: "We check every bike before we set off.",
            icon: "wrench",
          },
          {
            id: "ride-safe-3",
            title: "Learn as you go",
            body: "Road sense, gears and fixing a puncture.",
            icon: "book",
          },
          {
            id: "ride-safe-4",
            title: "Free to join",
            body: "Rides and borrowed bikes cost nothing.",
            icon: "heart",
          },
        ],
      },
      {
        type: "cta",
        id: "bike-rides-cta",
        title: "Need a bike?",
        body: "Borrow one from the Active Travel Hub for a ride, a week or a whole term.",
        actions: [
          { id: "bike-rides-cta-1", cta: "borrow-a-bike" },
          { id: "bike-rides-cta-2", cta: "register-your-child", variant: "secondary" },
        ],
      },
    ],
  },
  "boxing-mma": {
    heroTitle: "Train hard, stay respectful",
    heroSubtitle:
      "Coached boxing and mixed martial arts for young people, in a safe gym with clear rules. Fitness, focus and confidence.",
    heroImage: "stock:boxing",
    mainTitle: "More than punching",
    mainContent:
      "Our gym is a place where young people learn discipline, self-control and respect. Sessions are led by qualified coaches and start with the basics: footwork, stance and fitness.\n\nThere is no sparring until you and your coach agree you are ready, and safety kit is always worn.",
    sections: [
      {
        type: "cards",
        id: "sessions",
        title: "Sessions for everyone",
        columns: 3,
        cards: [
          {
            id: "sessions-1",
            title: "Beginners' boxing",
            body: "Learn the basics in a friendly group. No experience needed.",
            icon: "star",
          },
          {
            id: "sessions-2",
            title: "Junior boxing",
            body: "Fun, fitness-based sessions for 8 to 12-year-olds.",
            icon: "smile",
          },
          {
            id: "sessions-3",
            title: "MMA fundamentals",
            body: "Striking, grappling and ground work, taught safely.",
            icon: "dumbbell",
          },
          {
            id: "sessions-4",
            title: "Fitness and conditioning",
            body: "Circuits, pads and skipping to build strength and stamina.",
            icon: "target",
          },
          {
            id: "sessions-5",
            title: "Girls-only sessions",
            body: "A welcoming space for girls and young women to train.",
            icon: "users",
          },
          {
            id: "sessions-6",
            title: "Mentoring in the gym",
            body: "Coaches who listen, on bad days as well as good ones.",
            icon: "message",
          },
        ],
      },
      {
        type: "features",
        id: "gym-rules",
        title: "Our gym rules",
        items: [
          {
            id: "gym-rules-1",
            title: "Respect everyone",
            body: "Your coach, your partner and yourself.",
            icon: "handshake",
          },
          {
            id: "gym-rules-2",
            title: "Safety first",
            body: "Gloves, guards and warm-ups, every time.",
            icon: "shield",
          },
          {
            id: "gym-rules-3",
            title: "Boxing stays in the gym",
            body: "What you learn here is for sport only.",
            icon: "flag",
          },
          {
            id: "gym-rules-4",
            title: "Effort counts",
            body: "Nobody is judged for being new.",
            icon: "award",
          },
        ],
      },
      {
        type: "cta",
        id: "boxing-cta",
        title: "Try your first session free",
        body: "Wear comfy clothes and bring a drink. We lend gloves.",
        actions: [
          { id: "boxing-cta-1", cta: "book-free-session" },
          { id: "boxing-cta-2", cta: "register-your-child", variant: "secondary" },
        ],
      },
    ],
  },
  football: {
    heroTitle: "Champions on and off the pitch",
    heroSubtitle:
      "From first kicks to cup finals: football that builds players, friendships and a stronger community.",
    heroImage: "stock:football",
    mainTitle: "Football for everyone",
    mainContent:
      "Football is one of the biggest things we do. Young people play with us all year round, in training, in leagues and in weekend kickabouts. Our club, Route One Rovers, has teams for boys and girls of every age.\n\nOur coaches care as much about attitude and teamwork as they do about goals.",
    sections: [
      {
        type: "text",
        id: "county-cup",
        title: "County Cup champions",
        body: "Nobody expected much from our Route One Rovers under-16s. Half the squad had only started playing two seasons before, and some had never been in a team at all.\n\nThey trained through the winter, two nights a week, on a frozen pitch. In the final they went a goal down, kept their heads, and won 2–1 with a header in the last minute.\n\nThe cup now sits in our centre, where every young person who walks in can see what hard work and teamwork can do.",
        image: "cup-winners",
      },
      {
        type: "cards",
        id: "highlights",
        title: "Football highlights",
        columns: 4,
        cards: [
          {
            id: "highlights-1",
            title: "County Cup winners",
            body: "Our under-16s brought the trophy home.",
            icon: "trophy",
          },
          {
            id: "highlights-2",
            title: "Teams for all ages",
            body: "From under-9s to under-18s, boys and girls.",
            icon: "users",
          },
          {
            id: "highlights-3",
            title: "Qualified coaches",
            body: "Trained, checked and great with young people.",
            icon: "medal",
          },
          {
            id: "highlights-4",
            title: "Free training",
            body: "Nobody misses out because of cost.",
            icon: "heart",
          },
        ],
      },
      {
        type: "features",
        id: "youth-development",
        title: "Youth development",
        intro: "We help players grow on and off the pitch.",
        items: [
          {
            id: "youth-development-1",
            title: "Skills pathway",
            body: "Clear steps from first touches to league football.",
            icon: "target",
          },
          {
            id: "youth-development-2",
            title: "Young leaders",
            body: "Older players train as assistant coaches and referees.",
            icon: "graduation-cap",
          },
          {
            id: "youth-development-3",
            title: "Fitness and food",
            body: "Simple advice on eating well and staying fit.",
            icon: "utensils",
          },
          {
            id: "youth-development-4",
            title: "Support at school",
            body: "Mentors who help with the ups and downs of school life.",
            icon: "book",
          },
        ],
      },
      {
        type: "text",
        id: "in-the-community",
        title: "Football in the community",
        body: "Our teams run free kickabouts in local parks during the holidays, collect food for families at home matches, and visit primary schools to coach the youngest players.\n\nFootball brings people together, and we want the whole town to feel part of it.",
      },
      {
        type: "cta",
        id: "football-cta",
        title: "Pull on your boots",
        body: "Find out about our club or come and train with us this week.",
        actions: [
          { id: "football-cta-1", cta: "learn-about-route-one-rovers" },
          { id: "football-cta-2", cta: "join-training-session", variant: "secondary" },
        ],
      },
    ],
  },
  marathons: {
    heroTitle: "Run further than you ever have",
    heroSubtitle:
      "From a 3k junior run to a full marathon, with a free 12-week training programme and a team cheering you on.",
    heroImage: "runners-finish-line",
    mainTitle: "Every runner starts somewhere",
    mainContent:
      "Our running group welcomes complete beginners and seasoned runners alike. We train together, set goals together and cross finish lines together.\n\nMany of our runners raise money for the charity on the way, and every pound helps another young person take part.",
    sections: [
      {
        type: "cards",
        id: "distances",
        title: "Pick your distance",
        columns: 3,
        cards: [
          {
            id: "distances-1",
            title: "3k junior run",
            body: "A first taste of racing for young runners.",
            icon: "smile",
            tag: "Ages 8 to 14",
          },
          {
            id: "distances-2",
            title: "5k",
            body: "Perfect for your first proper race.",
            icon: "footprints",
          },
          {
            id: "distances-3",
            title: "10k",
            body: "A step up that builds real stamina.",
            icon: "target",
          },
          {
            id: "distances-4",
            title: "Half marathon",
            body: "13.1 miles, and a huge sense of achievement.",
            icon: "medal",
          },
          {
            id: "distances-5",
            title: "Full marathon",
            body: "26.2 miles for those ready for the big one.",
            icon: "trophy",
          },
        ],
      },
      {
        type: "text",
        id: "international-runs",
        title: "Running abroad",
        body: "Every year a group of our runners travels to take part in an international race. For many, it is their first time abroad.\n\nPlaces go to runners who train hard and help others, and we fundraise together so that cost is never the thing that stops someone going.",
      },
      {
        type: "steps",
        id: "training-programme",
        title: "Our free 12-week training programme",
        intro: "Three stages, four weeks each, with coaches who check in every week.",
        steps: [
          {
            id: "training-programme-1",
            title: "Weeks 1 to 4: build the habit",
            body: "Short runs and walks, three times a week.",
          },
          {
            id: "training-programme-2",
            title: "Weeks 5 to 8: build the distance",
            body: "Longer runs, hills and a weekly group session.",
          },
          {
            id: "training-programme-3",
            title: "Weeks 9 to 12: get race ready",
            body: "Pace, rest and a plan for race day.",
          },
        ],
      },
      {
        type: "cta",
        id: "marathons-cta",
        title: "Lace up and join us",
        body: "Our running group meets on Wednesday evenings and Sunday mornings.",
        actions: [
          { id: "marathons-cta-1", cta: "join-training-session" },
          { id: "marathons-cta-2", cta: "donate-now", variant: "secondary" },
        ],
      },
    ],
  },
  "walking-hiking": {
    heroTitle: "Mountains conquered",
    heroSubtitle:
      "Mountain expeditions across Britain, and hill walks closer to home. Fresh air, big views and big achievements.",
    heroImage: "stock:hiking",
    mainTitle: "Higher than you thought you could go",
    mainContent:
      "For lots of young people in Northfold, a mountain is something in a picture. We want to change that. Our walking programme starts with hills on our doorstep and builds up to mountain expeditions.\n\nQualified leaders plan every route, check the weather and carry the safety kit. We lend boots, waterproofs and rucksacks.",
    sections: [
      {
        type: "cards",
        id: "expeditions",
        title: "Our expeditions",
        columns: 4,
        cards: [
          {
            id: "expeditions-1",
            title: "Local hill walks",
            body: "Half-day walks on the moors around town.",
            icon: "footprints",
          },
          {
            id: "expeditions-2",
            title: "Lake District",
            body: "Weekend trips with a night in a hostel.",
            icon: "tent",
          },
          {
            id: "expeditions-3",
            title: "Snowdonia",
            body: "A summer climb to the top of Wales.",
            icon: "mountain",
          },
          {
            id: "expeditions-4",
            title: "Three Peaks",
            body: "Three famous summits in one big push, for experienced walkers.",
            icon: "flag",
          },
        ],
      },
      {
        type: "features",
        id: "benefits",
        title: "Why walk with us",
        items: [
          {
            id: "benefits-1",
            title: "Fitter and stronger",
            body: "Walking builds stamina without you noticing.",
            icon: "dumbbell",
          },
          {
            id: "benefits-2",
            title: "Calmer minds",
            body: "Time outdoors helps with stress and worry.",
            icon: "leaf",
          },
          {
            id: "benefits-3",
            title: "New friends",
            body: "Nothing bonds a group like reaching a summit together.",
            icon: "users",
          },
          {
            id: "benefits-4",
            title: "Real skills",
            body: "Map reading, first aid and planning a route.",
            icon: "compass",
          },
        ],
      },
      {
        type: "cta",
        id: "hiking-cta",
        title: "Ready for your first summit?",
        body: "Book a place on our next walk. Kit is provided.",
        actions: [
          { id: "hiking-cta-1", cta: "book-mountain-hike" },
          { id: "hiking-cta-2", cta: "register-your-child", variant: "secondary" },
        ],
      },
    ],
  },
  "tough-mudder": {
    heroTitle: "Muddy, tough and brilliant",
    heroSubtitle:
      "Take on a Tough Mudder obstacle course with our team, and raise money for young people in Northfold.",
    heroImage: "mud-obstacle",
    mainTitle: "The challenge",
    mainContent:
      "Tough Mudder is miles of mud, walls, water and obstacles that you cannot finish on your own. You need your team, and your team needs you.\n\nEvery year young people, staff, parents and supporters train together and take it on. Everyone who finishes gets a headband and a story to tell.",
    sections: [
      {
        type: "features",
        id: "team-spirit",
        title: "Team spirit",
        items: [
          {
            id: "team-spirit-1",
            title: "Nobody left behind",
            body: "We start together and we finish together.",
            icon: "handshake",
          },
          {
            id: "team-spirit-2",
            title: "Train as a team",
            body: "Weekly sessions in the run-up to the event.",
            icon: "dumbbell",
          },
          {
            id: "team-spirit-3",
            title: "All abilities",
            body: "Walk the bits you need to. Help is always at hand.",
            icon: "users",
          },
          {
            id: "team-spirit-4",
            title: "Celebrate together",
            body: "A party at the centre when it is all over.",
            icon: "party",
          },
        ],
      },
      {
        type: "text",
        id: "charity-impact",
        title: "Mud with a purpose",
        body: "Our Tough Mudder team raises money through sponsorship. It pays for trips, kit and holiday meals for young people who would otherwise go without.\n\nIf you cannot run, you can still help: sponsor a runner, cheer on the day or give a donation.",
      },
      {
        type: "cta",
        id: "tough-mudder-cta",
        title: "Join the team",
        body: "Sign up to take part, or support the team with a donation.",
        actions: [
          { id: "tough-mudder-cta-1", cta: "join-us" },
          { id: "tough-mudder-cta-2", cta: "donate-now", variant: "secondary" },
        ],
      },
    ],
  },
} satisfies Record<string, PageContent>;
