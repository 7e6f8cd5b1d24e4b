import type { Kysely } from "kysely";
import type { Database } from "~/db/database-types";
import { describeConsent, scopeLabel } from "./media-consent";
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

/**
 * One CSV cell: quoted, and a leading = + - @ (or tab/CR) defused with an apostrophe, so a
 * spreadsheet never runs a formula someone typed into a caption or name.
 */
function toCell(value: string | null) {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The consent register: every media file with its consent record and where it is used. */
export async function buildConsentRegisterCsv(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("media_files")
    .selectAll()
    .orderBy("created_at", "asc")
    .execute();
  const files = await withPlacements(db, rows);
  const lines = files.map((file) => {
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
    ]
      .map(toCell)
      .join(",");
  });
  // A byte order mark so Excel reads UTF-8 names correctly.
  return `\ufeff${[columns.map(toCell).join(","), ...lines].join("\r\n")}\r\n`;
}
