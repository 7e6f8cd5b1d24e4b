import { makeDocumentPath } from "~/shared/site/document-path";
import type { DocumentCategory } from "~/shared/site/document-types";

/** A document as visitors' pages list it. */
export type SiteDocument = {
  id: string;
  title: string;
  description: string;
  category: DocumentCategory;
  /** The cleaned file's size in bytes. */
  fileSize: number;
  /** When it was added to the library (ISO 8601). */
  addedAt: string;
  path: string;
};

/** A document as the Documents tab shows it: what visitors see, and what only staff see. */
export type LibraryDocument = SiteDocument & {
  /** The uploader's file name. */
  originalName: string;
  updatedAt: string;
};

type DocumentColumns = {
  id: string;
  title: string;
  description: string;
  category: string;
  file_size: number | string;
  original_name: string;
  created_at: string;
  updated_at: string;
};

export function toSiteDocument(row: Omit<DocumentColumns, "original_name" | "updated_at">) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as DocumentCategory,
    // PostgreSQL's driver may answer an integer column as a string.
    fileSize: Number(row.file_size),
    addedAt: row.created_at,
    path: makeDocumentPath(row),
  } satisfies SiteDocument;
}

export function toLibraryDocument(row: DocumentColumns): LibraryDocument {
  return { ...toSiteDocument(row), originalName: row.original_name, updatedAt: row.updated_at };
}
