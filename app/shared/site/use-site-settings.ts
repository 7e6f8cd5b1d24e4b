import { useSiteData } from "./site-data";
import type { SiteSettings } from "./site-settings";

/** Site settings from the root loader; the defaults when an error stopped the root loader. */
export function useSiteSettings(): SiteSettings {
  return useSiteData().settings;
}
