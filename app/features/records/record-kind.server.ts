import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AuditAction } from "~/shared/auth/audit-log.server";
import type { Database } from "~/shared/db/database-types";
import type { AdminTabKey } from "~/shared/staff-shell/admin-tabs";
import type { RecordTable, RecordValues } from "./record-store.server";

/**
 * One kind of record kept in a dashboard tab: its table, the form's schema, how a valid form
 * becomes columns, and how it is named in messages and the audit log. The tab's generic action
 * (`record-action.server.ts`) does the rest the same way for every kind.
 */
export type RecordKind<T extends RecordTable, S extends z.ZodType> = {
  table: T;
  tab: AdminTabKey;
  /** "review" in sentences, "Review" in titles. */
  noun: string;
  title: string;
  schema: S;
  /** The form field holding a media library file's id, checked before it is saved. */
  imageField?: keyof z.output<S> & string;
  /** The columns a valid form writes; `existing` is the row being edited (null: a new one). */
  toColumns: (
    input: z.output<S>,
    existing: Database[T] | null,
    db: Kysely<Database>,
  ) => Promise<RecordValues<T>> | RecordValues<T>;
  /** How the audit log names a record, e.g. its title. */
  describe: (row: Partial<Database[T]>) => string;
  /**
   * The ids in the order the tab lists them, in groups: moving swaps a record with its neighbour
   * in its group (events only reorder among those that start at the same time).
   */
  listOrder: (db: Kysely<Database>) => Promise<string[][]>;
  audit: { added: AuditAction; changed: AuditAction; deleted: AuditAction };
};
