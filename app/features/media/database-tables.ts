import type { Generated } from "kysely";

/**
 * The media library's tables, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    media_files: {
      id: string;
      /** The stored object's file name (server-made, never the uploader's). */
      filename: string;
      original_name: string;
      /** Where the site serves it: /media/<storage_key>. */
      file_url: string;
      file_type: "image" | "video";
      file_size: number;
      category: string;
      alt_text: string;
      caption: string | null;
      is_active: number;
      created_by: string | null;
      created_at: string;
      updated_at: string;
      storage_key: string;
      mime_type: string;
      width: number | null;
      height: number | null;
      /** JSON: MediaVariant[]. */
      variants: string;
      sha256: string;
      /** The browser's key for the form submission that uploaded it; unique per uploader. */
      upload_key: string | null;
      /** What staff said the file shows: "unreviewed", "none" or "identifiable" children. */
      children: string;
      consent_given_by: string | null;
      /** Comma-separated consent scope: website, social, print. */
      consent_scope: string | null;
      /** Dates as YYYY-MM-DD (UK local dates, as on a consent form). */
      consent_given_on: string | null;
      consent_expires_on: string | null;
      consent_note: string | null;
      consent_withdrawn_at: string | null;
      /** Set by the expiry job once the expiry date has passed. */
      consent_expired_at: string | null;
      consent_updated_at: string | null;
      /** 1 when visitors may see it (consent allows); derived by app/features/media/media-consent.ts. */
      publishable: number;
      /** When the storage reconciler found one of its objects gone (the file is then inactive). */
      missing_since: string | null;
      /** 1 while a file hidden by migration 0016 waits for new keys (rekeyFilesHiddenOnUpgrade). */
      rekey_due: Generated<number>;
      /** SHA-256 of the bytes as uploaded (ADR 0035); null for files uploaded before 0022. */
      upload_sha256: string | null;
      /** 1 when staff uploaded it although the library held the same bytes (ADR 0035). */
      upload_insisted: Generated<number>;
      /** Focal point (ADR 0036), whole percentages 0-100 from the left and top; null: the centre. */
      focal_x: number | null;
      focal_y: number | null;
    };
    /** Where a media file shows: one row per page (or whole site section) and section. */
    media_placements: {
      id: string;
      /** The uploaded file placed here; null for a built-in picture. */
      media_id: string | null;
      /** A built-in catalogue picture's id when no file is placed. */
      builtin_image: string | null;
      page: string;
      section: string | null;
      placed_by: string | null;
      /** Public pages show the most recently placed first. */
      placed_at: string;
    };
  }
}
