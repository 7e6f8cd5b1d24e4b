import { describe, expect, test } from "vitest";
import { getPage, type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { gallerySections, isGallerySection, pageImageSections } from "~/shared/site/vocabulary";
import { pageAssignmentValues } from "./media-assignment";
import { getPageContent } from "./page-content.server";
import type { PageContent } from "./page-content-schema";
import { planPageMedia } from "./page-media-plan";

const planFor = (key: PublicPageKey) => planPageMedia(getPage(key), getPageContent(key));

/** A page's copy with only the given sections: enough for planPageMedia, which reads no text. */
function contentWith(sections: PageContent["sections"]): PageContent {
  return { heroTitle: "T", heroSubtitle: "S", mainTitle: "M", mainContent: "C", sections };
}

describe("planPageMedia on the site's pages", () => {
  test("homepage: its own files and the main section's; four single-image sections", () => {
    expect(planFor("homepage")).toEqual({
      assignments: ["homepage", "main"],
      singleImageSections: ["hero", "highlights", "statistics", "testimonials"],
      // Every Page Images section but the hero is claimed by a section of the page.
      mainImageSection: null,
      inPageGalleries: [],
    });
  });

  test("about: its category names a page (about itself), so only its own files", () => {
    expect(planFor("about")).toEqual({
      assignments: ["about"],
      singleImageSections: ["hero", "mission"],
      mainImageSection: "mission",
      inPageGalleries: ["facilities", "team"],
    });
  });

  test("an about sub-page does not take the About page's files", () => {
    expect(planFor("mission").assignments).toEqual(["mission"]);
    expect(planFor("funders").assignments).toEqual(["funders"]);
  });

  test("serving-humanity: values by the main text, the infographic, its four galleries in the page", () => {
    expect(planFor("serving-humanity")).toEqual({
      assignments: ["serving-humanity", "offer"],
      singleImageSections: ["hero", "values", "uc3-infographic"],
      mainImageSection: "values",
      // The Serving Humanity tab's four galleries all have their place on the page.
      inPageGalleries: [
        "humanitarian-gallery",
        "uc3-gallery",
        "impact-gallery",
        "volunteer-gallery",
      ],
    });
  });

  test("register-child: the banner claims content, so the main text gets no picture", () => {
    expect(planFor("register-child")).toEqual({
      assignments: ["register-child", "engagement"],
      singleImageSections: ["hero", "content"],
      mainImageSection: null,
      inPageGalleries: [],
    });
  });

  test("sports: its only other section (activities) is a gallery, not a main picture", () => {
    expect(planFor("sports")).toEqual({
      assignments: ["sports", "deliver"],
      singleImageSections: ["hero"],
      mainImageSection: null,
      inPageGalleries: [],
    });
  });

  test("a deliver page: the whole deliver section's files, content by the main text", () => {
    expect(planFor("haf")).toEqual({
      assignments: ["haf", "deliver"],
      singleImageSections: ["hero", "content"],
      mainImageSection: "content",
      inPageGalleries: [],
    });
    expect(planFor("what-we-deliver").assignments).toEqual(["what-we-deliver", "deliver"]);
  });

  test("offer, engagement, main and legal pages take their whole section's files", () => {
    expect(planFor("football").assignments).toEqual(["football", "offer"]);
    expect(planFor("walking-hiking").assignments).toEqual(["walking-hiking", "offer"]);
    expect(planFor("volunteer").assignments).toEqual(["volunteer", "engagement"]);
    expect(planFor("contact").assignments).toEqual(["contact", "main"]);
    expect(planFor("terms").assignments).toEqual(["terms", "legal"]);
  });

  test.each(publicPages.map((page) => page.key as PublicPageKey))(
    "%s: a consistent plan",
    (key) => {
      const plan = planFor(key);
      const page = getPage(key);
      // Its own key first, then at most its category; every value one staff can choose.
      expect(plan.assignments[0]).toBe(key);
      expect(plan.assignments.length).toBeLessThanOrEqual(2);
      if (plan.assignments[1] !== undefined) expect(plan.assignments[1]).toBe(page.category);
      for (const assignment of plan.assignments) {
        expect(pageAssignmentValues).toContain(assignment);
      }
      expect(plan.singleImageSections[0]).toBe("hero");
      expect(new Set(plan.singleImageSections).size).toBe(plan.singleImageSections.length);
      expect(plan.singleImageSections.filter(isGallerySection)).toEqual([]);
      for (const gallery of plan.inPageGalleries) expect(gallerySections).toContain(gallery);
      if (plan.mainImageSection !== null) {
        expect(pageImageSections(key)).toContain(plan.mainImageSection);
        expect(plan.singleImageSections[1]).toBe(plan.mainImageSection);
      }
    },
  );
});

describe("planPageMedia on made-up copy", () => {
  const haf = getPage("haf");

  test("a section that claims the Page Images content section takes it from the main text", () => {
    const plan = planPageMedia(
      haf,
      contentWith([
        {
          type: "text",
          id: "story",
          title: "Story",
          body: "One",
          mediaSection: "content",
        },
      ]),
    );
    expect(plan.mainImageSection).toBeNull();
    expect(plan.singleImageSections).toEqual(["hero", "content"]);
  });

  test("a gallery section in the copy becomes an in-page gallery, never a single image", () => {
    const plan = planPageMedia(
      haf,
      contentWith([
        { type: "gallery", id: "g", title: "G", images: [], mediaSection: "achievements" },
        { type: "cards", id: "c", title: "C", cards: [], mediaSection: "statistics" },
      ]),
    );
    expect(plan.inPageGalleries).toEqual(["achievements"]);
    expect(plan.singleImageSections).toEqual(["hero", "content", "statistics"]);
    expect(plan.mainImageSection).toBe("content");
  });

  test("a page without a category shows only its own files", () => {
    const plan = planPageMedia({ key: "haf", category: undefined }, contentWith([]));
    expect(plan.assignments).toEqual(["haf"]);
  });
});
