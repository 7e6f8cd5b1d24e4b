import { describe, expect, test } from "vitest";
import { getPage, type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { stockImageCategories } from "~/shared/site/vocabulary";
import { callsToAction } from "./calls-to-action";
import { findCatalogueImage } from "./image-catalogue";
import { getPageContent } from "./page-content.server";
import { type Card, pageContentSchema, type Section } from "./page-content-schema";
import { richTextToPlainText } from "./rich-text";

const sectionsOf = (key: PublicPageKey) => getPageContent(key).sections;
const sectionOfType = <T extends Section["type"]>(key: PublicPageKey, type: T) =>
  sectionsOf(key).filter(
    (section): section is Extract<Section, { type: T }> => section.type === type,
  );
const cardRoutes = (cards: readonly Card[]) =>
  cards.map((card) => (card.page ? getPage(card.page).route : null));

describe("page content", () => {
  test("every built-in page fits the schema that checks staff's saves", () => {
    for (const page of publicPages) {
      const parsed = pageContentSchema.safeParse(getPageContent(page.key as PublicPageKey));
      expect(parsed.error?.issues ?? [], page.key).toEqual([]);
    }
  });

  test("every public page has its editable fields filled in", () => {
    for (const page of publicPages) {
      const content = getPageContent(page.key as PublicPageKey);
      expect(content.heroTitle, page.key).not.toBe("");
      expect(content.heroSubtitle, page.key).not.toBe("");
      expect(content.mainTitle, page.key).not.toBe("");
      expect(richTextToPlainText(content.mainContent).length, page.key).toBeGreaterThan(40);
      const ids = content.sections.map((section) => section.id);
      expect(new Set(ids).size, `${page.key} section ids`).toBe(ids.length);
    }
  });

  test("every image named by content exists in the catalogue", () => {
    for (const page of publicPages) {
      const content = getPageContent(page.key as PublicPageKey);
      const named: string[] = [];
      if (content.heroImage) named.push(content.heroImage);
      for (const section of content.sections) {
        if (section.type === "gallery") named.push(...section.images);
        if (section.type === "text" && section.image) named.push(section.image);
        if (section.type === "cards")
          for (const card of section.cards) if (card.image) named.push(card.image);
      }
      for (const image of named) {
        const found = image.startsWith("stock:")
          ? stockImageCategories.some((category) => image === `stock:${category}`)
          : findCatalogueImage(image) !== undefined;
        expect(found, `${page.key}: ${image}`).toBe(true);
      }
    }
  });

  test("every call to action is used somewhere", () => {
    const used = new Set<string>();
    for (const page of publicPages) {
      const content = getPageContent(page.key as PublicPageKey);
      for (const action of content.heroActions ?? []) used.add(action.cta);
      for (const section of content.sections) {
        if (section.type === "cta") for (const action of section.actions) used.add(action.cta);
        if (section.type === "donation") {
          used.add("donate-now");
          used.add("set-up-monthly-donation");
        }
      }
    }
    expect([...used].sort()).toEqual(Object.keys(callsToAction).sort());
  });
});

describe("the specification's page facts", () => {
  test("What We Deliver has six service cards and What We Offer eight", () => {
    expect(sectionOfType("what-we-deliver", "cards")[0]?.cards).toHaveLength(6);
    expect(cardRoutes(sectionOfType("what-we-offer", "cards")[0]?.cards ?? [])).toEqual([
      "/what-we-offer/serving-humanity",
      "/what-we-offer/football-teams",
      "/what-we-offer/bike-rides",
      "/what-we-offer/boxing-mma",
      "/what-we-offer/football",
      "/what-we-offer/marathons",
      "/what-we-offer/mountains",
      "/what-we-offer/tough-mudder",
    ]);
  });

  test("Join Us: six cards to the specified pages, three steps, Register Now and Contact Us", () => {
    expect(cardRoutes(sectionOfType("join-us", "cards")[0]?.cards ?? [])).toEqual([
      "/what-we-deliver/youth-provision",
      "/what-we-deliver/sports",
      "/what-we-offer",
      "/what-we-deliver/employability",
      "/news",
      "/what-we-deliver/happier-healthier",
    ]);
    const howToJoin = sectionOfType("join-us", "steps")[0];
    expect(howToJoin?.title).toBe("How to Join");
    expect(howToJoin?.steps).toHaveLength(3);
    expect(sectionOfType("join-us", "cta")[0]?.actions.map((action) => action.cta)).toEqual([
      "register-now",
      "contact-us",
    ]);
  });

  test("News & Events lists the Events tab's events and the YouTube tab's videos", () => {
    expect(sectionOfType("news-events", "events")[0]?.pastTitle).toBe("Past events");
    expect(sectionOfType("news-events", "videos")).toHaveLength(1);
  });

  test("Volunteer has six kinds of role and the open opportunities; vacancies lists them too", () => {
    expect(sectionOfType("volunteer", "cards")[0]?.cards).toHaveLength(6);
    expect(sectionOfType("volunteer", "opportunities")).toHaveLength(1);
    expect(sectionOfType("volunteer-vacancies", "opportunities")).toHaveLength(1);
  });

  test("the apply page has the application form, reached from its Apply Now button", () => {
    expect(sectionOfType("volunteer-apply", "volunteer-application")[0]?.id).toBe(
      "application-form",
    );
    expect(callsToAction["apply-now"].target).toEqual({
      kind: "page",
      page: "volunteer-apply",
      section: "application-form",
    });
  });

  test("Football has four highlight cards and both of its buttons", () => {
    expect(sectionOfType("football", "cards").some((section) => section.cards.length === 4)).toBe(
      true,
    );
    const content = getPageContent("football");
    const actions = [
      ...(content.heroActions ?? []),
      ...sectionOfType("football", "cta").flatMap((section) => section.actions),
    ].map((action) => action.cta);
    expect(actions).toContain("learn-about-route-one-rovers");
    expect(actions).toContain("join-training-session");
  });

  test("Donate has the four impact cards", () => {
    const titles = sectionsOf("donate").flatMap((section) =>
      section.type === "cards" ? section.cards.map((card) => card.title) : [],
    );
    expect(titles).toEqual(expect.arrayContaining(["£10", "£25", "£50", "£100"]));
  });

  test("SEN Provision says its content is being developed", () => {
    expect(richTextToPlainText(getPageContent("sen").mainContent).toLowerCase()).toContain(
      "being developed",
    );
  });

  test("Register Your Child carries the QR banner; Contact the contact details", () => {
    expect(sectionOfType("register-child", "registration-banner")).toHaveLength(1);
    expect(sectionOfType("contact", "contact-details")).toHaveLength(1);
  });
});
