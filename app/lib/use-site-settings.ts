import type { SiteSettings } from "~/content/site-settings";
import { useSiteData } from "~/islands/site-data";

/** Site settings from the root loader; the defaults when an error stopped the root loader. */
export function useSiteSettings(): SiteSettings {
  return useSiteData().settings;
}
