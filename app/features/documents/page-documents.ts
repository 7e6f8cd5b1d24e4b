import type { Section } from "~/features/pages";
import type { DocumentCategory } from "~/shared/site/document-types";
import type { SiteDocument } from "./site-document";

/** The kinds the governance block offers the latest of, in its order. */
export const governanceDocumentCategories = [
  "annual-report",
  "accounts",
] as const satisfies readonly DocumentCategory[];

/** The kinds of document a page's sections list: what its loader reads, and no more. */
export function listDocumentCategoriesShown(sections: readonly Section[]): DocumentCategory[] {
  const kinds = new Set<DocumentCategory>();
  for (const section of sections) {
    if (section.type === "downloads") for (const kind of section.categories) kinds.add(kind);
    if (section.type === "governance")
      for (const kind of governanceDocumentCategories) kinds.add(kind);
  }
  return [...kinds];
}

/** The newest document of a kind, from a list sorted newest first. */
export function findLatestDocument(documents: readonly SiteDocument[], kind: DocumentCategory) {
  return documents.find((document) => document.category === kind);
}
