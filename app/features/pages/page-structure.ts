import {
  type AddableSectionType,
  addableSectionTypes,
  type PageContent,
  type Section,
} from "./page-content-schema";

/**
 * What staff may change in a page and what stays as the built-in page defines it. Media
 * placements rely on section ids, kinds and media slots, so those are the code's; words, list
 * items and sections that hold no media are the charity's.
 */

export function isAddableSectionType(type: string): type is AddableSectionType {
  return (addableSectionTypes as readonly string[]).includes(type);
}

/** A section staff cannot remove: a kind they cannot add, or one that holds a media slot. */
export function isStructuralSection(section: Section) {
  return (
    !isAddableSectionType(section.type) || ("mediaSection" in section && !!section.mediaSection)
  );
}

export type StructureResult =
  | { ok: true; content: PageContent }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks staff's content against the built-in page's structure and puts back the parts staff do
 * not edit (media slots, gallery pictures, the hero illustration, the kinds of document a
 * downloads list shows), so a crafted request cannot move a placement's section or add a gallery.
 */
export function applyBuiltInStructure(builtIn: PageContent, edited: PageContent): StructureResult {
  const fieldErrors: Record<string, string> = {};
  const builtInById = new Map(builtIn.sections.map((section) => [section.id, section]));
  const seen = new Set<string>();
  const sections = edited.sections.map((section, index) => {
    if (seen.has(section.id)) fieldErrors[`sections.${index}.id`] = "Two sections share this id.";
    seen.add(section.id);
    const original = builtInById.get(section.id);
    if (!original) {
      if (
        !isAddableSectionType(section.type) ||
        ("mediaSection" in section && section.mediaSection)
      ) {
        fieldErrors[`sections.${index}`] =
          "Only text, cards, steps, FAQ, notice and call to action sections can be added.";
      }
      return section;
    }
    if (original.type !== section.type) {
      fieldErrors[`sections.${index}`] = "A section's kind cannot change.";
      return section;
    }
    return keepStructure(original, section);
  });
  for (const original of builtIn.sections) {
    if (isStructuralSection(original) && !seen.has(original.id)) {
      fieldErrors.sections = `The section “${original.title}” shows photos or records and stays on the page.`;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, content: { ...edited, heroImage: builtIn.heroImage, sections } };
}

function keepStructure(original: Section, edited: Section): Section {
  const mediaSection = "mediaSection" in original ? original.mediaSection : undefined;
  if (original.type === "gallery" && edited.type === "gallery") {
    return { ...edited, images: original.images, mediaSection: original.mediaSection };
  }
  if (original.type === "downloads" && edited.type === "downloads") {
    return { ...edited, categories: original.categories };
  }
  if (!("mediaSection" in edited)) return edited;
  const { mediaSection: _ignored, ...rest } = edited;
  return (mediaSection ? { ...rest, mediaSection } : rest) as Section;
}

/**
 * Content saved before the built-in page gained a section that shows photos or records (a form,
 * a list of opportunities) lacks it; it is put back after the built-in section it follows, so
 * the page keeps staff's words and gains the new section instead of falling back to built-in copy.
 */
export function addMissingStructuralSections(builtIn: PageContent, stored: PageContent) {
  const present = new Set(stored.sections.map((section) => section.id));
  const sections = [...stored.sections];
  builtIn.sections.forEach((section, index) => {
    if (present.has(section.id) || !isStructuralSection(section)) return;
    const before = builtIn.sections
      .slice(0, index)
      .reverse()
      .find((earlier) => present.has(earlier.id));
    const at = before ? sections.findIndex((stored) => stored.id === before.id) + 1 : 0;
    sections.splice(at, 0, section);
    present.add(section.id);
  });
  return sections.length === stored.sections.length ? stored : { ...stored, sections };
}
