import type { IconName } from "~/components/content/content-icon";
import type { CallToActionKey } from "./calls-to-action";
import type { CatalogueImageId } from "./image-catalogue";
import type { ImpactStat } from "./impact-stats";
import type { PageKey } from "./page-registry";
import type { Testimonial } from "./testimonials";
import type { GallerySection, SectionAssignment, StockImageCategory } from "./vocabulary";

/**
 * The shape of every public page's copy. Pages are data; a handful of section components render
 * them. The fields the page editor will override later are the explicit top-level ones.
 */
export type PageContent = {
  /** Editable: the hero's headline. */
  heroTitle: string;
  /** Editable: one or two sentences under the headline. */
  heroSubtitle: string;
  /** Up to two buttons in the hero. */
  heroActions?: readonly ActionLink[];
  /** Illustration beside the hero text (hero-content layout) or behind it. */
  heroImage?: CatalogueImageId | StockImageKey;
  /** Editable: the heading of the main text block. */
  mainTitle: string;
  /** Editable: the main text; paragraphs separated by a blank line. */
  mainContent: string;
  sections: readonly Section[];
};

/** A fallback illustration by category, written `stock:<category>`. */
export type StockImageKey = `stock:${StockImageCategory}`;

export type ActionLink = { cta: CallToActionKey; variant?: "primary" | "secondary" };

export type Card = {
  title: string;
  body: string;
  icon?: IconName;
  image?: CatalogueImageId | StockImageKey;
  /** The whole card links to this page (its title becomes the link). */
  page?: PageKey;
  /** A small label above the title, e.g. "Weekly". */
  tag?: string;
};

export type Section =
  | ({
      type: "text";
      id: string;
      title: string;
      paragraphs: readonly string[];
      image?: CatalogueImageId | StockImageKey;
    } & MediaSlot)
  | ({
      type: "cards";
      id: string;
      title: string;
      intro?: string;
      columns?: 2 | 3 | 4;
      cards: readonly Card[];
    } & MediaSlot)
  | {
      type: "features";
      id: string;
      title: string;
      intro?: string;
      items: readonly { title: string; body: string; icon?: IconName }[];
    }
  | {
      type: "steps";
      id: string;
      title: string;
      intro?: string;
      steps: readonly { title: string; body: string }[];
    }
  | { type: "cta"; id: string; title: string; body?: string; actions: readonly ActionLink[] }
  | ({
      type: "stats";
      id: string;
      title: string;
      intro?: string;
      stats: readonly ImpactStat[];
    } & MediaSlot)
  | ({
      type: "testimonials";
      id: string;
      title: string;
      testimonials: readonly Testimonial[];
    } & MediaSlot)
  | {
      type: "faq";
      id: string;
      title: string;
      intro?: string;
      topics: readonly { topic: string; items: readonly { question: string; answer: string }[] }[];
    }
  | { type: "video"; id: string; title: string; intro?: string }
  | {
      type: "events";
      id: string;
      title: string;
      intro?: string;
      events: readonly {
        title: string;
        when: string;
        category: string;
        body: string;
        image?: StockImageKey;
      }[];
    }
  | { type: "donation"; id: string; title: string; intro?: string }
  | {
      type: "gallery";
      id: string;
      title: string;
      intro?: string;
      /** Built-in pictures, shown until staff upload photos to `mediaSection`. */
      images: readonly CatalogueImageId[];
      mediaSection: GallerySection;
    }
  | { type: "contact-details"; id: string; title: string; intro?: string }
  | ({ type: "registration-banner"; id: string; title: string; body: string } & MediaSlot)
  | { type: "notice"; id: string; title: string; body: string };

export type SectionType = Section["type"];

/**
 * A section that shows the newest image staff placed in this page section (Page Images tab),
 * instead of its built-in picture.
 */
type MediaSlot = { mediaSection?: SectionAssignment };

/** A section's fields without its `type`: the props of the component that renders it. */
export type SectionFields<T extends SectionType> = Omit<Extract<Section, { type: T }>, "type">;
