import type { AddableSectionType, PageContent, Section } from "../page-content-schema";

/** A field's place in the page content, as zod reports it: `sections.2.cards.0.title`. */
export type ContentPath = readonly (string | number)[];

export const pathKey = (path: ContentPath) => path.join(".");

type Tree = Record<string, unknown> | unknown[];

/** A copy of `value` with the value at `path` replaced; nothing else is copied. */
export function setAtPath<T>(value: T, path: ContentPath, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  const container = value as Tree;
  const child = (container as Record<string | number, unknown>)[head as string];
  const updated = setAtPath(child, rest, next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[head as number] = updated;
    return copy as T;
  }
  return { ...container, [head as string]: updated } as T;
}

/** A new stable id for something staff add (ids match the schema's lower-case pattern). */
export function newContentId(prefix: string) {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Moves one item of a list up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** An empty item for a list staff add to, by the list's field name. */
export function newListItem(listKey: string, sectionType: Section["type"] | "page") {
  const id = newContentId(listKey.replace(/s$/, ""));
  switch (listKey) {
    case "cards":
    case "steps":
      return { id, title: "", body: "" };
    case "items":
      return sectionType === "faq" ? { id, question: "", answer: "" } : { id, title: "", body: "" };
    case "topics":
      return { id, topic: "", items: [] };
    case "actions":
    case "heroActions":
      return { id, cta: "contact-us" };
    default:
      return { id };
  }
}

/** A new section of a kind staff may add, with empty words to fill in. */
export function newSection(type: AddableSectionType): Section {
  const base = { id: newContentId(type), title: "" };
  switch (type) {
    case "text":
      return { ...base, type, body: "" };
    case "cards":
      return { ...base, type, cards: [] };
    case "steps":
      return { ...base, type, steps: [] };
    case "faq":
      return { ...base, type, topics: [] };
    case "notice":
      return { ...base, type, body: "" };
    case "cta":
      return { ...base, type, actions: [{ id: newContentId("action"), cta: "contact-us" }] };
  }
}

/** Same words and structure (the Unsaved Changes badge, Save Changes's disabled state). */
export function sameContent(a: PageContent, b: PageContent) {
  return JSON.stringify(a) === JSON.stringify(b);
}
