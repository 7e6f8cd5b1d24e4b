import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";

export type LinkPurpose = "confirm" | "unsubscribe";

const secretName = "newsletter-links";

/** Where each kind of link leads; the public routes in app/routes.ts answer these paths. */
export const newsletterLinkPaths: Record<LinkPurpose, string> = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
};

/**
 * The key that signs subscribers' links, made on first use and kept in the database so every
 * process signs and checks alike. Two processes making it at once: the first insert wins.
 */
export async function loadLinkSecret(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db.selectFrom("app_secret").select("value").where("name", "=", secretName).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto("app_secret")
      .values({ name: secretName, value: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error("The newsletter link secret could not be stored.");
  return Buffer.from(row.value, "base64url");
}

/** The purpose is signed too, so a confirm link cannot be turned into an unsubscribe link. */
export function signLink(secret: Buffer, purpose: LinkPurpose, subscriberId: string) {
  return createHmac("sha256", secret).update(`${purpose}:${subscriberId}`).digest("base64url");
}

/**
 * True only for the exact signature this secret gives this purpose and subscriber. The text is
 * compared, not decoded bytes: decoding forgives stray characters, so two tokens could match.
 */
export function verifyLink(
  secret: Buffer,
  purpose: LinkPurpose,
  subscriberId: string,
  token: string,
) {
  const expected = Buffer.from(signLink(secret, purpose, subscriberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link as emailed: `<origin>/newsletter/<purpose>?s=<subscriber id>&t=<signature>`. */
export function buildLinkUrl(
  origin: string,
  secret: Buffer,
  purpose: LinkPurpose,
  subscriberId: string,
) {
  const url = new URL(newsletterLinkPaths[purpose], origin);
  url.searchParams.set("s", subscriberId);
  url.searchParams.set("t", signLink(secret, purpose, subscriberId));
  return url.href;
}

/** The subscriber a link names, when its signature holds; null for a missing or altered link. */
export async function readSignedLink(db: Kysely<Database>, purpose: LinkPurpose, url: URL) {
  const subscriberId = url.searchParams.get("s") ?? "";
  const token = url.searchParams.get("t") ?? "";
  if (!subscriberId || !token) return null;
  return verifyLink(await loadLinkSecret(db), purpose, subscriberId, token) ? subscriberId : null;
}
