import { formatDocumentCategory } from "~/shared/site/document-types";
import { pageRegistry } from "~/shared/site/page-registry";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";
import { type CallToActionKey, callsToAction } from "./calls-to-action";
import { findCatalogueImage } from "./image-catalogue";
import type { ActionLink, Card, PageContent, Section } from "./page-content-schema";
import { type RichText, richTextToPlainText } from "./rich-text";

/**
 * "Compare with published": what differs between two versions of a page, field by field, in words
 * staff recognise. Isomorphic, so the editor can compare in the browser as well as on the server.
 */

export type PageContentChange = {
  /**
   * Dotted, by ids rather than positions (e.g. "sections.football-story.body"), so a moved item
   * keeps its path.
   */
  path: string;
  /** e.g. "Section “Highlights” › Card “Junior teams” › Body". */
  label: string;
  kind: "changed" | "added" | "removed" | "moved";
  before?: string;
  after?: string;
};

type Row = Readonly<Record<string, unknown>>;
type Field = { label: string; show?: (value: unknown) => string };
type List = { item: string; nameField: string; fields: Spec };
type Spec = Readonly<Record<string, Field | List>>;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
/** Every field but the id: a field added to the schema fails to compile here until it has a label. */
type SpecOf<T> = Record<Exclude<KeysOfUnion<T>, "id">, Field | List>;

type FeatureItem = Extract<Section, { type: "features" }>["items"][number];
type Step = Extract<Section, { type: "steps" }>["steps"][number];
type FaqTopic = Extract<Section, { type: "faq" }>["topics"][number];
type FaqItem = FaqTopic["items"][number];

const plain = (value: unknown) => (value === undefined ? "" : String(value));
// Words only: a plain built-in string and the document staff saved from it compare equal.
const rich = (value: unknown) =>
  value === undefined ? "" : richTextToPlainText(value as RichText);
const vocabulary = (unset: string) => (value: unknown) =>
  value === undefined ? unset : formatVocabularyLabel(String(value));
const pageName = (value: unknown) =>
  value === undefined
    ? "No link"
    : (pageRegistry.find((page) => page.key === value)?.title ?? String(value));
const callToActionName = (value: unknown) =>
  typeof value === "string" && Object.hasOwn(callsToAction, value)
    ? callsToAction[value as CallToActionKey].label
    : plain(value);
const imageName = (value: unknown) => {
  if (value === undefined) return "No picture";
  const key = String(value);
  if (key.startsWith("stock:")) return `Illustration: ${formatVocabularyLabel(key.slice(6))}`;
  return findCatalogueImage(key)?.description ?? key;
};
const documentKinds = (value: unknown) =>
  Array.isArray(value) ? value.map((kind) => formatDocumentCategory(kind)).join(", ") : "";
const imageNames = (value: unknown) =>
  Array.isArray(value) ? value.map(imageName).join("; ") : "";

const title = { label: "Title" };
const body = { label: "Body" };
const icon = { label: "Icon", show: vocabulary("No icon") };
const list = (item: string, nameField: string, fields: Spec): List => ({ item, nameField, fields });

