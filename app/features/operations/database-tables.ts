/**
 * Operations' table, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /** One row (id 1): the end of the time the last daily digest to staff counted. */
    staff_digest: {
      id: number;
      counted_until: string;
    };
  }
}

// A module, so that the declaration above adds to Database rather than replacing it.
export {};
