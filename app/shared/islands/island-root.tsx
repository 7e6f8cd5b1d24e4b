import { type ReactNode, useEffect } from "react";
import { type SiteData, SiteDataContext } from "~/shared/site/site-data";

/**
 * An island's root, the same on the server and in the browser so that React's ids match: the
 * site's data for the island's components, and, in the browser, word once every effect inside
 * has run (a parent's effects run after its children's).
 */
export function IslandRoot({
  site,
  onHydrated,
  children,
}: {
  site: SiteData;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return <SiteDataContext value={site}>{children}</SiteDataContext>;
}
