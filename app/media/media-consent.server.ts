import type { Kysely } from "kysely";
import { recordAudit } from "~/auth/audit-log.server";
import { markVisibleContentChanged } from "~/content/content-version.server";
import type { Database } from "~/db/database-types";
import { toUkDateString } from "~/lib/format-date-time";
import { logger } from "~/lib/logger.server";
import {
  type ConsentFacts,
  type ConsentFormValues,
  describeConsent,
  isPublishable,
} from "./media-consent";
import {
  findMediaRow,
  listObjectKeys,
  type MediaRow,
  mediaUrl,
  toMediaConsent,
} from "./media-files.server";
import { makeReplacementKey, makeVariantKey } from "./media-keys.server";
import type { MediaStorage } from "./storage/media-storage";

type Actor = { id: string; email: string } | null;

function toColumns(facts: ConsentFacts, now: string) {
  return {
    children: facts.children,
    consent_given_by: facts.givenBy,
    consent_scope: facts.scope.length > 0 ? facts.scope.join(",") : null,
    consent_given_on: facts.givenOn,
    consent_expires_on: facts.expiresOn,
    consent_note: facts.note,
    consent_withdrawn_at: facts.withdrawnAt,
    consent_expired_at: facts.expiredAt,
    consent_updated_at: now,
    publishable: isPublishable(facts) ? 1 : 0,
    updated_at: now,
  };
}

/** For the audit log: the state, scope and expiry, never who gave consent. */
function summarise(facts: ConsentFacts) {
  const { label } = describeConsent({ ...facts, publishable: isPublishable(facts) });
  return facts.expiresOn ? `${label}; expires ${facts.expiresOn}` : label;
}

/**
 * Moves every object of a file that has just been hidden to new keys and records them, so each
 * old URL answers 404 everywhere at once (ADR 0009). The row is hidden before this runs: a crash
 * half way leaves a hidden file, never a visible one.
 */
async function moveToNewKeys(db: Kysely<Database>, storage: MediaStorage, row: MediaRow) {
  const storageKey = makeReplacementKey(row.storage_key);
  const variants = (JSON.parse(row.variants) as { key: string; width: number }[]).map(
    (variant) => ({ ...variant, key: makeVariantKey(storageKey, variant.width) }),
  );
  const moves = listObjectKeys(row).map((from, index) => ({
    from,
    to: index === 0 ? storageKey : (variants[index - 1]?.key ?? ""),
  }));
  for (const { from, to } of moves) await storage.move(from, to);
  await db
    .updateTable("media_files")
    .set({
      storage_key: storageKey,
      filename: storageKey.split("/").pop() ?? storageKey,
      file_url: mediaUrl(storageKey),
      variants: JSON.stringify(variants),
    })
    .where("id", "=", row.id)
    .execute();
}

/** Writes new consent facts; a file that stops being publishable is hidden and re-keyed. */
async function writeConsent(
  db: Kysely<Database>,
  storage: MediaStorage,
  row: MediaRow,
  facts: ConsentFacts,
  now: Date,
) {
  await db
    .updateTable("media_files")
    .set(toColumns(facts, now.toISOString()))
    .where("id", "=", row.id)
    .execute();
  // Cached pages stop showing a hidden file before its objects are moved.
  await markVisibleContentChanged(db);
  const wasVisible = Number(row.publishable) === 1;
  if (wasVisible && !isPublishable(facts)) await moveToNewKeys(db, storage, row);
}

/** The consent form of a file. New consent replaces a withdrawn or expired one. */
export async function saveConsent(
  db: Kysely<Database>,
  storage: MediaStorage,
  { id, values, actor, ip }: { id: string; values: ConsentFormValues; actor: Actor; ip?: string },
) {
  const row = await findMediaRow(db, id);
  if (!row) return null;
  const now = new Date();
  const facts: ConsentFacts = {
    ...values,
    withdrawnAt: null,
    expiredAt: null,
    updatedAt: now.toISOString(),
  };
  await writeConsent(db, storage, row, facts, now);
  await recordAudit(db, {
    action: "media-consent-changed",
    actor,
    target: row.filename,
    detail: summarise(facts),
    ip,
  });
  return { publishable: isPublishable(facts) };
}

/** A parent or carer withdrew consent: hidden everywhere at once. False when none was on record. */
export async function withdrawConsent(
  db: Kysely<Database>,
  storage: MediaStorage,
  { id, actor, ip }: { id: string; actor: Actor; ip?: string },
) {
  const row = await findMediaRow(db, id);
  if (!row) return null;
  const consent = toMediaConsent(row);
  if (consent.children !== "identifiable" || consent.scope.length === 0 || consent.withdrawnAt) {
    return false;
  }
  const now = new Date();
  await writeConsent(db, storage, row, { ...consent, withdrawnAt: now.toISOString() }, now);
  await recordAudit(db, {
    action: "media-consent-withdrawn",
    actor,
    target: row.filename,
    detail: summarise(consent),
    ip,
  });
  return true;
}

/**
 * The scheduled check: consent whose expiry date has come is marked expired, and its file hidden
 * and re-keyed. Returns how many expired (the log and audit get the count and file names only).
 */
export async function expireConsents(db: Kysely<Database>, storage: MediaStorage, now: Date) {
  const today = toUkDateString(now);
  const due = await db
    .selectFrom("media_files")
    .selectAll()
    .where("children", "=", "identifiable")
    .where("consent_expires_on", "<=", today)
    .where("consent_expired_at", "is", null)
    .where("consent_withdrawn_at", "is", null)
    .execute();
  for (const row of due) {
    const consent = toMediaConsent(row);
    await writeConsent(db, storage, row, { ...consent, expiredAt: now.toISOString() }, now);
    await recordAudit(
      db,
      { action: "media-consent-expired", target: row.filename, detail: summarise(consent) },
      now,
    );
  }
  if (due.length > 0) logger.info("Consent expired", { files: due.length });
  return due.length;
}
