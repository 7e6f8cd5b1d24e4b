import type { Insertable, Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import type { DocumentCategory } from "~/shared/site/document-types";
import type { DocumentDetails } from "./document-schema";
import { toLibraryDocument, toSiteDocument } from "./site-document";

type Db = Kysely<Database>;
export type DocumentRow = Database["documents"];

const publicColumns = [
  "id",
  "title",
  "description",
  "category",
  "file_size",
  "created_at",
] as const;

export async function insertDocumentRow(db: Db, row: Insertable<DocumentRow>) {
  await db.insertInto("documents").values(row).execute();
}

export async function findDocumentRow(db: Db, id: string) {
  return db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The library's document uploaded with these bytes, if any. */
export async function findDocumentByUpload(db: Db, uploadSha256: string) {
  return db
    .selectFrom("documents")
    .select(["id", "title"])
    .where("upload_sha256", "=", uploadSha256)
    .executeTakeFirst();
}

/** Every document, newest first, as the Documents tab lists them. */
export async function listLibraryDocuments(db: Db) {
  const rows = await db
    .selectFrom("documents")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toLibraryDocument);
}

/** The documents of these kinds, newest first, as pages list them. */
export async function listDocumentsOf(db: Db, categories: readonly DocumentCategory[]) {
  if (categories.length === 0) return [];
  const rows = await db
    .selectFrom("documents")
    .select(publicColumns)
    .where("category", "in", categories)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toSiteDocument);
}

/** One document as pages link it, or undefined when it is gone. */
export async function findSiteDocument(db: Db, id: string) {
  const row = await db
    .selectFrom("documents")
    .select(publicColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toSiteDocument(row) : undefined;
}

/** Saves new words and kind; false when the document is gone. */
export async function updateDocumentDetails(db: Db, id: string, details: DocumentDetails) {
  const result = await db
    .updateTable("documents")
    .set({ ...details, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDocumentRow(db: Db, id: string) {
  await db.deleteFrom("documents").where("id", "=", id).execute();
}
