import { z } from "zod";
import { optionalText } from "~/shared/lib/optional-text";
import { onlyPlaceholders } from "~/shared/lib/placeholders";
import { documentCategoryValues } from "~/shared/site/document-types";
import { type PageKey, pageLayouts, pageRegistry } from "~/shared/site/page-registry";
import {
  contentIconNames,
  gallerySections,
  sectionAssignments,
  stockImageCategories,
} from "~/shared/site/vocabulary";
import { type CallToActionKey, callsToAction } from "./calls-to-action";
import { type CatalogueImageId, catalogueImages } from "./image-catalogue";
import { richTextSchema } from "./rich-text";

/**
 * The shape of every public page's copy, once: the built-in files in `pages/` are typed by it, every
 * save is validated by it, every read from the database is checked against it, and the editor's
 * field errors come from it. Isomorphic: no React, nothing server-only (ADR 0012).
 */

const limits = { id: 64, title: 160, short: 400, body: 2000, items: 60, sections: 40 } as const;

/** Stable ids for sections and list items: React keys, diff paths and field errors use them. */
export const contentIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, "Ids use lower-case letters, digits and dashes.")
  .max(limits.id);

const requiredText = (max: number) =>
  z.string().trim().min(1, "This cannot be empty.").max(max, `Keep this under ${max} characters.`);
/** Wording with `{name}` placeholders its component fills in (`~/lib/placeholders`). */
const textWith = (max: number, placeholders: readonly string[]) => {
  const rule = onlyPlaceholders(placeholders);
  return requiredText(max).refine(rule.check, rule.message);
};
const list = <T extends z.ZodType>(item: T, max: number = limits.items) =>
  z.array(item).max(max, `At most ${max} items.`);

const pageKeys = pageRegistry.map((page) => page.key) as [PageKey, ...PageKey[]];
const callToActionKeys = Object.keys(callsToAction) as [CallToActionKey, ...CallToActionKey[]];
const catalogueImageIds = catalogueImages.map((image) => image.id) as [
  CatalogueImageId,
  ...CatalogueImageId[],
];

export const iconNameSchema = z.enum(contentIconNames);
export const pageKeySchema = z.enum(pageKeys);
/** A fallback illustration by category, written `stock:<category>`. */
export const stockImageKeySchema = z.templateLiteral(["stock:", z.enum(stockImageCategories)]);
export const builtInImageSchema = z.union([z.enum(catalogueImageIds), stockImageKeySchema]);

export const actionLinkSchema = z.strictObject({
  id: contentIdSchema,
  cta: z.enum(callToActionKeys),
  variant: z.enum(["primary", "secondary"]).optional(),
});

export const cardSchema = z.strictObject({
  id: contentIdSchema,
  title: requiredText(limits.title),
  body: requiredText(limits.body),
  icon: iconNameSchema.optional(),
  image: builtInImageSchema.optional(),
  /** The whole card links to this page (its title becomes the link). */
  page: pageKeySchema.optional(),
  /** A small label above the title, e.g. "Weekly". */
  tag: optionalText(limits.title),
});

const featureSchema = z.strictObject({
  id: contentIdSchema,
  title: requiredText(limits.title),
  body: requiredText(limits.body),
  icon: iconNameSchema.optional(),
});

const stepSchema = z.strictObject({
  id: contentIdSchema,
  title: requiredText(limits.title),
  body: requiredText(limits.body),
});

const faqItemSchema = z.strictObject({
  id: contentIdSchema,
  question: requiredText(limits.short),
  answer: requiredText(limits.body),
});

const faqTopicSchema = z.strictObject({
  id: contentIdSchema,
  topic: requiredText(limits.title),
  items: list(faqItemSchema),
});

/**
 * A section that shows the newest image staff placed in this page section (Page Images tab)
 * instead of its built-in picture. Part of the page's structure: staff never change it.
 */
const mediaSlot = { mediaSection: z.enum(sectionAssignments).optional() };
const sectionBase = { id: contentIdSchema, title: requiredText(limits.title) };
const intro = optionalText(limits.body);

