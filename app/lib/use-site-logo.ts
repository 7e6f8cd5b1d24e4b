import { useRouteLoaderData } from "react-router";
import { builtInLogo, type SiteLogo } from "~/content/site-logo";
import type { loader as rootLoader } from "~/root";

/** The logo from the root loader; the built-in one when an error stopped the root loader. */
export function useSiteLogo(): SiteLogo {
  return useRouteLoaderData<typeof rootLoader>("root")?.logo ?? builtInLogo;
}
