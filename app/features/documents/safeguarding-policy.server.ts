import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import type { SiteSettings } from "~/shared/site/site-settings";
import { findSiteDocument } from "./documents.server";

/**
 * The settings as visitors' pages link the safeguarding policy: when Settings chose a document
 * from the library, its address is the policy's link; a document since gone leaves no link
 * (deleting the chosen one is refused, so only a restore or a person at the database can).
 */
export async function linkSafeguardingPolicy(
  db: Kysely<Database>,
  settings: SiteSettings,
): Promise<SiteSettings> {
  const { policyDocumentId } = settings.safeguarding;
  if (!policyDocumentId) return settings;
  const document = await findSiteDocument(db, policyDocumentId);
  return {
    ...settings,
    safeguarding: { ...settings.safeguarding, policyUrl: document?.path ?? "" },
  };
}
