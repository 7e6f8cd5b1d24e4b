import { describe, expect, test } from "vitest";
import { findPageByRoute, getPage, pageRegistry, publicPages } from "~/shared/site/page-registry";
import { mainNavigation, quickLinks } from "./navigation";

// §2 "Public routes" of the specification, in its order.
const specifiedRoutes: Array<[route: string, title: string]> = [
  ["/", "Home"],
  ["/about", "About Us"],
  ["/about/mission", "Our Mission"],
  ["/about/difference", "The Difference We Make"],
  ["/about/facilities", "Our Facilities"],
  ["/about/funders", "Our Funders"],
  ["/what-we-deliver", "What We Deliver"],
  ["/what-we-deliver/youth-provision", "Open Access Youth Provision"],
  ["/what-we-deliver/haf", "HAF Healthy Holidays"],
  ["/what-we-deliver/sports", "Sports & Physical Activities"],
  ["/what-we-deliver/happier-healthier", "Happier & Healthier"],
  ["/what-we-deliver/employability", "Employability / NEET"],
  ["/what-we-deliver/vrp", "VRU / VRP"],
  ["/what-we-deliver/sen", "SEN Provision"],
  ["/what-we-deliver/active-travel-hub", "Active Travel Hub"],
  ["/what-we-deliver/residentials-trips", "Residentials & Trips"],
  ["/what-we-offer", "What We Offer"],
  ["/what-we-offer/serving-humanity", "Serving Humanity"],
  ["/what-we-offer/football-teams", "Football Teams"],
  ["/what-we-offer/bike-rides", "Bike Rides"],
  ["/what-we-offer/boxing-mma", "Boxing & MMA Training"],
  ["/what-we-offer/football", "Football"],
  ["/what-we-offer/marathons", "Marathons"],
  ["/what-we-offer/mountains", "Mountains Conquered"],
  ["/what-we-offer/tough-mudder", "Tough Mudder"],
  ["/join-us", "Join Us"],
  ["/donate", "Donate"],
  ["/news", "News & Events"],
  ["/volunteer", "Volunteer"],
  ["/volunteer/apply", "Volunteer apply"],
  ["/volunteer/vacancies", "Volunteer Vacancies"],
  ["/contact", "Contact Us"],
  ["/contact/register-child", "Register Your Child Now"],
  ["/contact/faqs", "FAQs"],
  ["/privacy-policy", "Privacy policy"],
  ["/terms", "Terms & Conditions"],
  ["/login", "Admin login"],
  ["/admin", "Admin dashboard"],
];

// Pages issues added since: the accessibility statement and What's on (issue 35).
const addedRoutes: Array<[route: string, title: string]> = [
  ["/accessibility", "Accessibility statement"],
  ["/whats-on", "What's On"],
];

const byRoute = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);

describe("page registry", () => {
  test("holds exactly the 38 routes of the specification, and the issues' pages, with their titles", () => {
    const registered = pageRegistry.map((page): [string, string] => [page.route, page.title]);
    expect(registered.sort(byRoute)).toEqual([...specifiedRoutes, ...addedRoutes].sort(byRoute));
  });

  test("keys and routes are unique", () => {
    expect(new Set(pageRegistry.map((page) => page.key)).size).toBe(pageRegistry.length);
    expect(new Set(pageRegistry.map((page) => page.route)).size).toBe(pageRegistry.length);
  });

  test("uses the specification's page keys where it names them", () => {
    const keyOf = (route: string) => findPageByRoute(route)?.key;
    expect(keyOf("/what-we-offer/mountains")).toBe("walking-hiking");
    expect(keyOf("/news")).toBe("news-events");
    expect(keyOf("/volunteer/apply")).toBe("volunteer-apply");
    expect(keyOf("/contact/register-child")).toBe("register-child");
  });

  test("every public page has a category and a description; staff pages stay out", () => {
    for (const page of publicPages) {
      expect(page.category, page.route).toBeDefined();
      expect(page.description.length, page.route).toBeGreaterThan(30);
    }
    expect(publicPages.map((page) => page.route)).not.toContain("/admin");
    expect(publicPages.map((page) => page.route)).not.toContain("/login");
  });

  test("home and residentials use the hero-content layout, the rest text-only", () => {
    const heroContent = pageRegistry.filter((page) => page.layout === "hero-content");
    expect(heroContent.map((page) => page.key)).toEqual(["homepage", "residentials-trips"]);
    expect(pageRegistry.every((p) => ["hero-content", "text-only"].includes(p.layout))).toBe(true);
  });

  test("finds a page by route regardless of trailing slash and case", () => {
    expect(findPageByRoute("/About/Funders/")?.key).toBe("funders");
    expect(findPageByRoute("/")?.key).toBe("homepage");
    expect(findPageByRoute("/nope")).toBeUndefined();
    expect(() => getPage("funders")).not.toThrow();
  });
});

describe("navigation derived from the registry", () => {
  test("top level in the specification's order", () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
      "Home",
      "About Us",
      "What We Deliver",
      "What We Offer",
      "News & Events",
      "Volunteer",
      "Contact Us",
    ]);
  });

  test("sub-items in the specification's order", () => {
    const childrenOf = (label: string) =>
      mainNavigation.find((item) => item.label === label)?.children.map((child) => child.to);
    expect(childrenOf("About Us")).toEqual([
      "/about/mission",
      "/about/difference",
      "/about/facilities",
      "/about/funders",
    ]);
    expect(childrenOf("What We Deliver")).toEqual([
      "/what-we-deliver/youth-provision",
      "/what-we-deliver/haf",
      "/what-we-deliver/sports",
      "/what-we-deliver/happier-healthier",
      "/what-we-deliver/employability",
      "/what-we-deliver/vrp",
      "/what-we-deliver/sen",
      "/what-we-deliver/active-travel-hub",
      "/what-we-deliver/residentials-trips",
    ]);
    expect(childrenOf("What We Offer")).toEqual([
      "/what-we-offer/serving-humanity",
      "/what-we-offer/football-teams",
      "/what-we-offer/bike-rides",
      "/what-we-offer/boxing-mma",
      "/what-we-offer/football",
      "/what-we-offer/marathons",
      "/what-we-offer/mountains",
      "/what-we-offer/tough-mudder",
    ]);
    expect(childrenOf("Volunteer")).toEqual(["/volunteer/apply", "/volunteer/vacancies"]);
    const contact = mainNavigation.find((item) => item.label === "Contact Us");
    expect(contact?.children.map((child) => [child.to, child.label])).toEqual([
      ["/contact/register-child", "Register Your Child Now"],
      ["/contact", "Contact Us"],
      ["/contact/faqs", "FAQs"],
    ]);
    expect(childrenOf("Home")).toEqual([]);
    expect(childrenOf("News & Events")).toEqual([]);
  });

  test("every sub-item's parent is a top-level item", () => {
    const topKeys = new Set(mainNavigation.map((item) => item.key));
    for (const page of pageRegistry) {
      if (page.nav?.parent) expect(topKeys, page.key).toContain(page.nav.parent);
    }
  });

  test("the footer's quick links: the seed's seven, and What's on after News & Events", () => {
    expect(quickLinks.map((link) => link.to)).toEqual([
      "/",
      "/about",
      "/what-we-deliver",
      "/what-we-offer",
      "/news",
      "/whats-on",
      "/volunteer",
      "/contact",
    ]);
  });
});
