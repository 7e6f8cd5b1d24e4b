import { readTabUser } from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import { documentAction } from "../document-action.server";
import { listDocumentPlaces } from "../document-places.server";
import { listLibraryDocuments } from "../documents.server";
import { DocumentsPanel } from "../ui/documents-panel";
import type { Route } from "./+types/documents-tab";

export { DashboardTabError as ErrorBoundary } from "~/shared/staff-shell/dashboard-tab-error";

// A save refused while the database is busy says when to try again.
export const headers = headersWithRetryAfter;

/** The library, newest first; where each kind is listed; which one is the safeguarding policy. */
export async function loader(args: Route.LoaderArgs) {
  // Signed out: the layout shows the login form instead of the tab.
  if (!(await readTabUser(args, "documents"))) return null;
  const { db } = getDatabase();
  const [documents, settings] = await Promise.all([listLibraryDocuments(db), loadSiteSettings(db)]);
  return {
    documents,
    places: listDocumentPlaces(),
    safeguardingPolicyId: settings.safeguarding.policyDocumentId,
  };
}

/** A document's new words and kind, or its deletion; uploads go to /admin/documents/upload. */
export async function action(args: Route.ActionArgs) {
  return answerBusyDatabase(() => documentAction(args));
}

export default function DocumentsTab({ loaderData }: Route.ComponentProps) {
  return loaderData && <DocumentsPanel {...loaderData} />;
}
