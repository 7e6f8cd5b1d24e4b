import type { Kysely } from "kysely";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Database } from "~/shared/db/database-types";
import { readSiteFlag, writeSiteFlag } from "~/shared/db/site-flag.server";

/** Stored beside the site's settings, like the two-factor policy; off unless an admin turns it on. */
const policyKey = "pageApprovalRequired";

/** Whether editors' changes need an administrator's approval before visitors see them. */
export function isPageApprovalRequired(db: Kysely<Database>) {
  return readSiteFlag(db, policyKey);
}

export function setPageApprovalRequired(
  db: Kysely<Database>,
  required: boolean,
  updatedBy: string,
) {
  return writeSiteFlag(db, policyKey, required, updatedBy);
}

/** Whether this person's Publish becomes Submit for approval: an editor, with the setting on. */
export async function mustSubmitForApproval(db: Kysely<Database>, user: Pick<SessionUser, "role">) {
  return user.role === "editor" && (await isPageApprovalRequired(db));
}
