import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "~/shared/db/database-types";
import { type FocalPoint, readFocalPoint } from "~/shared/lib/focal-point";
import type { ConsentScope } from "~/shared/site/consent-scopes";
import type { MediaCategory, SectionAssignment } from "~/shared/site/vocabulary";
import { toConsentColumns, toConsentFacts } from "./consent-columns.server";
import type { ChildrenState, ConsentFormValues, MediaConsent } from "./media-consent";
import type { MediaFile, MediaPlacement, MediaVariant, PlacedMediaFile } from "./media-file";
import { findCandidateOriginalKeys } from "./media-keys.server";
import { allowedMediaTypes, type MediaKind } from "./media-types";

export type MediaRow = Selectable<Database["media_files"]>;
type PlacementRow = Selectable<Database["media_placements"]>;
type StoredVariant = Omit<MediaVariant, "url">;

/** Every file is served by the site under this path, whatever the storage (ADR 0007). */
export function mediaUrl(key: string) {
  return `/media/${key}`;
}

export function toMediaConsent(row: MediaRow): MediaConsent {
  return {
    children: row.children as ChildrenState,
    givenBy: row.consent_given_by,
    scope: (row.consent_scope ? row.consent_scope.split(",") : []) as ConsentScope[],
    givenOn: row.consent_given_on,
    expiresOn: row.consent_expires_on,
    note: row.consent_note,
    withdrawnAt: row.consent_withdrawn_at,
    expiredAt: row.consent_expired_at,
    updatedAt: row.consent_updated_at,
    publishable: Number(row.publishable) === 1,
  };
}

function toPlacement(row: PlacementRow): MediaPlacement {
  return {
    id: row.id,
    page: row.page,
    section: row.section as SectionAssignment | null,
    placedAt: row.placed_at,
  };
}

export function toMediaFile(row: MediaRow, placements: readonly PlacementRow[] = []): MediaFile {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.original_name,
    url: row.file_url,
    fileType: row.file_type,
    mimeType: row.mime_type,
    fileSize: Number(row.file_size),
    category: row.category as MediaCategory,
    altText: row.alt_text,
    caption: row.caption,
    placements: placements.map(toPlacement),
    isActive: Number(row.is_active) === 1,
    consent: toMediaConsent(row),
    width: row.width,
    height: row.height,
    variants: variants.map((variant) => ({ ...variant, url: mediaUrl(variant.key) })),
    focalPoint: readFocalPoint(row.focal_x, row.focal_y),
    createdAt: row.created_at,
  };
}

/** The rows as files, each with every placement, most recently placed first (one more query). */
export async function withPlacements(db: Kysely<Database>, rows: MediaRow[]) {
  if (rows.length === 0) return [];
  const placements = await db
    .selectFrom("media_placements")
    .selectAll()
    .where(
      "media_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("placed_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) =>
    toMediaFile(
      row,
      placements.filter((placement) => placement.media_id === row.id),
    ),
  );
}

export type NewMediaFile = Pick<
  MediaRow,
  | "id"
  | "filename"
  | "original_name"
  | "file_url"
  | "file_type"
  | "file_size"
  | "category"
  | "alt_text"
  | "caption"
  | "created_by"
  | "created_at"
  | "updated_at"
  | "storage_key"
  | "mime_type"
  | "width"
  | "height"
  | "sha256"
> & {
  variants: StoredVariant[];
  is_active: boolean;
  upload_key?: string | null;
  /** The uploaded bytes' hash and whether staff kept it as a copy (ADR 0035). */
  upload_sha256?: string | null;
  upload_insisted?: number;
  /** The uploader's decision (ADR 0026); null: none yet, so visitors do not see it. */
  consent: ConsentFormValues | null;
};

export type NewPlacement = { page: string; section: SectionAssignment | null };

/** The row and its first placement together: an upload is stored whole or not at all. */
export async function insertMediaFile(
  db: Kysely<Database>,
  file: NewMediaFile,
  placement: NewPlacement | null,
) {
  const { consent, ...columns } = file;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("media_files")
      .values({
        ...columns,
        variants: JSON.stringify(file.variants),
        is_active: file.is_active ? 1 : 0,
        ...toConsentColumns(toConsentFacts(consent, file.created_at), file.created_at),
      })
      .execute();
    if (placement) {
      await trx
        .insertInto("media_placements")
        .values({
          id: randomUUID(),
          media_id: file.id,
          page: placement.page,
          section: placement.section,
          placed_by: file.created_by,
          placed_at: file.created_at,
        })
        .execute();
    }
  });
  return findMediaFile(db, file.id);
}

