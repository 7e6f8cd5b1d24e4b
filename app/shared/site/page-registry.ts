/**
 * Every page of the site, once. Routes, menus, <title>, meta descriptions, sitemap.xml and the
 * admin page pickers are all derived from this list; add a page here and nowhere else.
 *
 * Array order is menu order: top-level items appear in the order of their `nav.top` entries,
 * sub-items in the order of the entries that name them as `nav.parent`.
 */

import type { MediaCategory } from "./vocabulary";

export const pageCategories = ["about", "deliver", "offer", "main", "engagement", "legal"] as const;
export type PageCategory = (typeof pageCategories)[number];

export const pageLayouts = [
  "text-only",
  "image-left",
  "image-right",
  "gallery",
  "hero-content",
] as const;
export type PageLayout = (typeof pageLayouts)[number];

type NavPlacement = {
  /** Shown in the top level of the main menu. */
  top?: boolean;
  /** Shown in the sub-menu of this page. A page may be both top-level and its own sub-item. */
  parent?: string;
};

type PageDefinition = {
  key: string;
  route: string;
  title: string;
  description: string;
  /** Staff pages (sign-in, dashboard) are kept out of menus, the sitemap and search engines. */
  audience: "public" | "staff";
  category?: PageCategory;
  /** What its photos are of: a library upload for this page takes this category unless staff pick another. */
  subject?: MediaCategory;
  layout?: PageLayout;
  nav?: NavPlacement;
  /** One of the footer's quick links. */
  quickLink?: boolean;
  /** Staff pages have their own route module (under the staff layout); public pages share one. */
  module?: string;
};

