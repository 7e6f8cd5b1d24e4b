import type { SiteLogo } from "~/content/site-logo";
import { useSiteData } from "~/islands/site-data";

/** The logo from the root loader; the built-in one when an error stopped the root loader. */
export function useSiteLogo(): SiteLogo {
  return useSiteData().logo;
}
