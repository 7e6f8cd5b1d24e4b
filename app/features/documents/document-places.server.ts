import { getPageContent } from "~/features/pages/index.server";
import { type DocumentCategory, documentCategoryValues } from "~/shared/site/document-types";
import { type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { listDocumentCategoriesShown } from "./page-documents";

/**
 * For each kind of document, the titles of the pages that list it, from the built-in pages'
 * structure (which staff do not change): what the Documents tab tells staff a kind does.
 */
export function listDocumentPlaces(): Record<DocumentCategory, string[]> {
  const places = Object.fromEntries(documentCategoryValues.map((kind) => [kind, [] as string[]]));
  for (const page of publicPages) {
    for (const kind of listDocumentCategoriesShown(
      getPageContent(page.key as PublicPageKey).sections,
    )) {
      places[kind]?.push(page.title);
    }
  }
  return places as Record<DocumentCategory, string[]>;
}
