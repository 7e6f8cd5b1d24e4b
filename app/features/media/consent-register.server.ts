import type { Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { toCsvDocument } from "~/shared/lib/csv";
import { scopeLabel } from "~/shared/site/consent-scopes";
import { describeConsent } from "./media-consent";
import { withPlacements } from "./media-files.server";
import { formatPlacement } from "./placement-labels";

const columns = [
  "File",
  "Original name",
  "Alt text",
  "Children",
  "Consent given by",
  "Scope",
  "Given on",
  "Expires on",
  "Withdrawn at",
  "Expired at",
  "Note",
  "Shown to visitors",
  "Used on",
];

/** The consent register: every media file with its consent record and where it is used. */
export async function buildConsentRegisterCsv(db: Kysely<Database>) {
  const stored = await db
    .selectFrom("media_files")
    .selectAll()
    .orderBy("created_at", "asc")
    .execute();
  const files = await withPlacements(db, stored);
  const rows = files.map((file) => {
    const { consent } = file;
    return [
      file.filename,
      file.originalName,
      file.altText,
      describeConsent(consent).label,
      consent.givenBy,
      consent.scope.map(scopeLabel).join(", "),
      consent.givenOn,
      consent.expiresOn,
      consent.withdrawnAt,
      consent.expiredAt,
      consent.note,
      file.isActive && consent.publishable ? "Yes" : "No",
      file.placements.map(formatPlacement).join("; "),
    ];
  });
  return toCsvDocument(columns, rows);
}