export type MediaListQuery = {
  category?: MediaCategory;
  fileType?: MediaKind;
  /** Only files visitors can see (the pickers that place a file on a page). */
  activeOnly?: boolean;
  /** Only files nobody has made a consent decision about. */
  undecidedOnly?: boolean;
  /** Matched against alt text, caption and original name, ignoring case. */
  search?: string;
  page: number;
  pageSize: number;
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of the library, newest first, with the total and the number matching the filter. */
export async function listMediaFiles(db: Kysely<Database>, query: MediaListQuery) {
  let filtered = db.selectFrom("media_files");
  if (query.category) filtered = filtered.where("category", "=", query.category);
  if (query.fileType) filtered = filtered.where("file_type", "=", query.fileType);
  if (query.activeOnly) filtered = filtered.where("is_active", "=", 1).where("publishable", "=", 1);
  if (query.undecidedOnly) filtered = filtered.where("children", "=", "unreviewed");
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    filtered = filtered.where((eb) =>
      eb.or(
        (["alt_text", "caption", "original_name"] as const).map(
          (column) =>
            // ESCAPE spelled out: SQLite has no default escape character for LIKE.
            sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, matching, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("media_files")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    files: await withPlacements(db, rows),
    matching: Number(matching.count),
    total: Number(total.count),
  };
}

export async function listRecentMediaFiles(db: Kysely<Database>, limit: number) {
  const rows = await db
    .selectFrom("media_files")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return withPlacements(db, rows);
}

export async function findMediaRow(db: Kysely<Database>, id: string) {
  return db.selectFrom("media_files").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A file with its placements, or undefined. */
export async function findMediaFile(db: Kysely<Database>, id: string) {
  const row = await findMediaRow(db, id);
  return row ? (await withPlacements(db, [row]))[0] : undefined;
}

function listVariantKeys(row: Pick<MediaRow, "variants">) {
  return (JSON.parse(row.variants) as StoredVariant[]).map((variant) => variant.key);
}

/** Every object a row owns: the original and its copies. */
export function listObjectKeys(row: Pick<MediaRow, "storage_key" | "variants">) {
  return [row.storage_key, ...listVariantKeys(row)];
}

/** Every object a row owns with its type: the original's, and WebP for its copies. */
export function listStoredObjects(row: Pick<MediaRow, "storage_key" | "variants" | "mime_type">) {
  return [
    { key: row.storage_key, contentType: row.mime_type },
    ...listVariantKeys(row).map((key) => ({ key, contentType: "image/webp" })),
  ];
}

/**
 * What to send for a requested object key (the original or one of its WebP copies): its type and
 * whether visitors may see it. Undefined when no file owns the key.
 */
export async function findMediaObject(db: Kysely<Database>, key: string) {
  const candidates = findCandidateOriginalKeys(
    key,
    allowedMediaTypes.map((type) => type.extension),
  );
  const row = await db
    .selectFrom("media_files")
    .select(["storage_key", "mime_type", "variants", "is_active", "publishable"])
    .where("storage_key", "in", candidates)
    .executeTakeFirst();
  if (!row) return undefined;
  const visible = Number(row.is_active) === 1 && Number(row.publishable) === 1;
  if (row.storage_key === key) return { contentType: row.mime_type, visible };
  const variants = JSON.parse(row.variants) as StoredVariant[];
  if (!variants.some((variant) => variant.key === key)) return undefined;
  return { contentType: "image/webp", visible };
}

export type MediaDetailsUpdate = {
  altText: string;
  caption: string | null;
  category: MediaCategory;
};

/** Sets a photo's focal point, or back to the centre with null; true when the row existed. */
export async function updateFocalPoint(db: Kysely<Database>, id: string, point: FocalPoint | null) {
  const result = await db
    .updateTable("media_files")
    .set({
      focal_x: point?.x ?? null,
      focal_y: point?.y ?? null,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the row existed. */
export async function updateMediaDetails(
  db: Kysely<Database>,
  id: string,
  details: MediaDetailsUpdate,
) {
  const result = await db
    .updateTable("media_files")
    .set({
      alt_text: details.altText,
      caption: details.caption,
      category: details.category,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What is placed: an uploaded file, or a built-in catalogue picture (§7 merges the two). */
export type PlacementSubject = { mediaId: string } | { builtinImage: string };

function subjectColumns(subject: PlacementSubject) {
  return "mediaId" in subject
    ? { media_id: subject.mediaId, builtin_image: null }
    : { media_id: null, builtin_image: subject.builtinImage };
}

function matchSubject(
  eb: ExpressionBuilder<Database, "media_placements">,
  subject: PlacementSubject,
) {
  return "mediaId" in subject
    ? eb("media_id", "=", subject.mediaId)
    : eb("builtin_image", "=", subject.builtinImage);
}

/**
 * Places a file or built-in picture on a page's section, keeping every other placement. Placing
 * it where it already is makes it the most recently placed there (what visitors see first).
 */
export async function addPlacement(
  db: Kysely<Database>,
  subject: PlacementSubject,
  placement: NewPlacement,
  placedBy: string,
) {
  const now = new Date().toISOString();
  const columns = subjectColumns(subject);
  const existing = await db
    .selectFrom("media_placements")
    .select("id")
    .where((eb) => matchSubject(eb, subject))
    .where("page", "=", placement.page)
    .where((eb) =>
      placement.section === null
        ? eb("section", "is", null)
        : eb("section", "=", placement.section),
    )
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("media_placements")
      .set({ placed_at: now, placed_by: placedBy })
      .where("id", "=", existing.id)
      .execute();
    return existing.id;
  }
  const id = randomUUID();
  await db
    .insertInto("media_placements")
    .values({ id, ...columns, ...placement, placed_by: placedBy, placed_at: now })
    .execute();
  return id;
}

/** Takes a file or built-in picture off one page section; true when that placement existed. */
export async function removePlacement(
  db: Kysely<Database>,
  subject: PlacementSubject,
  placementId: string,
) {
  const result = await db
    .deleteFrom("media_placements")
    .where("id", "=", placementId)
    .where((eb) => matchSubject(eb, subject))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Built-in pictures placed on these pages (and sections), most recently placed first. */
export async function listBuiltInPlacements(
  db: Kysely<Database>,
  pages: readonly string[],
  sections?: readonly SectionAssignment[],
) {
  let select = db
    .selectFrom("media_placements")
    .selectAll()
    .where("builtin_image", "is not", null)
    .where("page", "in", pages);
  if (sections) select = select.where("section", "in", sections);
  const rows = await select.orderBy("placed_at", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({ imageId: row.builtin_image ?? "", placement: toPlacement(row) }));
}

function placedFiles(db: Kysely<Database>) {
  return db
    .selectFrom("media_placements as p")
    .innerJoin("media_files as f", "f.id", "p.media_id")
    .selectAll("f")
    .select(["p.id as placement_id", "p.page", "p.section", "p.placed_at", "p.placed_by"]);
}

type PlacedRow = MediaRow & {
  placement_id: string;
  page: string;
  section: string | null;
  placed_at: string;
  placed_by: string | null;
};

function toPlaced(row: PlacedRow): PlacedMediaFile {
  const { placement_id, page, section, placed_at, placed_by, ...file } = row;
  const placement = {
    id: placement_id,
    media_id: file.id,
    builtin_image: null,
    page,
    section,
    placed_at,
    placed_by,
  };
  return { file: toMediaFile(file, [placement]), placement: toPlacement(placement) };
}

/** A page section's files, the one visitors see first at the top. */
export async function listSectionMedia(
  db: Kysely<Database>,
  query: { page: string; section: SectionAssignment; activeOnly: boolean; limit: number },
) {
  let select = placedFiles(db)
    .where("p.page", "=", query.page)
    .where("p.section", "=", query.section);
  if (query.activeOnly) select = select.where("f.is_active", "=", 1).where("f.publishable", "=", 1);
  const rows = await select
    .orderBy("p.placed_at", "desc")
    .orderBy("f.created_at", "desc")
    .orderBy("f.id", "desc")
    .limit(query.limit)
    .execute();
  return rows.map((row) => toPlaced(row as PlacedRow));
}

/** A built-in catalogue picture placed in one spot. */
export type PlacedBuiltIn = { imageId: string; placement: MediaPlacement };

/**
 * What visitors see on these pages or site sections, most recently placed first (§7), in one
 * query: files that are active and publishable, and built-in pictures (§7 merges the two).
 */
export async function listVisiblePageMedia(
  db: Kysely<Database>,
  pageAssignments: readonly string[],
  limit: number,
  only: { imagesOnly?: boolean; sections?: readonly SectionAssignment[] } = {},
): Promise<(PlacedMediaFile | PlacedBuiltIn)[]> {
  let select = db
    .selectFrom("media_placements as p")
    .leftJoin("media_files as f", "f.id", "p.media_id")
    .selectAll("f")
    .select([
      "p.id as placement_id",
      "p.builtin_image",
      "p.page",
      "p.section",
      "p.placed_at",
      "p.placed_by",
    ])
    .where("p.page", "in", pageAssignments)
    .where((eb) =>
      eb.or([
        eb("p.builtin_image", "is not", null),
        eb.and([
          eb("f.is_active", "=", 1),
          eb("f.publishable", "=", 1),
          ...(only.imagesOnly ? [eb("f.file_type", "=", "image")] : []),
        ]),
      ]),
    );
  if (only.sections) select = select.where("p.section", "in", only.sections);
  const rows = await select
    .orderBy("p.placed_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    if (row.builtin_image === null) return toPlaced(row as PlacedRow);
    const placement = toPlacement({ ...row, id: row.placement_id, media_id: null });
    return { imageId: row.builtin_image, placement };
  });
}

export async function setMediaActive(db: Kysely<Database>, id: string, active: boolean) {
  const result = await db
    .updateTable("media_files")
    .set({ is_active: active ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Its placements go with it. */
export async function deleteMediaRow(db: Kysely<Database>, id: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("media_placements").where("media_id", "=", id).execute();
    await trx.deleteFrom("media_files").where("id", "=", id).execute();
  });
}
