import { hydrateLaterEntryAttribute, hydrateLaterType } from "~/shared/lib/hydrate-later";
import { type SiteData, serializeSiteData, siteDataElementId } from "~/shared/site/site-data";

/**
 * In place of React Router's scripts on a visitor's page (ADR 0025): the site's data for the
 * islands, and the islands' entry, inert until a visitor starts on a form (ADR 0033:
 * hydrate-later.ts starts it with the same text, so its CSP hash still allows it).
 */
export function IslandScripts({
  entryUrl,
  site,
  nonce,
}: {
  entryUrl: string;
  site: SiteData;
  nonce: string;
}) {
  const entry = { [hydrateLaterEntryAttribute]: entryUrl };
  return (
    <>
      <script
        type="application/json"
        id={siteDataElementId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped.
        dangerouslySetInnerHTML={{ __html: serializeSiteData(site) }}
      />
      <script
        type={hydrateLaterType}
        nonce={nonce}
        {...entry}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant import of a built file.
        dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(entryUrl)});` }}
      />
    </>
  );
}
