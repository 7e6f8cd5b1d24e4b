import { createContext, useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { builtInLogo, type SiteLogo } from "~/content/site-logo";
import { defaultSiteSettings, type SiteSettings } from "~/content/site-settings";

/** What the root loader gives every page: the settings and the logo. */
export type SiteData = { settings: SiteSettings; logo: SiteLogo };

/**
 * The root loader's data where no router is: an island (island.tsx) hydrates on its own, with
 * the page's copy of this data (hydrate-islands.tsx), so it cannot ask React Router.
 */
export const SiteDataContext = createContext<SiteData | undefined>(undefined);

/**
 * The site's data: an island's copy, else the root loader's (read from React Router's state
 * context, as useRouteLoaderData does, but without throwing outside a router), else the
 * defaults, as when an error stopped the root loader.
 */
export function useSiteData(): SiteData {
  const island = useContext(SiteDataContext);
  const router = useContext(UNSAFE_DataRouterStateContext);
  if (island) return island;
  const root = router?.loaderData.root as Partial<SiteData> | undefined;
  return {
    settings: root?.settings ?? defaultSiteSettings,
    logo: root?.logo ?? builtInLogo,
  };
}

/** The page's copy of the site's data for its islands: a JSON script with this id. */
export const siteDataElementId = "site-data";

/** JSON that cannot end its <script> early: every `<` is escaped. */
export function serializeSiteData(data: SiteData) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
