import type { PublicPageKey } from "~/shared/site/page-registry";
import type { PageContent } from "./page-content-schema";
import { aboutPages } from "./pages/about";
import { contactPages } from "./pages/contact";
import { deliverPages } from "./pages/deliver";
import { engagementPages } from "./pages/engagement";
import { homePages } from "./pages/home";
import { legalPages } from "./pages/legal";
import { offerPages } from "./pages/offer";
import { programmePages } from "./pages/programme";

/**
 * Every public page's default copy. Server-only, so a page ships only its own copy (as loader
 * data), not the whole site's. The type makes a missing page a compile error.
 */
const pageContent: Record<PublicPageKey, PageContent> = {
  ...homePages,
  ...aboutPages,
  ...deliverPages,
  ...offerPages,
  ...engagementPages,
  ...programmePages,
  ...contactPages,
  ...legalPages,
};

export function getPageContent(key: PublicPageKey): PageContent {
  return pageContent[key];
}