export const sectionSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("text"),
    ...sectionBase,
    body: richTextSchema,
    image: builtInImageSchema.optional(),
    ...mediaSlot,
  }),
  z.strictObject({
    type: z.literal("cards"),
    ...sectionBase,
    intro,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    cards: list(cardSchema),
    ...mediaSlot,
  }),
  z.strictObject({
    type: z.literal("features"),
    ...sectionBase,
    intro,
    items: list(featureSchema),
  }),
  z.strictObject({ type: z.literal("steps"), ...sectionBase, intro, steps: list(stepSchema) }),
  z.strictObject({
    type: z.literal("cta"),
    ...sectionBase,
    body: optionalText(limits.body),
    actions: list(actionLinkSchema, 3),
  }),
  /** The figures come from the loader (impact figures are records, not page copy). */
  z.strictObject({ type: z.literal("stats"), ...sectionBase, intro, ...mediaSlot }),
  /** The reviews come from the loader. */
  z.strictObject({ type: z.literal("testimonials"), ...sectionBase, ...mediaSlot }),
  z.strictObject({ type: z.literal("faq"), ...sectionBase, intro, topics: list(faqTopicSchema) }),
  z.strictObject({
    type: z.literal("video"),
    ...sectionBase,
    intro,
    /** Over the poster while the YouTube tab has no video. */
    comingSoon: requiredText(limits.short),
  }),
  /** The events come from the Events tab: upcoming by date, then past ones under `pastTitle`. */
  z.strictObject({
    type: z.literal("events"),
    ...sectionBase,
    intro,
    /** Over the events that have ended; unset: "Past events". */
    pastTitle: optionalText(limits.title),
    /** Shown when no event is coming up. */
    noneUpcoming: optionalText(limits.short),
  }),
  /**
   * What's on: the Timetable tab's sessions and the Events tab's events this week and next, day by
   * day, with filters by age and day and the programme's calendar feed.
   */
  z.strictObject({
    type: z.literal("whats-on"),
    ...sectionBase,
    intro,
    /** Shown on a day with nothing on, for what the visitor chose. */
    nothingOn: requiredText(limits.short),
  }),
  /** Every regular session once: its days, times, ages, cost, joining and the days it does not run. */
  z.strictObject({
    type: z.literal("timetable"),
    ...sectionBase,
    intro,
    /** Shown while the Timetable tab has no session running. */
    noSessions: requiredText(limits.short),
  }),
  /** The next seven days' sessions and events in brief, and the way to What's on. */
  z.strictObject({
    type: z.literal("this-week"),
    ...sectionBase,
    intro,
    /** Shown when nothing is on in those days. */
    nothingOn: requiredText(limits.short),
    /** The link to What's on, under the block and in the page's hero. */
    linkLabel: requiredText(limits.title),
  }),
  /** The YouTube tab's videos, newest first, each loaded only when a visitor presses play. */
  z.strictObject({ type: z.literal("videos"), ...sectionBase, intro }),
  /** The Volunteers tab's open opportunities, each linking to the application form. */
  z.strictObject({
    type: z.literal("opportunities"),
    ...sectionBase,
    intro,
    /** Shown when no opportunity is open. */
    noneOpen: requiredText(limits.short),
  }),
  /** The public volunteer application form: what staff see in the Volunteers tab. */
  z.strictObject({
    type: z.literal("volunteer-application"),
    ...sectionBase,
    intro,
    /** Shown once an application has been sent. */
    thanks: requiredText(limits.short),
  }),
  /** "Share your experience": visitors' reviews, shown once staff approve them. */
  z.strictObject({
    type: z.literal("review-form"),
    ...sectionBase,
    intro,
    /** Shown once a review has been sent. */
    thanks: requiredText(limits.short),
  }),
  /** "Contact us" and "Ask a question": a message that reaches the Enquiries tab. */
  z.strictObject({
    type: z.literal("contact-form"),
    ...sectionBase,
    intro,
    /** Shown once a message has been sent. */
    thanks: requiredText(limits.short),
  }),
  /** A parent registers a child; staff see it, with its photo choices, in the Enquiries tab. */
  z.strictObject({
    type: z.literal("registration-form"),
    ...sectionBase,
    intro,
    /** Shown once a registration has been sent. */
    thanks: requiredText(limits.short),
  }),
  /** "Join our newsletter": nobody is subscribed until they confirm by email. */
  z.strictObject({
    type: z.literal("newsletter-form"),
    ...sectionBase,
    intro,
    /** Shown once the form is sent: it should say to look for the confirmation email. */
    thanks: requiredText(limits.short),
  }),
  /** How long each kind of personal data is kept: the periods themselves come from Settings. */
  z.strictObject({ type: z.literal("retention-periods"), ...sectionBase, intro }),
  /**
   * The amounts are `donation-options.ts` and the buttons' labels `calls-to-action.ts`: these are
   * the words around them.
   */
  z.strictObject({
    type: z.literal("donation"),
    ...sectionBase,
    intro,
    onceHeading: requiredText(limits.title),
    /** Names the one-time amounts for screen readers and above the buttons. */
    onceAmountsLabel: requiredText(limits.title),
    otherAmountChoice: requiredText(limits.title),
    otherAmountLabel: requiredText(limits.title),
    /** `{max}`: the largest amount the site accepts. */
    otherAmountError: textWith(limits.short, ["max"]),
    monthlyHeading: requiredText(limits.title),
    monthlyAmountsLabel: requiredText(limits.title),
    /** After each monthly amount and on the monthly button, e.g. "£15 a month". */
    perMonth: requiredText(limits.title),
    /** On a donate button while no amount is chosen, after the button's label and a colon. */
    noAmountPrompt: requiredText(limits.title),
    /** Shown instead of the amounts while no donation link is set in Settings. */
    offlineHeading: requiredText(limits.title),
    /** `{email}`: a link to email the charity; `{phone}`: its phone number (both from Settings). */
    offlineText: textWith(limits.body, ["email", "phone"]),
    /** The subject of that email. */
    offlineEmailSubject: requiredText(limits.title),
    /** Under the amounts: who takes the payment. */
    paymentNote: requiredText(limits.short),
  }),
  z.strictObject({
    type: z.literal("gallery"),
    ...sectionBase,
    intro,
    /** Built-in pictures, shown after the photos staff place in `mediaSection`. */
    images: z.array(z.enum(catalogueImageIds)).max(limits.items),
    mediaSection: z.enum(gallerySections),
  }),
  /** The phone number, email, address and social handles themselves come from Settings. */
  z.strictObject({
    type: z.literal("contact-details"),
    ...sectionBase,
    intro,
    phoneHeading: requiredText(limits.title),
    emailHeading: requiredText(limits.title),
    addressHeading: requiredText(limits.title),
    socialHeading: requiredText(limits.title),
  }),
  z.strictObject({
    type: z.literal("registration-banner"),
    ...sectionBase,
    body: requiredText(limits.body),
    /** Beside the QR code. */
    qrCaption: requiredText(limits.title),
    /** The QR code's text alternative; `{url}`: the address it opens. */
    qrAltText: textWith(limits.short, ["url"]),
    ...mediaSlot,
  }),
  z.strictObject({ type: z.literal("notice"), ...sectionBase, body: requiredText(limits.body) }),
  /**
   * The Documents tab's PDFs of these kinds, newest first, each with its size and date: filing a
   * document under a kind is what lists it here. Left out while there are none. The kinds are
   * the page's structure; staff edit the words.
   */
  z.strictObject({
    type: z.literal("downloads"),
    ...sectionBase,
    intro,
    categories: z.array(z.enum(documentCategoryValues)).min(1).max(documentCategoryValues.length),
  }),
  /**
   * Who runs the charity, for funders: its register number linked to the register (Settings),
   * the trustees (Settings) and the latest annual report and accounts (the Documents tab).
   */
  z.strictObject({
    type: z.literal("governance"),
    ...sectionBase,
    intro,
    trusteesHeading: requiredText(limits.title),
    reportsHeading: requiredText(limits.title),
  }),
]);

