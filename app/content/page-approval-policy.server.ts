import type { Kysely } from "kysely";
import type { SessionUser } from "~/auth/session-user";
import type { Database } from "~/db/database-types";

/** Stored beside the site's settings, like the two-factor policy; off unless an admin turns it on. */
const policyKey = "pageApprovalRequired";

/** Whether editors' changes need an administrator's approval before visitors see them. */
export async function isPageApprovalRequired(db: Kysely<Database>) {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", policyKey)
    .executeTakeFirst();
  return row?.value === "true";
}

export async function setPageApprovalRequired(
  db: Kysely<Database>,
  required: boolean,
  updatedBy: string,
) {
  const row = {
    value: String(required),
    updated_at: new Date().toISOString(),
    updated_by: updatedBy,
  };
  await db
    .insertInto("site_setting")
    .values({ key: policyKey, ...row })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
    .execute();
}

/** Whether this person's Publish becomes Submit for approval: an editor, with the setting on. */
export async function mustSubmitForApproval(db: Kysely<Database>, user: Pick<SessionUser, "role">) {
  return user.role === "editor" && (await isPageApprovalRequired(db));
}
