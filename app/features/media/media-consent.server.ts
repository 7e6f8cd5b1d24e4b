import type { Kysely } from "kysely";
import { recordAudit } from "~/shared/auth/audit-log.server";
import type { Database } from "~/shared/db/database-types";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { logger } from "~/shared/lib/logger.server";
import { toConsentColumns, toConsentFacts } from "./consent-columns.server";
import {
  type ConsentFacts,
  type ConsentFormValues,
  isPublishable,
  summariseConsent,
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
    .set({ ...toConsentColumns(facts, now.toISOString()), updated_at: now.toISOString() })
    .where("id", "=", row.id)
    .execute();
  // That write raised the content version (ADR 0031): cached pages stop showing a hidden file
  // before its objects are moved.
  const wasVisible = Number(row.publishable) === 1;
  if (wasVisible && !isPublishable(facts)) await moveToNewKeys(db, storage, row);
}

/** The consent form of a file. New consent replaces a withdrawn or expired one. */
export async function saveConsent(
  db: Kysely<Database>,
  storage: MediaStorage,
  { id, values, actor, ip }: { id: string; values: ConsentFormValues; actor: Actor; ip?: string },
) {
  const saved = await saveConsentForFiles(db, storage, { ids: [id], values, actor, ip });
  return saved && { publishable: saved.publishable === 1 };
}

/**
 * One decision recorded for several files (the library's selection), one audit entry each.
 * Every file is found first, so a missing one (deleted meanwhile) changes none: null. Returns how
 * many of them visitors now see.
 */
export async function saveConsentForFiles(
  db: Kysely<Database>,
  storage: MediaStorage,
  {
    ids,
    values,
    actor,
    ip,
  }: { ids: readonly string[]; values: ConsentFormValues; actor: Actor; ip?: string },
) {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom("media_files").selectAll().where("id", "in", unique).execute();
  if (rows.length !== unique.length) return null;
  const now = new Date();
  const facts = toConsentFacts(values, now.toISOString());
  for (const row of rows) {
    await writeConsent(db, storage, row, facts, now);
    await recordAudit(db, {
      action: "media-consent-changed",
      actor,
      target: row.filename,
      detail: summariseConsent(facts),
      ip,
    });
  }
  return { files: rows.length, publishable: isPublishable(facts) ? rows.length : 0 };
}

/**
 * Files that were public until migration 0016 hid them (nobody had decided about them) get new
 * keys, as a withdrawal's do, so no old URL (a bucket's included) still shows them. One still
 * hidden is moved; one a person has since cleared keeps its keys. Returns how many were moved.
 */
export async function rekeyFilesHiddenOnUpgrade(db: Kysely<Database>, storage: MediaStorage) {
  const due = await db.selectFrom("media_files").selectAll().where("rekey_due", "=", 1).execute();
  let moved = 0;
  for (const row of due) {
    // Objects the reconciler found missing cannot be moved, and no address serves them.
    if (Number(row.publishable) === 0 && row.missing_since === null) {
      await moveToNewKeys(db, storage, row);
      moved += 1;
    }
    await db.updateTable("media_files").set({ rekey_due: 0 }).where("id", "=", row.id).execute();
  }
  return moved;
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
    detail: summariseConsent(consent),
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
      { action: "media-consent-expired", target: row.filename, detail: summariseConsent(consent) },
      now,
    );
  }
  if (due.length > 0) logger.info("Consent expired", { files: due.length });
  return due.length;
}
