import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { toUkDateString } from "~/shared/lib/format-date-time";
import { expiryWarningDays } from "./media-consent";
import { type MediaRow, withPlacements } from "./media-files.server";
import type { AttentionReason, NeedsAttentionItem } from "./needs-attention";

/** Enough to act on; the rest show once these are dealt with. */
const attentionLimit = 24;

/**
 * The Media tab's "Needs attention" list: files whose stored objects are missing (found by the
 * storage reconciler; made inactive); files hidden because consent is missing, withdrawn or
 * expired; consent that runs out within 30 days; and files nobody has decided about yet, which
 * visitors do not see until someone does (ADR 0026).
 */
export async function listNeedsAttention(
  db: Kysely<Database>,
  now = new Date(),
): Promise<NeedsAttentionItem[]> {
  const today = toUkDateString(now);
  const soon = toUkDateString(new Date(now.getTime() + expiryWarningDays * 86_400_000));
  const files = () => db.selectFrom("media_files").selectAll();
  const [missing, hidden, expiring, unreviewed] = await Promise.all([
    files()
      .where("missing_since", "is not", null)
      .orderBy("missing_since", "desc")
      .limit(attentionLimit)
      .execute(),
    files()
      .where("publishable", "=", 0)
      .where("children", "!=", "unreviewed")
      .orderBy("consent_updated_at", "desc")
      .limit(attentionLimit)
      .execute(),
    files()
      .where("publishable", "=", 1)
      .where("children", "=", "identifiable")
      .where("consent_expires_on", ">", today)
      .where("consent_expires_on", "<=", soon)
      .orderBy("consent_expires_on", "asc")
      .limit(attentionLimit)
      .execute(),
    files()
      .where("children", "=", "unreviewed")
      .orderBy("created_at", "desc")
      .limit(attentionLimit)
      .execute(),
  ]);
  const reasons = new Map<string, AttentionReason>([
    ...unreviewed.map((row) => [row.id, "unreviewed"] as const),
    ...expiring.map((row) => [row.id, "expiring"] as const),
    ...hidden.map((row) => [row.id, "hidden"] as const),
    ...missing.map((row) => [row.id, "missing"] as const),
  ]);
  // A file can be listed for two reasons; it shows once, for the one that matters most.
  const rows: MediaRow[] = [...missing, ...hidden, ...expiring, ...unreviewed].filter(
    (row, index, all) => all.findIndex((other) => other.id === row.id) === index,
  );
  const missingDays = new Map(
    missing.map((row) => [row.id, toUkDateString(new Date(row.missing_since ?? now))]),
  );
  return (await withPlacements(db, rows)).map((file) => ({
    file,
    reason: reasons.get(file.id) ?? "hidden",
    /** The UK date the file's objects were found missing. */
    missingSince: missingDays.get(file.id) ?? null,
  }));
}
