import { type Kysely, type Selectable, sql } from "kysely";
import type { MediaCategory, SectionAssignment } from "~/content/vocabulary";
import type { Database } from "~/db/database-types";
import type { MediaFile, MediaVariant } from "./media-file";
import { findCandidateOriginalKeys } from "./media-keys.server";
import { allowedMediaTypes, type MediaKind } from "./media-types";

type MediaRow = Selectable<Database["media_files"]>;
type StoredVariant = Omit<MediaVariant, "url">;

/** Every file is served by the site under this path, whatever the storage (ADR 0007). */
export function mediaUrl(key: string) {
  return `/media/${key}`;
}

export function toMediaFile(row: MediaRow): MediaFile {
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
    pageAssignment: row.page_assignment,
    sectionAssignment: row.section_assignment as SectionAssignment | null,
    isActive: Number(row.is_active) === 1,
    width: row.width,
    height: row.height,
    variants: variants.map((variant) => ({ ...variant, url: mediaUrl(variant.key) })),
    createdAt: row.created_at,
  };
}

export type NewMediaFile = Omit<MediaRow, "variants" | "is_active"> & {
  variants: StoredVariant[];
  is_active: boolean;
};

export async function insertMediaFile(db: Kysely<Database>, file: NewMediaFile) {
  await db
    .insertInto("media_files")
    .values({ ...file, variants: JSON.stringify(file.variants), is_active: file.is_active ? 1 : 0 })
    .execute();
}

export type MediaListQuery = {
  category?: MediaCategory;
  fileType?: MediaKind;
  /** Only files visitors can see (the pickers that place a file on a page). */
  activeOnly?: boolean;
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
  if (query.activeOnly) filtered = filtered.where("is_active", "=", 1);
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
    files: rows.map(toMediaFile),
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
  return rows.map(toMediaFile);
}

export async function findMediaRow(db: Kysely<Database>, id: string) {
  return db.selectFrom("media_files").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every object a row owns: the original and its copies. */
export function listObjectKeys(row: Pick<MediaRow, "storage_key" | "variants">) {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  return [row.storage_key, ...variants.map((variant) => variant.key)];
}

/**
 * What to send for a requested object key (the original or one of its WebP copies): its type and
 * whether its file is active. Undefined when no file owns the key.
 */
export async function findMediaObject(db: Kysely<Database>, key: string) {
  const candidates = findCandidateOriginalKeys(
    key,
    allowedMediaTypes.map((type) => type.extension),
  );
  const row = await db
    .selectFrom("media_files")
    .select(["storage_key", "mime_type", "variants", "is_active"])
    .where("storage_key", "in", candidates)
    .executeTakeFirst();
  if (!row) return undefined;
  const active = Number(row.is_active) === 1;
  if (row.storage_key === key) return { contentType: row.mime_type, active };
  const variants = JSON.parse(row.variants) as StoredVariant[];
  if (!variants.some((variant) => variant.key === key)) return undefined;
  return { contentType: "image/webp", active };
}

export type MediaDetailsUpdate = {
  altText: string;
  caption: string | null;
  category: MediaCategory;
  pageAssignment: string | null;
  sectionAssignment: SectionAssignment | null;
};

/** True when the row existed. Moving a file to another page or section counts as placing it. */
export async function updateMediaDetails(
  db: Kysely<Database>,
  id: string,
  details: MediaDetailsUpdate,
) {
  const current = await db
    .selectFrom("media_files")
    .select(["page_assignment", "section_assignment", "assigned_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return false;
  const now = new Date().toISOString();
  const moved =
    current.page_assignment !== details.pageAssignment ||
    current.section_assignment !== details.sectionAssignment;
  const result = await db
    .updateTable("media_files")
    .set({
      alt_text: details.altText,
      caption: details.caption,
      category: details.category,
      page_assignment: details.pageAssignment,
      section_assignment: details.sectionAssignment,
      assigned_at: moved ? now : current.assigned_at,
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Places an image on a page's section (Page Images, Serving Humanity), or takes it off any page
 * with `null`. A file is on one page at a time. True when the row existed.
 */
export async function assignMedia(
  db: Kysely<Database>,
  id: string,
  placement: { page: string; section: SectionAssignment } | null,
) {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("media_files")
    .set({
      page_assignment: placement?.page ?? null,
      section_assignment: placement?.section ?? null,
      assigned_at: now,
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A page section's files, the one visitors see first at the top. */
export async function listSectionMedia(
  db: Kysely<Database>,
  query: { page: string; section: SectionAssignment; activeOnly: boolean; limit: number },
) {
  let select = db
    .selectFrom("media_files")
    .selectAll()
    .where("page_assignment", "=", query.page)
    .where("section_assignment", "=", query.section);
  if (query.activeOnly) select = select.where("is_active", "=", 1);
  const rows = await select
    .orderBy("assigned_at", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .execute();
  return rows.map(toMediaFile);
}

/** Active files placed on any of these page assignments, most recently placed first (§7). */
export async function listActivePageMedia(
  db: Kysely<Database>,
  pageAssignments: readonly string[],
  limit: number,
  only: { fileType?: MediaKind; sections?: readonly SectionAssignment[] } = {},
) {
  let select = db
    .selectFrom("media_files")
    .selectAll()
    .where("page_assignment", "in", pageAssignments)
    .where("is_active", "=", 1);
  if (only.fileType) select = select.where("file_type", "=", only.fileType);
  if (only.sections) select = select.where("section_assignment", "in", only.sections);
  const rows = await select
    .orderBy("assigned_at", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toMediaFile);
}

export async function setMediaActive(db: Kysely<Database>, id: string, active: boolean) {
  const result = await db
    .updateTable("media_files")
    .set({ is_active: active ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMediaRow(db: Kysely<Database>, id: string) {
  await db.deleteFrom("media_files").where("id", "=", id).execute();
}