const actionSpec: SpecOf<ActionLink> = {
  cta: { label: "Call to action", show: callToActionName },
  variant: { label: "Style", show: (value) => (value === "secondary" ? "Secondary" : "Primary") },
};
const cardSpec: SpecOf<Card> = {
  title,
  tag: { label: "Tag" },
  body,
  icon,
  image: { label: "Picture", show: imageName },
  page: { label: "Links to", show: pageName },
};
const featureSpec: SpecOf<FeatureItem> = { title, body, icon };
const stepSpec: SpecOf<Step> = { title, body };
const faqItemSpec: SpecOf<FaqItem> = {
  question: { label: "Question" },
  answer: { label: "Answer" },
};
const faqTopicSpec: SpecOf<FaqTopic> = {
  topic: { label: "Topic" },
  items: list("Question", "question", faqItemSpec),
};
const sectionSpec: SpecOf<Section> = {
  type: { label: "Kind", show: vocabulary("") },
  title,
  intro: { label: "Introduction" },
  body: { label: "Text", show: rich },
  image: { label: "Picture", show: imageName },
  columns: {
    label: "Columns",
    show: (value) => (value === undefined ? "Automatic" : String(value)),
  },
  mediaSection: { label: "Photo slot", show: vocabulary("None") },
  cards: list("Card", "title", cardSpec),
  items: list("Feature", "title", featureSpec),
  steps: list("Step", "title", stepSpec),
  topics: list("Topic", "topic", faqTopicSpec),
  actions: list("Button", "cta", actionSpec),
  images: { label: "Pictures", show: imageNames },
  comingSoon: { label: "Coming soon note" },
  pastTitle: { label: "Past events heading" },
  noneUpcoming: { label: "No upcoming events note" },
  noneOpen: { label: "No open opportunities note" },
  nothingOn: { label: "Nothing on note" },
  noSessions: { label: "No sessions note" },
  linkLabel: { label: "Link to What's On" },
  thanks: { label: "Thank-you message" },
  onceHeading: { label: "One-off heading" },
  onceAmountsLabel: { label: "One-off amounts label" },
  otherAmountChoice: { label: "Other amount button" },
  otherAmountLabel: { label: "Other amount label" },
  otherAmountError: { label: "Other amount error" },
  monthlyHeading: { label: "Monthly heading" },
  monthlyAmountsLabel: { label: "Monthly amounts label" },
  perMonth: { label: "Per month wording" },
  noAmountPrompt: { label: "No amount chosen prompt" },
  offlineHeading: { label: "No donation link heading" },
  offlineText: { label: "No donation link text" },
  offlineEmailSubject: { label: "No donation link email subject" },
  paymentNote: { label: "Payment note" },
  phoneHeading: { label: "Phone heading" },
  emailHeading: { label: "Email heading" },
  addressHeading: { label: "Address heading" },
  socialHeading: { label: "Social media heading" },
  qrCaption: { label: "QR code caption" },
  qrAltText: { label: "QR code alt text" },
  categories: { label: "Kinds of document", show: documentKinds },
  trusteesHeading: { label: "Trustees heading" },
  reportsHeading: { label: "Reports and accounts heading" },
};
const pageSpec: SpecOf<PageContent> = {
  heroTitle: { label: "Hero title" },
  heroSubtitle: { label: "Hero subtitle" },
  heroActions: list("Hero button", "cta", actionSpec),
  heroImage: { label: "Hero picture", show: imageName },
  mainTitle: { label: "Main title" },
  mainContent: { label: "Main content", show: rich },
  layout: { label: "Layout", show: vocabulary("Page default") },
  sections: list("Section", "title", sectionSpec),
};

const specsByLevel: readonly Spec[] = [
  pageSpec,
  sectionSpec,
  cardSpec,
  featureSpec,
  stepSpec,
  faqTopicSpec,
  faqItemSpec,
  actionSpec,
];

/** A field's name as staff read it (also the editor's labels), e.g. "qrAltText" → "QR code alt text". */
export function findFieldLabel(key: string): string | undefined {
  for (const spec of specsByLevel) {
    const entry = spec[key];
    if (entry && !("fields" in entry)) return entry.label;
  }
  return undefined;
}

/**
 * Changes in a stable order: the page's fields, then each list's items in their new order, then
 * what was removed from that list.
 */
export function diffPageContent(before: PageContent, after: PageContent): PageContentChange[] {
  const changes: PageContentChange[] = [];
  diffRow(before, after, pageSpec, "", "", changes);
  return changes;
}

const joinPath = (path: string, part: string) => (path ? `${path}.${part}` : part);
const joinLabel = (label: string, part: string) => (label ? `${label} › ${part}` : part);