const pages = [
  {
    key: "homepage",
    route: "/",
    title: "Home",
    description:
      "Youth clubs, sport, holiday activities and support for young people aged 8 to 25 and their families.",
    audience: "public",
    category: "main",
    layout: "hero-content",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "about",
    route: "/about",
    title: "About Us",
    description:
      "Who we are, where we meet and the team who run our youth and community work in town.",
    audience: "public",
    category: "about",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "mission",
    route: "/about/mission",
    title: "Our Mission",
    description:
      "Why we exist: safe places, real opportunities and trusted adults for every young person.",
    audience: "public",
    category: "about",
    nav: { parent: "about" },
  },
  {
    key: "difference",
    route: "/about/difference",
    title: "The Difference We Make",
    description:
      "What changes for young people, families and the town when they take part with us.",
    audience: "public",
    category: "about",
    nav: { parent: "about" },
  },
  {
    key: "facilities",
    route: "/about/facilities",
    title: "Our Facilities",
    description:
      "Our youth centre, sports hall, kitchen and bike workshop, and how to book a visit.",
    audience: "public",
    category: "about",
    subject: "facilities",
    nav: { parent: "about" },
  },
  {
    key: "funders",
    route: "/about/funders",
    title: "Our Funders",
    description: "The organisations, trusts and local supporters who make our work possible.",
    audience: "public",
    category: "about",
    nav: { parent: "about" },
  },
  {
    key: "what-we-deliver",
    route: "/what-we-deliver",
    title: "What We Deliver",
    description:
      "Youth provision, holiday clubs, sport, wellbeing, employability and more, all in one place.",
    audience: "public",
    category: "deliver",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "youth-provision",
    route: "/what-we-deliver/youth-provision",
    title: "Open Access Youth Provision",
    description:
      "Drop-in youth sessions: somewhere safe and free to go, with games, food and friends.",
    audience: "public",
    category: "deliver",
    subject: "community",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "haf",
    route: "/what-we-deliver/haf",
    title: "HAF Healthy Holidays",
    description: "Free holiday activities and a healthy meal for children in the school holidays.",
    audience: "public",
    category: "deliver",
    subject: "activities",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "sports",
    route: "/what-we-deliver/sports",
    title: "Sports & Physical Activities",
    description:
      "Football, boxing, cycling, running and more: sport for every young person, any ability.",
    audience: "public",
    category: "deliver",
    subject: "activities",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "happier-healthier",
    route: "/what-we-deliver/happier-healthier",
    title: "Happier & Healthier",
    description:
      "Wellbeing sessions on food, fitness and feelings for young people and their families.",
    audience: "public",
    category: "deliver",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "employability",
    route: "/what-we-deliver/employability",
    title: "Employability / NEET",
    description:
      "Help for young people not in education, employment or training to take their next step.",
    audience: "public",
    category: "deliver",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "vrp",
    route: "/what-we-deliver/vrp",
    title: "VRU / VRP",
    description:
      "Violence-reduction work with young people, schools and partners to keep our streets safe.",
    audience: "public",
    category: "deliver",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "sen",
    route: "/what-we-deliver/sen",
    title: "SEN Provision",
    description: "Support for young people with special educational needs and disabilities.",
    audience: "public",
    category: "deliver",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "active-travel-hub",
    route: "/what-we-deliver/active-travel-hub",
    title: "Active Travel Hub",
    description:
      "Borrow a bike, learn to ride and fix it yourself at our community active travel hub.",
    audience: "public",
    category: "deliver",
    subject: "cycling",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "residentials-trips",
    route: "/what-we-deliver/residentials-trips",
    title: "Residentials & Trips",
    description: "Days out and nights away that build confidence, friendships and memories.",
    audience: "public",
    category: "deliver",
    subject: "activities",
    layout: "hero-content",
    nav: { parent: "what-we-deliver" },
  },
  {
    key: "what-we-offer",
    route: "/what-we-offer",
    title: "What We Offer",
    description:
      "Teams, challenges and causes to join: football, boxing, bike rides, runs, hikes and more.",
    audience: "public",
    category: "offer",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "serving-humanity",
    route: "/what-we-offer/serving-humanity",
    title: "Serving Humanity",
    description: "Our humanitarian work at home and abroad, and how young people lead it.",
    audience: "public",
    category: "offer",
    subject: "humanitarian",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "football-teams",
    route: "/what-we-offer/football-teams",
    title: "Football Teams",
    description: "Our junior and youth football teams: training times, age groups and how to join.",
    audience: "public",
    category: "offer",
    subject: "football",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "bike-rides",
    route: "/what-we-offer/bike-rides",
    title: "Bike Rides",
    description: "Group bike rides for all abilities, with bikes and helmets to borrow.",
    audience: "public",
    category: "offer",
    subject: "cycling",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "boxing-mma",
    route: "/what-we-offer/boxing-mma",
    title: "Boxing & MMA Training",
    description: "Safe, coached boxing and MMA sessions that build fitness, focus and respect.",
    audience: "public",
    category: "offer",
    subject: "boxing",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "football",
    route: "/what-we-offer/football",
    title: "Football",
    description: "County Cup champions: football for young people, from first kicks to match days.",
    audience: "public",
    category: "offer",
    subject: "football",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "marathons",
    route: "/what-we-offer/marathons",
    title: "Marathons",
    description: "From a 3k junior run to a full marathon, with a free 12-week training programme.",
    audience: "public",
    category: "offer",
    subject: "activities",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "walking-hiking",
    route: "/what-we-offer/mountains",
    title: "Mountains Conquered",
    description: "Mountain walks and expeditions that take young people further than they thought.",
    audience: "public",
    category: "offer",
    subject: "hiking",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "tough-mudder",
    route: "/what-we-offer/tough-mudder",
    title: "Tough Mudder",
    description:
      "Mud, obstacles and teamwork: take on Tough Mudder with us and raise money for the charity.",
    audience: "public",
    category: "offer",
    subject: "activities",
    nav: { parent: "what-we-offer" },
  },
  {
    key: "join-us",
    route: "/join-us",
    title: "Join Us",
    description: "How to join in: find an activity, register your child and start this week.",
    audience: "public",
    category: "engagement",
  },
  {
    key: "donate",
    route: "/donate",
    title: "Donate",
    description: "Give once or monthly and see exactly what your donation pays for.",
    audience: "public",
    category: "engagement",
  },
  {
    key: "news-events",
    route: "/news",
    title: "News & Events",
    description:
      "What is coming up: workshops, celebrations and events for young people and families.",
    audience: "public",
    category: "main",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "whats-on",
    route: "/whats-on",
    title: "What's On",
    description:
      "This week and next, day by day: youth clubs, sport, holiday clubs and events, with ages, times and costs.",
    audience: "public",
    category: "main",
    quickLink: true,
  },
  {
    key: "volunteer",
    route: "/volunteer",
    title: "Volunteer",
    description:
      "Give a few hours and make a real difference: coaching, mentoring, events and more.",
    audience: "public",
    category: "engagement",
    nav: { top: true },
    quickLink: true,
  },
  {
    key: "volunteer-apply",
    route: "/volunteer/apply",
    title: "Volunteer apply",
    description: "How to apply to volunteer with us and what happens after you do.",
    audience: "public",
    category: "engagement",
    nav: { parent: "volunteer" },
  },
  {
    key: "volunteer-vacancies",
    route: "/volunteer/vacancies",
    title: "Volunteer Vacancies",
    description: "The volunteer roles we are looking to fill right now.",
    audience: "public",
    category: "engagement",
    nav: { parent: "volunteer" },
  },
  {
    key: "register-child",
    route: "/contact/register-child",
    title: "Register Your Child Now",
    description: "Register your child for our sessions and activities: quick, free and friendly.",
    audience: "public",
    category: "engagement",
    nav: { parent: "contact" },
  },
  {
    key: "contact",
    route: "/contact",
    title: "Contact Us",
    description: "Call, email or message us, or drop in. We are happy to help.",
    audience: "public",
    category: "main",
    nav: { top: true, parent: "contact" },
    quickLink: true,
  },
  {
    key: "faqs",
    route: "/contact/faqs",
    title: "FAQs",
    description: "Answers to the questions parents, young people and volunteers ask us most.",
    audience: "public",
    category: "main",
    nav: { parent: "contact" },
  },
  {
    key: "privacy-policy",
    route: "/privacy-policy",
    title: "Privacy policy",
    description: "How we collect, use and protect personal information.",
    audience: "public",
    category: "legal",
  },
  {
    key: "accessibility",
    route: "/accessibility",
    title: "Accessibility statement",
    description:
      "How this website meets WCAG 2.2 AA, what does not work well yet, and how to report a problem.",
    audience: "public",
    category: "legal",
  },
  {
    key: "terms",
    route: "/terms",
    title: "Terms & Conditions",
    description: "The terms that apply when you use this website.",
    audience: "public",
    category: "legal",
  },
  {
    key: "login",
    route: "/login",
    title: "Admin login",
    description: "Sign-in for staff.",
    audience: "staff",
    module: "features/accounts/routes/login.tsx",
  },
  {
    key: "admin",
    route: "/admin",
    title: "Admin dashboard",
    description: "Staff dashboard.",
    audience: "staff",
    module: "routes/dashboard-layout.tsx",
  },
] as const satisfies readonly PageDefinition[];

