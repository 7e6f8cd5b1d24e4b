/**
 * The documents library's table, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /** The documents library's PDFs (0028, ADR 0042): one cleaned object each, in media storage. */
    documents: {
      id: string;
      title: string;
      description: string;
      /** One of `documentCategories` (app/features/documents/document-types.ts). */
      category: string;
      /** The stored object's key: `documents/{stamp}.pdf`, never the uploader's name. */
      storage_key: string;
      /** The cleaned file's size in bytes: what visitors download. */
      file_size: number;
      /** SHA-256 (hex) of the cleaned file: its ETag. */
      sha256: string;
      /** SHA-256 (hex) of the file as uploaded: unique, so the same PDF is stored once. */
      upload_sha256: string;
      /** The uploader's file name, shown to staff only. */
      original_name: string;
      created_by: string | null;
      created_at: string;
      updated_at: string;
    };
  }
}

// A module, so that the declaration above adds to Database rather than replacing it.
export {};
