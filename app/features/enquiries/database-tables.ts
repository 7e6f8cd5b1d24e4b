/**
 * The enquiries' table, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    /** Contact messages and child registrations (ADR 0015); registration columns are null on messages. */
    enquiries: {
      id: string;
      /** "contact" or "registration". */
      kind: string;
      /** "new", "in-progress" or "done". */
      status: string;
      /** The sender, or the parent or guardian who registers a child. */
      name: string;
      email: string;
      phone: string | null;
      topic: string | null;
      message: string | null;
      /**
       * A registration's children (0023): a JSON list of { firstName, age (as the parent wrote
       * it: an age or a date of birth), activities (keys), supportNeeds (special category data,
       * "" unless its own consent was given), photoConsent (uses agreed; empty: none) }. Null on
       * messages and on registrations made before 0023, whose one child is in the columns below.
       */
      children: string | null;
      /** Before 0023: the one child's first name. */
      child_first_name: string | null;
      /** Before 0023: an age or a date of birth. */
      child_age: string | null;
      /** Before 0023: JSON array of activity keys. */
      activities: string | null;
      /** Before 0023: special category (health) data, kept only with `support_needs_consent`. */
      support_needs: string | null;
      support_needs_consent: number | null;
      /** The family's emergency contact. */
      emergency_contact: string | null;
      /** Before 0023: JSON array of photo uses agreed ("website", "social", "print"); empty: none. */
      photo_consent: string | null;
      notes: string;
      version: number;
      created_at: string;
      updated_at: string;
      /** When it was last marked done: enquiries are kept for a while after this. */
      done_at: string | null;
      updated_by_email: string | null;
    };
  }
}

// A module, so that the declaration above adds to Database rather than replacing it.
export {};
