import type { ReactNode } from "react";
import { readSiteData, SiteDataContext } from "../../app/shared/site/site-data";
import { defaultSiteSettings, type SiteSettings } from "../../app/shared/site/site-settings";

/** An element as the root layout gives it the site's data, with these settings changed. */
export function withSiteData(settings: Partial<SiteSettings>, element: ReactNode) {
  return (
    <SiteDataContext value={readSiteData({ settings: { ...defaultSiteSettings, ...settings } })}>
      {element}
    </SiteDataContext>
  );
}
