import { diffPageContent } from "./page-content-diff";
import type { PageContent } from "./page-content-schema";

/** The page's fields the Content tab shows (as Title, Hero title, Hero subtitle and Content). */
const shownPaths = new Set(["mainTitle", "heroTitle", "heroSubtitle", "mainContent"]);

/**
 * What publishing `draft` would change for visitors that the Content tab does not show, in the
 * words of "Compare with published". Publishing from Content is refused while this is not empty,
 * so it never publishes words its user has not seen.
 */
export function listChangesContentTabHides(published: PageContent, draft: PageContent): string[] {
  return diffPageContent(published, draft)
    .filter((change) => !shownPaths.has(change.path))
    .map((change) => change.label);
}
