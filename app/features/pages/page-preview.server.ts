import type { Kysely } from "kysely";
import { data } from "react-router";
import { hasRole } from "~/shared/auth/roles";
import { readSession } from "~/shared/auth/session.server";
import type { Database } from "~/shared/db/database-types";
import type { PublicPageKey } from "~/shared/site/page-registry";
import { readPageRevision } from "./page-store.server";

/** The query parameter that opens a revision at the page's own address. */
export const previewParameter = "preview";

/**
 * A revision asked for with `?preview=<id>`, for signed-in staff only. Anyone else, or a revision
 * of another page, gets the same 404 as a page that does not exist: a draft never leaks, not even
 * the fact that it exists.
 */
export async function loadPreviewRevision(
  db: Kysely<Database>,
  request: Request,
  url: URL,
  key: PublicPageKey,
) {
  const revisionId = url.searchParams.get(previewParameter);
  if (revisionId === null) return null;
  const notFound = () => data(null, { status: 404, statusText: "Not Found" });
  const { user } = await readSession(request);
  if (!user || user.mustChangePassword || !hasRole(user.role, "editor")) throw notFound();
  const revision = await readPageRevision(db, key, revisionId);
  if (!revision) throw notFound();
  return {
    ...revision,
    headers: new Headers({
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    }),
  };
}
