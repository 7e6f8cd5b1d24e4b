import type { ReactNode } from "react";
import { defaultSiteSettings, type SiteSettings } from "../../app/content/site-settings";
import { readSiteData, SiteDataContext } from "../../app/islands/site-data";

/** An element as the root layout gives it the site's data, with these settings changed. */
export function withSiteData(settings: Partial<SiteSettings>, element: ReactNode) {
  return (
    <SiteDataContext value={readSiteData({ settings: { ...defaultSiteSettings, ...settings } })}>
      {element}
    </SiteDataContext>
  );
}
