import type { PageContent } from "../page-content-schema";

export const engagementPages = {
  "join-us": {
    heroTitle: "Join us and find your thing",
    heroSubtitle:
      "Clubs, sport, trips and friendly faces for young people aged 8 to 25 in Northfold. Joining is easy and most of what we do is free.",
    heroImage: "stock:community",
    mainTitle: "Everyone is welcome here",
    mainContent:
      "You do not need to be sporty, confident or know anyone already. Lots of young people come along on their own the first time. By the end of the session, most have made a friend.\n\nPick something that sounds fun, or come and try a few things. Our youth workers will show you round and help you settle in.\n\nParents and carers are welcome to come too. Ask us anything, big or small.",
    sections: [
      {
        type: "cards",
        id: "ways-to-join",
        title: "Ways to get involved",
        intro: "Choose a place to start. You can always try something else later.",
        columns: 3,
        cards: [
          {
            id: "ways-to-join-1",
            title: "Youth Clubs",
            body: "Drop in after school for games, food, chats and time with friends.",
            icon: "smile",
            page: "youth-provision",
          },
          {
            id: "ways-to-join-2",
            title: "Sport and Fitness",
            body: "Football, boxing, cycling, running and more, for every ability.",
            icon: "dumbbell",
            page: "sports",
          },
          {
            id: "ways-to-join-3",
            title: "Teams and Challenges",
            body: "Join a team or take on a big challenge, from bike rides to mountains.",
            icon: "trophy",
            page: "what-we-offer",
          },
          {
            id: "ways-to-join-4",
            title: "Help Into Work",
            body: "Support with CVs, skills and confidence to take your next step.",
            icon: "briefcase",
            page: "employability",
          },
          {
            id: "ways-to-join-5",
            title: "News and Events",
            body: "See what is coming up, from workshops to celebrations.",
            icon: "calendar",
            page: "news-events",
          },
          {
            id: "ways-to-join-6",
            title: "Happier and Healthier",
            body: "Sessions on food, fitness and feelings for young people and families.",
            icon: "heart",
            page: "happier-healthier",
          },
        ],
      },
      {
        type: "steps",
        id: "how-to-join",
        title: "How to Join",
        intro: "Three simple steps and you are in.",
        steps: [
          {
            id: "how-to-join-1",
            title: "Get in touch",
            body: "Call us, send us a message or pop into our centre. Tell us what you are interested in.",
          },
          {
            id: "how-to-join-2",
            title: "Register",
            body: "We take a few details, like a contact number and any health needs. It only takes a few minutes.",
          },
          {
            id: "how-to-join-3",
            title: "Start",
            body: "Come along to your first session. We will meet you at the door and show you round.",
          },
        ],
      },
      {
        type: "cta",
        id: "join-cta",
        title: "Ready to take the first step?",
        body: "Register your child today, or get in touch if you have a question first.",
        actions: [
          { id: "join-cta-1", cta: "register-now" },
          { id: "join-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  donate: {
    heroTitle: "Help a young person in Northfold thrive",
    heroSubtitle:
      "Every gift, big or small, keeps our doors open and our sessions free. Give once or every month.",
    // On a phone the amounts are screens below: the first screen leads straight to them.
    heroActions: [{ id: "donate-hero-1", cta: "donate-now" }],
    heroImage: "donation-jar",
    mainTitle: "Why your gift matters",
    mainContent:
      "Every week we support {figure:children-weekly} children and young people. For many of them, our centre is a safe place to go, a hot meal and a trusted adult to talk to.\n\nWe keep most of our sessions free, so no family has to choose between paying a bill and letting their child take part. Your donation makes that possible.\n\nA regular monthly gift is especially helpful. It lets us plan ahead and keep sessions running all year round.",
    sections: [
      {
        type: "cards",
        id: "your-impact",
        title: "What your money can do",
        intro: "A few examples of how we put your donation to work.",
        columns: 4,
        cards: [
          {
            id: "your-impact-1",
            title: "£10",
            body: "Keeps a week of youth sessions running for young people in Northfold.",
            icon: "calendar",
          },
          {
            id: "your-impact-2",
            title: "£25",
            body: "Buys sports kit and equipment for a whole group session.",
            icon: "dumbbell",
          },
          {
            id: "your-impact-3",
            title: "£50",
            body: "Pays for educational workshops and the materials young people use in them.",
            icon: "book",
          },
          {
            id: "your-impact-4",
            title: "£100",
            body: "Looks after our building and facilities for a whole month.",
            icon: "house",
          },
        ],
      },
      {
        type: "donation",
        id: "make-a-donation",
        title: "Make a donation",
        intro:
          "Choose an amount to give once, or set up a monthly gift. Thank you for your support.",
        onceHeading: "Give once",
        onceAmountsLabel: "Choose an amount",
        otherAmountChoice: "Other amount",
        otherAmountLabel: "Amount in pounds",
        otherAmountError: "Please enter a whole number of pounds from 1 to {max}.",
        monthlyHeading: "Give monthly",
        monthlyAmountsLabel: "Choose a monthly amount",
        perMonth: "a month",
        noAmountPrompt: "choose an amount first",
        offlineHeading: "Online giving is not switched on yet.",
        offlineText:
          "You can still give today: email {email} or call {phone}, and we will explain how to give by bank transfer, cheque or in person.",
        offlineEmailSubject: "I would like to donate",
        paymentNote:
          "Payments are taken securely by our donation provider. We never see or store your card details.",
      },
      {
        type: "features",
        id: "other-ways-to-support",
        title: "Other ways to support",
        intro: "Money is not the only way to help. Here are some other ideas.",
        items: [
          {
            id: "other-ways-to-support-1",
            title: "Fundraise for us",
            body: "Run, ride, bake or take on a challenge, and ask friends to sponsor you.",
            icon: "flag",
          },
          {
            id: "other-ways-to-support-2",
            title: "Give your time",
            body: "Volunteer with us for a few hours a week or help out at an event.",
            icon: "hand-heart",
          },
          {
            id: "other-ways-to-support-3",
            title: "Donate equipment or food",
            body: "Sports kit, bikes, craft supplies and food for our holiday meals are always welcome. Please ask us first.",
            icon: "utensils",
          },
          {
            id: "other-ways-to-support-4",
            title: "Support us through work",
            body: "Ask your employer about match funding, staff volunteering days or becoming a partner.",
            icon: "handshake",
          },
          {
            id: "other-ways-to-support-5",
            title: "Leave a gift in your will",
            body: "A gift in your will can help young people in Northfold for years to come.",
            icon: "heart",
          },
          {
            id: "other-ways-to-support-6",
            title: "Sponsor a team or event",
            body: "Put your name behind one of our sports teams or community events.",
            icon: "trophy",
          },
        ],
      },
    ],
  },
  "news-events": {
    heroTitle: "News & Events",
    heroSubtitle:
      "Workshops, celebrations and fun for young people and families. Here is what is happening at our centre.",
    heroActions: [{ id: "news-events-hero-1", cta: "see-whats-on" }],
    heroImage: "noticeboard",
    mainTitle: "What is coming up",
    mainContent:
      "There is always something going on. We run regular sessions every week, and special events through the year.\n\nMost events are free and open to everyone. Some have limited places, so get in touch early if you want to come.\n\nJoin our newsletter to hear about new events first.",
    sections: [
      {
        type: "events",
        id: "upcoming-events",
        title: "Upcoming events",
        intro: "Dates and times can change. Get in touch if you want to check before you come.",
        pastTitle: "Past events",
        noneUpcoming:
          "Nothing is booked in just now. New events are added here as soon as they are planned.",
      },
      {
        type: "videos",
        id: "latest-videos",
        title: "Latest videos",
        intro:
          "See what our young people have been up to. Videos load from YouTube only when you press play.",
      },
      {
        type: "features",
        id: "event-categories",
        title: "Event categories",
        intro: "Our events fall into four main groups.",
        items: [
          {
            id: "event-categories-1",
            title: "Sports",
            body: "Matches, tournaments, fun runs and bike rides for all abilities.",
            icon: "trophy",
          },
          {
            id: "event-categories-2",
            title: "Youth",
            body: "Events planned with and for young people aged 8 to 25.",
            icon: "smile",
          },
          {
            id: "event-categories-3",
            title: "Community",
            body: "Celebrations, meals and open days that bring Northfold together.",
            icon: "users",
          },
          {
            id: "event-categories-4",
            title: "Education",
            body: "Workshops that build skills, confidence and ideas for the future.",
            icon: "book",
          },
        ],
      },
      {
        type: "newsletter-form",
        id: "newsletter",
        title: "Join our newsletter",
        intro:
          "News, events and stories from our centre, about once a month. We never share your address, and you can unsubscribe in one click.",
        thanks:
          "Nearly done! We have sent you an email. Click the link in it to confirm your address, and your newsletter will start. If it does not arrive, check your spam folder.",
      },
      {
        type: "cta",
        id: "events-cta",
        title: "Never miss a thing",
        body: "Get our news and events in your inbox, or help us run them as a volunteer.",
        actions: [
          { id: "events-cta-1", cta: "join-our-newsletter" },
          { id: "events-cta-2", cta: "volunteer", variant: "secondary" },
        ],
      },
    ],
  },
  volunteer: {
    heroTitle: "Give a few hours, change a young life",
    heroSubtitle:
      "Join our team of {figure:volunteers} volunteers and help young people in Northfold learn, play and grow.",
    heroImage: "team-volunteers",
    mainTitle: "Volunteering with us",
    mainContent:
      "Our volunteers are at the heart of everything we do. They coach teams, listen to young people, cook holiday meals and keep our centre running.\n\nYou do not need special skills or lots of spare time. If you are friendly and reliable, there is a role for you. We give you training and support from day one.\n\nVolunteering is also a great way to meet people, learn new things and add experience to your CV.",
    sections: [
      {
        type: "cards",
        id: "volunteer-roles",
        title: "Roles you could do",
        intro: "Find the role that suits your skills and the time you have.",
        columns: 3,
        cards: [
          {
            id: "volunteer-roles-1",
            title: "Sports Coach",
            body: "Help run football, boxing, running or cycling sessions. Coaching badges are welcome but not needed.",
            icon: "dumbbell",
            tag: "Coaching",
          },
          {
            id: "volunteer-roles-2",
            title: "Youth Mentor",
            body: "Be a trusted adult who listens, encourages and helps a young person reach their goals.",
            icon: "message",
            tag: "Mentoring",
          },
          {
            id: "volunteer-roles-3",
            title: "Events Helper",
            body: "Set up, welcome guests and help our celebrations, fun days and trips run smoothly.",
            icon: "party",
            tag: "Events",
          },
          {
            id: "volunteer-roles-4",
            title: "Admin and Office Support",
            body: "Answer calls, keep records tidy and help with the jobs that keep our centre going.",
            icon: "briefcase",
            tag: "Administration",
          },
          {
            id: "volunteer-roles-5",
            title: "Fundraiser",
            body: "Organise or take part in fundraising, from bake sales to sponsored challenges.",
            icon: "piggy-bank",
            tag: "Fundraising",
          },
          {
            id: "volunteer-roles-6",
            title: "Maintenance and DIY Helper",
            body: "Fix, paint and tidy our building and bikes. Handy skills go a long way here.",
            icon: "wrench",
            tag: "Maintenance",
          },
        ],
      },
      {
        type: "opportunities",
        id: "open-opportunities",
        title: "Open opportunities",
        intro: "These are the roles we are recruiting for now. Choose one to apply.",
        noneOpen:
          "We are not recruiting for a particular role just now, but we would still love to hear from you.",
      },
      {
        type: "features",
        id: "why-volunteer",
        title: "Why volunteer with us?",
        items: [
          {
            id: "why-volunteer-1",
            title: "Make a real difference",
            body: "See young people grow in confidence, week by week, because you were there.",
            icon: "heart",
          },
          {
            id: "why-volunteer-2",
            title: "Learn new skills",
            body: "Get free training and experience that looks great on a CV or college application.",
            icon: "graduation-cap",
          },
          {
            id: "why-volunteer-3",
            title: "Meet new people",
            body: "Join a friendly team and feel part of the Northfold community.",
            icon: "users",
          },
          {
            id: "why-volunteer-4",
            title: "Fit it around your life",
            body: "Give an hour a week or help now and then. We work around you.",
            icon: "clock",
          },
        ],
      },
      {
        type: "cta",
        id: "volunteer-cta",
        title: "Ready to help?",
        body: "Find out how to apply and what happens next. It is simple, and we are here to help.",
        actions: [{ id: "volunteer-cta-1", cta: "apply-to-volunteer" }],
      },
    ],
  },
  "volunteer-apply": {
    heroTitle: "Apply to volunteer",
    heroSubtitle:
      "Applying is simple and friendly. Here is what happens, from your first message to your first session.",
    heroImage: "team-youth-workers",
    mainTitle: "How applying works",
    mainContent:
      "To start, fill in the short form on this page. Tell us a little about yourself, the role you would like and when you are free. It takes about five minutes, and we get back to you once we have read it.\n\nPrefer to talk? You can also call us or drop in to our centre for a chat.\n\nBecause you will be working with young people, we carry out safety checks before you start. We will guide you through every step.",
    heroActions: [{ id: "apply-hero-action-1", cta: "apply-now" }],
    sections: [
      {
        type: "volunteer-application",
        id: "application-form",
        title: "Apply now",
        intro:
          "Fields marked required must be filled in. Under 18? You are welcome too: we just need a parent or guardian's contact details.",
        thanks:
          "Thank you for applying. We have your application and will get in touch once we have read it, usually within a week.",
      },
      {
        type: "steps",
        id: "application-steps",
        title: "What happens next",
        steps: [
          {
            id: "application-steps-1",
            title: "Send us your application",
            body: "Fill in the form above, or call or pop in. Tell us about yourself and the kind of role you would like.",
          },
          {
            id: "application-steps-2",
            title: "Have an informal chat",
            body: "We meet for a relaxed chat about you, your interests and the time you can give. It is not a job interview.",
          },
          {
            id: "application-steps-3",
            title: "Checks and references",
            body: "We ask for references and arrange a DBS check. This helps keep young people safe.",
          },
          {
            id: "application-steps-4",
            title: "Induction and training",
            body: "You meet the team, learn how we work and get training in safeguarding and your role.",
          },
          {
            id: "application-steps-5",
            title: "Start volunteering",
            body: "Join your first session with a friendly team around you. We check in with you often.",
          },
        ],
      },
    ],
  },
  "volunteer-vacancies": {
    heroTitle: "Volunteer Vacancies",
    heroSubtitle:
      "These are the roles we would love help with right now. Find one that fits your week.",
    heroImage: "volunteer-roles",
    mainTitle: "Roles we are looking to fill",
    mainContent:
      "Each role below shows how much time it usually takes. Some are every week, others are as and when you can.\n\nDo not worry if you have not done anything like this before. We give you training and you will always work alongside our team.\n\nIf you have a skill you do not see here, tell us. We may have just the place for it.",
    sections: [
      {
        type: "opportunities",
        id: "open-vacancies",
        title: "Current vacancies",
        noneOpen:
          "Every role is filled for now. Check back soon, or tell us how you would like to help.",
      },
      {
        type: "cta",
        id: "vacancies-cta",
        title: "Seen a role you like?",
        body: "Find out how to apply. We will have a chat and help you choose the right role.",
        actions: [{ id: "vacancies-cta-1", cta: "apply-to-volunteer" }],
      },
    ],
  },
} satisfies Record<string, PageContent>;