function diffRow(
  before: Row,
  after: Row,
  spec: Spec,
  path: string,
  label: string,
  changes: PageContentChange[],
) {
  for (const [key, entry] of Object.entries(spec)) {
    const fieldPath = joinPath(path, key);
    if ("fields" in entry) {
      diffList(rowsOf(before[key]), rowsOf(after[key]), entry, fieldPath, label, changes);
      continue;
    }
    const show = entry.show ?? plain;
    const was = show(before[key]);
    const now = show(after[key]);
    if (was === now) continue;
    changes.push({
      path: fieldPath,
      label: joinLabel(label, entry.label),
      kind: was === "" ? "added" : now === "" ? "removed" : "changed",
      ...(was === "" ? {} : { before: was }),
      ...(now === "" ? {} : { after: now }),
    });
  }
}

const rowsOf = (value: unknown): (Row & { id: string })[] => (Array.isArray(value) ? value : []);

function diffList(
  before: (Row & { id: string })[],
  after: (Row & { id: string })[],
  spec: List,
  path: string,
  parentLabel: string,
  changes: PageContentChange[],
) {
  const nameOf = (row: Row) => {
    const field = spec.fields[spec.nameField];
    return field && !("fields" in field) ? (field.show ?? plain)(row[spec.nameField]) : "";
  };
  // Items are named by their title after the edit, the words the editor shows now; a renamed
  // item's old title is in its own "Title" change.
  const labelOf = (row: Row, index: number) => {
    const name = nameOf(row);
    return joinLabel(parentLabel, name ? `${spec.item} “${name}”` : `${spec.item} ${index + 1}`);
  };
  const beforeById = new Map(before.map((row, index) => [row.id, { row, index }]));
  const afterIds = new Set(after.map((row) => row.id));
  const moved = movedIds(
    before.map((row) => row.id),
    after.map((row) => row.id),
  );
  after.forEach((row, index) => {
    const rowPath = joinPath(path, row.id);
    const label = labelOf(row, index);
    const old = beforeById.get(row.id);
    if (!old) {
      const name = nameOf(row);
      changes.push({ path: rowPath, label, kind: "added", ...(name ? { after: name } : {}) });
      return;
    }
    if (moved.has(row.id)) {
      changes.push({
        path: rowPath,
        label,
        kind: "moved",
        before: `Position ${old.index + 1}`,
        after: `Position ${index + 1}`,
      });
    }
    diffRow(old.row, row, spec.fields, rowPath, label, changes);
  });
  before.forEach((row, index) => {
    if (afterIds.has(row.id)) return;
    const name = nameOf(row);
    changes.push({
      path: joinPath(path, row.id),
      label: labelOf(row, index),
      kind: "removed",
      ...(name ? { before: name } : {}),
    });
  });
}

/**
 * Items that changed place among the items both versions have. The longest run that kept its
 * order stays put and only the rest count as moved, so moving one card to the top shows one move,
 * not every card shifting down. Quadratic, which is nothing for lists of at most 60 items.
 */
function movedIds(beforeIds: string[], afterIds: string[]): Set<string> {
  const beforeIndex = new Map(beforeIds.map((id, index) => [id, index]));
  const common = afterIds.filter((id) => beforeIndex.has(id));
  const positions = common.map((id) => beforeIndex.get(id) ?? 0);
  const runLength = positions.map(() => 1);
  const previous = positions.map(() => -1);
  let best = -1;
  positions.forEach((position, i) => {
    for (let j = 0; j < i; j += 1) {
      if ((positions[j] ?? 0) < position && (runLength[j] ?? 0) + 1 > (runLength[i] ?? 0)) {
        runLength[i] = (runLength[j] ?? 0) + 1;
        previous[i] = j;
      }
    }
    if (best === -1 || (runLength[i] ?? 0) > (runLength[best] ?? 0)) best = i;
  });
  const kept = new Set<string>();
  for (let i = best; i !== -1; i = previous[i] ?? -1) kept.add(common[i] ?? "");
  return new Set(common.filter((id) => !kept.has(id)));
}