export const pageContentSchema = z.strictObject({
  /** The hero's headline. */
  heroTitle: requiredText(limits.title),
  /** One or two sentences under the headline. */
  heroSubtitle: requiredText(limits.short),
  /** Up to two buttons in the hero. */
  heroActions: list(actionLinkSchema, 2).optional(),
  /** Illustration beside the hero text (hero-content layout) or behind it. */
  heroImage: builtInImageSchema.optional(),
  /** The heading of the main text block. */
  mainTitle: requiredText(limits.title),
  /** The main text: plain paragraphs in the built-in files, a formatted document once edited. */
  mainContent: richTextSchema,
  /** How the main text and the page's picture are laid out; unset: the page registry's default. */
  layout: z.enum(pageLayouts).optional(),
  sections: list(sectionSchema, limits.sections),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section["type"];
export type Card = z.infer<typeof cardSchema>;
export type ActionLink = z.infer<typeof actionLinkSchema>;
export type StockImageKey = z.infer<typeof stockImageKeySchema>;
export type BuiltInImage = z.infer<typeof builtInImageSchema>;

/** A section's fields without its `type`: the props of the component that renders it. */
export type SectionFields<T extends SectionType> = Omit<Extract<Section, { type: T }>, "type">;

/**
 * Section kinds staff may add or remove: none of them holds a media slot that placements rely on.
 * A text or cards section the built-in page gives a media slot stays, like every other kind.
 */
export const addableSectionTypes = [
  "text",
  "cards",
  "steps",
  "faq",
  "notice",
  "cta",
] as const satisfies readonly SectionType[];
export type AddableSectionType = (typeof addableSectionTypes)[number];
