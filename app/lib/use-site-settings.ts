import { useRouteLoaderData } from "react-router";
import { defaultSiteSettings, type SiteSettings } from "~/content/site-settings";
import type { loader as rootLoader } from "~/root";

/** Site settings from the root loader; the defaults when an error stopped the root loader. */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.settings ?? defaultSiteSettings;
}