export type PageKey = (typeof pages)[number]["key"];
export type PublicPageKey = Extract<(typeof pages)[number], { audience: "public" }>["key"];

export type PageEntry = Omit<PageDefinition, "key" | "nav"> & {
  key: PageKey;
  layout: PageLayout;
  nav?: { top?: boolean; parent?: PageKey };
};

export const pageRegistry: readonly PageEntry[] = pages.map((page) => ({
  layout: "text-only",
  ...page,
}));

export const publicPages = pageRegistry.filter((page) => page.audience === "public");

const pagesByRoute = new Map(pageRegistry.map((page) => [page.route, page]));
const pagesByKey = new Map(pageRegistry.map((page) => [page.key, page]));

export function findPageByRoute(pathname: string): PageEntry | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // Route matching ignores case, so the lookup does too.
  const normalised = trimmed.toLowerCase();
  return pagesByRoute.get(normalised);
}

export function getPage(key: PageKey): PageEntry {
  const page = pagesByKey.get(key);
  if (!page) throw new Error(`Unknown page key: ${key}`);
  return page;
}

/** The route id of a registered page (app/routes.ts): how layouts tell which page is open. */
export function pageRouteId(key: PageKey) {
  return `page/${key}`;
}

/**
 * The route id of the staff layout (app/routes.ts): sign-in, account recovery and the dashboard,
 * which draw their own frame instead of the public header and footer.
 */
export const staffLayoutRouteId = "staff";
