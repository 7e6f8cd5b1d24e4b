import { useSiteData } from "./site-data";
import type { SiteLogo } from "./site-logo";

/** The logo from the root loader; the built-in one when an error stopped the root loader. */
export function useSiteLogo(): SiteLogo {
  return useSiteData().logo;
}
