import type { Kysely } from "kysely";
import { getDatabase } from "~/shared/db/database.server";
import type { Database } from "~/shared/db/database-types";
import { readTotpKey, verifyTotp } from "./better-auth-two-factor.server";
import { findCodeStep } from "./totp-step.server";

export type CodeCheck =
  | { outcome: "accepted"; headers: Headers }
  | { outcome: "used" }
  | { outcome: "wrong" };

/**
 * A 6-digit code from the app, accepted once (RFC 6238 §5.2): its time step is claimed before
 * better-auth checks it, and a step at or before the last one claimed for this secret is refused.
 * Used for signing in, "confirm it's you", and turning two-factor on or off; the headers are
 * better-auth's (see verifyTotp). A code of no step in the window goes to better-auth as it is,
 * which refuses it and counts the failure.
 */
export async function verifyTotpOnce(
  request: Request,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  const secret = await readTotpKey(request, userId);
  const step = secret ? findCodeStep(secret.key, code) : null;
  if (secret && step !== null && !(await claimTotpStep(getDatabase().db, secret.secretId, step))) {
    return { outcome: "used" };
  }
  const headers = await verifyTotp(request, code);
  return headers ? { outcome: "accepted", headers } : { outcome: "wrong" };
}

/**
 * Records `step` as the secret's last accepted one, only if it is later than the one recorded:
 * one conditional upsert, so of two requests with the same code (any process, SQLite or
 * PostgreSQL) exactly one claims it. Rows of secrets since deleted are forgotten on the way.
 */
async function claimTotpStep(db: Kysely<Database>, secretId: string, step: number) {
  const claimed = await db
    .insertInto("totp_last_steps")
    .values({ two_factor_id: secretId, last_step: step })
    .onConflict((conflict) =>
      conflict
        .column("two_factor_id")
        .doUpdateSet({ last_step: step })
        .where("totp_last_steps.last_step", "<", step),
    )
    .returning("last_step")
    .executeTakeFirst();
  await db
    .deleteFrom("totp_last_steps")
    .where("two_factor_id", "not in", db.selectFrom("twoFactor").select("id"))
    .execute();
  return claimed !== undefined;
}
