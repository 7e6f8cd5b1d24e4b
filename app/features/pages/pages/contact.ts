import type { PageContent } from "../page-content-schema";

export const contactPages = {
  contact: {
    heroTitle: "Contact Us",
    heroSubtitle: "Call, email, message us or drop in to our centre. We are always happy to help.",
    heroImage: "get-in-touch",
    mainTitle: "We would love to hear from you",
    mainContent:
      "Whether you are a parent, a young person, a volunteer or a local business, we are here to help. No question is too small.\n\nYou can ring us, send an email or message us on social media. Or just come along to our centre and say hello.\n\nWe try to reply to every message within a few working days.",
    sections: [
      {
        type: "contact-details",
        id: "contact-details",
        title: "How to reach us",
        intro: "Pick whichever way suits you best.",
        phoneHeading: "Phone",
        emailHeading: "Email",
        addressHeading: "Post or visit",
        socialHeading: "Social media",
      },
      {
        type: "contact-form",
        id: "contact-form",
        title: "Send us a message",
        intro:
          "Ask us anything, book a visit or a session, or tell us how you would like to help. Your message comes straight to our team.",
        thanks:
          "Thank you, your message has reached our team. We will reply to the email address you gave, usually within a few working days.",
      },
      {
        type: "features",
        id: "how-we-can-help",
        title: "How we can help",
        items: [
          {
            id: "how-we-can-help-1",
            title: "Joining a session",
            body: "Find the right club, sport or activity for your child and how to get started.",
            icon: "smile",
          },
          {
            id: "how-we-can-help-2",
            title: "Volunteering",
            body: "Talk to us about roles, training and how much time you can give.",
            icon: "hand-heart",
          },
          {
            id: "how-we-can-help-3",
            title: "Giving and fundraising",
            body: "Ask about donations, fundraising ideas or donating kit and food.",
            icon: "piggy-bank",
          },
          {
            id: "how-we-can-help-4",
            title: "Working together",
            body: "Schools, groups and businesses in Northfold: let us know how we could team up.",
            icon: "handshake",
          },
        ],
      },
      {
        type: "review-form",
        id: "share-your-experience",
        title: "Share your experience",
        intro:
          "Has our centre made a difference to you or your family? Tell us about it. With your permission, we may show your words on our home page.",
        thanks:
          "Thank you for sharing your experience. A member of our team will read it before it appears on our website.",
      },
      {
        type: "downloads",
        id: "contact-forms",
        title: "Forms to download",
        intro:
          "Print a form, fill it in and bring it to the centre, or scan it and email it to us.",
        categories: ["form"],
      },
      {
        type: "cta",
        id: "contact-cta",
        title: "Ready to get started?",
        body: "Register your child, or send us a question and we will get back to you.",
        actions: [
          { id: "contact-cta-1", cta: "register-your-child" },
          { id: "contact-cta-2", cta: "ask-a-question", variant: "secondary" },
        ],
      },
    ],
  },
  "register-child": {
    heroTitle: "Register Your Child Now",
    heroSubtitle:
      "Registering is free and quick. It helps us keep your child safe and means they can join in straight away.",
    heroImage: "stock:registration",
    mainTitle: "How to register",
    mainContent:
      "Fill in the form below. It takes about five minutes, and a parent or guardian should fill it in.\n\nWe ask for your child's first name and age, how to reach you and an emergency contact, and anything we should know about their health or needs. You also tell us whether we may use photos of your child, and where.\n\nOnce your child is registered, they can come along to any of our sessions for young people aged 8 to 25. Prefer to talk? Call or email us, or visit our centre, and we will register your child with you.",
    sections: [
      {
        type: "features",
        id: "why-register",
        title: "Why register your child?",
        items: [
          {
            id: "why-register-1",
            title: "Safe and looked after",
            body: "We know who is with us and who to call if we need you.",
            icon: "shield",
          },
          {
            id: "why-register-2",
            title: "Free to join",
            body: "Registering costs nothing, and most of our sessions are free too.",
            icon: "heart",
          },
          {
            id: "why-register-3",
            title: "Their needs are known",
            body: "Our team knows about any health needs, allergies or extra support, so your child gets the right care.",
            icon: "hand-heart",
          },
          {
            id: "why-register-4",
            title: "First to hear",
            body: "We let you know about holiday clubs, trips and special events.",
            icon: "calendar",
          },
        ],
      },
      {
        type: "registration-form",
        id: "registration-form",
        title: "Register your child",
        intro:
          "Fields marked required are the ones we need to keep your child safe. Everything else is up to you.",
        thanks:
          "Thank you, your child is registered. We have your details and will be in touch to welcome them. If anything changes, just let us know.",
      },
      {
        type: "registration-banner",
        id: "registration-banner",
        title: "Tell another parent or carer",
        mediaSection: "content",
        body: "Know someone whose child would enjoy our sessions? Send them this page: registering is free and the form takes about five minutes.",
        qrCaption: "Scan with your phone's camera to open this page on your phone",
        qrAltText: "QR code linking to {url}",
      },
      {
        type: "cta",
        id: "register-cta",
        title: "Questions before you register?",
        body: "Send us a question or find all our contact details. We are happy to help.",
        actions: [
          { id: "register-cta-1", cta: "ask-a-question" },
          { id: "register-cta-2", cta: "contact-us", variant: "secondary" },
        ],
      },
    ],
  },
  faqs: {
    heroTitle: "Frequently Asked Questions",
    heroSubtitle: "Answers to the questions parents, young people and volunteers ask us most.",
    heroImage: "help-desk",
    mainTitle: "Got a question?",
    mainContent:
      "We have gathered the questions we hear most often. You will find answers about joining, safety, our sessions and how to help.\n\nIf your question is not here, please get in touch. We are always happy to talk.",
    sections: [
      {
        type: "faq",
        id: "faq",
        title: "Questions and answers",
        topics: [
          {
            id: "faq-1",
            topic: "Joining and costs",
            items: [
              {
                id: "faq-1-1",
                question: "Who can join?",
                answer:
                  "Young people aged 8 to 25 who live in or near Northfold. Everyone is welcome, whatever their background or ability.",
              },
              {
                id: "faq-1-2",
                question: "Does it cost anything?",
                answer:
                  "Registering is free and most of our sessions are free too. If a trip or special activity has a cost, we will tell you well before. Money should never stop a young person taking part, so please talk to us.",
              },
              {
                id: "faq-1-3",
                question: "How do I register my child?",
                answer:
                  "Fill in the form on our Register Your Child page: it takes about five minutes, and brothers and sisters go on the same form. If you would rather, get in touch or visit our centre, and we will take the details with you.",
              },
            ],
          },
          {
            id: "faq-2",
            topic: "Safety and safeguarding",
            items: [
              {
                id: "faq-2-1",
                question: "How do you keep young people safe?",
                answer:
                  "All our staff and volunteers are DBS checked and trained in safeguarding. Sessions are always supervised, and we follow clear safety rules for sport, trips and activities.",
              },
              {
                id: "faq-2-2",
                question: "What if my child has additional needs?",
                answer:
                  "Tell us when you register. We will talk with you about what helps your child, and we run sessions with extra support for young people with special educational needs.",
              },
              {
                id: "faq-2-3",
                question: "Who can I talk to if I am worried?",
                answer:
                  "Speak to any member of our team, or contact us and ask for our safeguarding lead. We take every concern seriously.",
              },
            ],
          },
          {
            id: "faq-3",
            topic: "Sessions and activities",
            items: [
              {
                id: "faq-3-1",
                question: "What can my child do with you?",
                answer:
                  "Youth clubs, football, boxing, cycling, running, holiday clubs with free meals, trips away and much more. Our What We Deliver and What We Offer pages list them all.",
              },
              {
                id: "faq-3-2",
                question: "Does my child need to be good at sport?",
                answer:
                  "Not at all. Our sessions are for every ability. Coaches help beginners learn and have fun.",
              },
              {
                id: "faq-3-3",
                question: "Do I need to stay with my child?",
                answer:
                  "Older children can usually come on their own once registered. You are always welcome to stay, especially for the first visit.",
              },
            ],
          },
          {
            id: "faq-4",
            topic: "Volunteering and donating",
            items: [
              {
                id: "faq-4-1",
                question: "How do I become a volunteer?",
                answer:
                  "Send us a note, then we will have an informal chat. After checks and training, you can start. Our Volunteer pages explain each step.",
              },
              {
                id: "faq-4-2",
                question: "How much time do I need to give?",
                answer:
                  "As much or as little as you like. Some volunteers help every week, others now and then at events.",
              },
              {
                id: "faq-4-3",
                question: "How can I donate?",
                answer:
                  "You can give once or every month on our Donate page. You can also fundraise for us or donate kit and food. Please ask before dropping off items.",
              },
            ],
          },
        ],
      },
      {
        type: "cta",
        id: "faqs-cta",
        title: "Still have a question?",
        body: "Get in touch and a member of our team will be happy to help.",
        actions: [{ id: "faqs-cta-1", cta: "contact-us" }],
      },
    ],
  },
} satisfies Record<string, PageContent>;
