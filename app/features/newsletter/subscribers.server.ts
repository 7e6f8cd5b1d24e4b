import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { sendMail } from "~/shared/mail/send-mail.server";
import { buildLinkUrl, loadLinkSecret } from "./newsletter-links.server";
import { renderConfirmationMail } from "./newsletter-mail.server";
import type { NewsletterSignupInput } from "./newsletter-signup";
import type { SignupConfirmation } from "./newsletter-vocabulary";
import type { SubscriberSummary } from "./subscriber-summary";

const newWindowDays = 30;

/**
 * "Join our newsletter". A new address is kept as pending and emailed a link to confirm it; a
 * pending one gets the link again (with the first name given this time); a subscribed one gets
 * nothing and nothing changes. The visitor is thanked the same way in each case, and the email is
 * not waited for, so neither the answer nor its timing tells anyone who subscribes. When the site
 * cannot send email, the sign-up waits for staff to confirm it instead, and nothing is sent.
 */
export async function requestSubscription(
  db: Kysely<Database>,
  input: NewsletterSignupInput,
  {
    origin,
    charityName,
    confirmation,
  }: { origin: string; charityName: string; confirmation: SignupConfirmation },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const firstName = input.firstName || null;
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({
      id: randomUUID(),
      email: input.email,
      first_name: firstName,
      status: "pending",
      created_at: at,
      confirmed_at: null,
      updated_at: at,
      confirm_by: confirmation,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  const pending =
    inserted ??
    (await db
      .updateTable("newsletter_subscribers")
      // Asked again: the new link gets the full time to be confirmed before retention deletes it.
      .set({ first_name: firstName, created_at: at, updated_at: at, confirm_by: confirmation })
      .where("email", "=", input.email)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst());
  if (!pending || confirmation === "staff") return;

  const confirmUrl = buildLinkUrl(origin, await loadLinkSecret(db), "confirm", pending.id);
  // Not awaited (see above); sendMail reports its own failures and never rejects.
  void sendMail(
    { to: input.email, ...renderConfirmationMail({ charityName, firstName, confirmUrl }) },
    { charityName },
  );
}

/** A sign-up as its confirm link finds it: waiting, confirmed already, or gone (expired, unsubscribed). */
export type SignupState = "pending" | "subscribed" | "gone";

/** What the confirm link's page shows before anything is pressed; it changes nothing. */
export async function readSignupState(db: Kysely<Database>, id: string): Promise<SignupState> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return "gone";
  return row.status === "subscribed" ? "subscribed" : "pending";
}

/**
 * The confirm link's button was pressed: a pending address becomes a subscriber ("confirmed").
 * Pressing it again is fine ("subscribed": it was already); "gone" when there is no such sign-up.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<"confirmed" | Exclude<SignupState, "pending">> {
  const at = now.toISOString();
  const confirmed = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "subscribed", confirmed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (confirmed.numUpdatedRows > 0n) return "confirmed";
  return (await readSignupState(db, id)) === "subscribed" ? "subscribed" : "gone";
}

/**
 * Staff confirm a sign-up made while the site could not email its link (the Newsletter tab's
 * Confirm). Only such a sign-up: one waiting for its emailed link is the visitor's to confirm.
 * False when there is no such sign-up any more (removed, or confirmed already).
 */
export async function confirmSubscriptionByStaff(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
) {
  const at = now.toISOString();
  const confirmed = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "subscribed", confirmed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("confirm_by", "=", "staff")
    .executeTakeFirst();
  return confirmed.numUpdatedRows > 0n;
}

/**
 * Forgets a subscriber: their row goes, and so does every newsletter not yet sent to them, so a
 * send under way sends them nothing more. True when there was someone to remove.
 */
export async function unsubscribe(db: Kysely<Database>, id: string) {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("newsletter_deliveries")
      .where("subscriber_id", "=", id)
      .where("status", "in", ["pending", "sending"])
      .execute();
    const removed = await trx
      .deleteFrom("newsletter_subscribers")
      .where("id", "=", id)
      .executeTakeFirst();
    return removed.numDeletedRows > 0n;
  });
}

/** Everyone on the list, newest first, confirmed or still waiting. */
export async function listSubscribers(db: Kysely<Database>): Promise<SubscriberSummary[]> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "first_name", "status", "created_at", "confirmed_at", "confirm_by"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    status:
      row.status === "subscribed"
        ? "subscribed"
        : row.confirm_by === "staff"
          ? "waiting-for-staff"
          : "waiting-for-email",
    since: row.confirmed_at ?? row.created_at,
  }));
}

/** The tab's figures, counted from the list: subscribers, those new in 30 days, those waiting. */
export async function countSubscriberFigures(db: Kysely<Database>, now = new Date()) {
  const since = new Date(now.getTime() - newWindowDays * 86_400_000).toISOString();
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("status", "=", "subscribed").as("subscribed"),
      eb.fn
        .countAll<number>()
        .filterWhere((filter) =>
          filter.and([filter("status", "=", "subscribed"), filter("confirmed_at", ">=", since)]),
        )
        .as("recent"),
      eb.fn.countAll<number>().filterWhere("status", "=", "pending").as("waiting"),
    ])
    .executeTakeFirst();
  return {
    subscribers: Number(row?.subscribed ?? 0),
    newInLast30Days: Number(row?.recent ?? 0),
    waiting: Number(row?.waiting ?? 0),
  };
}
