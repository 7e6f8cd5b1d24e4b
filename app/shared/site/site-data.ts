import { createContext, useContext } from "react";
import { hideExampleDetails } from "./example-details";
import { builtInLogo, type SiteLogo } from "./site-logo";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

/** What the root loader gives every page: the settings and the logo. */
export type SiteData = { settings: SiteSettings; logo: SiteLogo };

/**
 * The root loader's data, given by the root layout (from useRouteLoaderData) or, to an island
 * (island.tsx), which hydrates on its own with no router, by its root from the page's copy
 * (hydrate-islands.tsx). Nothing here reads React Router, so islands load none of it.
 */
export const SiteDataContext = createContext<SiteData | undefined>(undefined);

/** The site's data; the defaults where an error stopped the root loader. */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext) ?? readSiteData(undefined);
}

/** The defaults as visitors may read them: no seeded example shown as a fact. */
const fallbackSettings = hideExampleDetails(defaultSiteSettings);

/** The root loader's data, with the defaults for what it could not give. */
export function readSiteData(root: Partial<SiteData> | undefined): SiteData {
  return {
    settings: root?.settings ?? fallbackSettings,
    logo: root?.logo ?? builtInLogo,
  };
}

/** The page's copy of the site's data for its islands: a JSON script with this id. */
export const siteDataElementId = "site-data";

/** JSON that cannot end its <script> early: every `<` is escaped. */
export function serializeSiteData(data: SiteData) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
