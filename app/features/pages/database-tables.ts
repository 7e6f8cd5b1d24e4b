/**
 * The pages' tables, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /** Every save of a page's copy (ADR 0012). */
    page_revision: {
      id: string;
      page_key: string;
      /** 1, 2, 3… per page, in the order they were saved. */
      number: number;
      /** JSON: PageContent, checked against the schema whenever it is read. */
      content: string;
      note: string | null;
      /** How it was made: "save", "restore", "content-tab" (the quick editor). */
      origin: string;
      /** The revision the editor started from (null: the built-in copy). */
      based_on: string | null;
      /** The editor's key for one press of a button, so a repeated request does the work once. */
      request_id: string | null;
      created_by: string | null;
      created_by_email: string | null;
      created_at: string;
    };
    /** One row per page that staff have saved: which revision is latest, published, scheduled. */
    page_document: {
      page_key: string;
      head_revision_id: string;
      published_revision_id: string | null;
      published_at: string | null;
      published_by_email: string | null;
      scheduled_revision_id: string | null;
      publish_at: string | null;
      updated_at: string;
    };
    /** An editor's change waiting for an administrator, or sent back (ADR 0028); one per page. */
    page_approval: {
      page_key: string;
      revision_id: string;
      /** "pending" (waiting for an administrator) or "sent-back" (with `comment`). */
      status: string;
      submitted_by: string;
      submitted_by_email: string;
      submitted_at: string;
      comment: string | null;
      reviewed_by_email: string | null;
      reviewed_at: string | null;
    };
  }
}

// A module, so that the declaration above adds to Database rather than replacing it.
export {};
