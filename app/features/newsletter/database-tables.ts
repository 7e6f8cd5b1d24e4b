import type { Generated } from "kysely";

/**
 * The newsletter's tables, merged into `Database` (app/shared/db/database-types.ts):
 * a feature declares the tables it owns beside their migrations, so adding one edits no shared
 * list (ADR 0047).
 */
declare module "~/shared/db/database-types" {
  interface Database {
    newsletter_subscribers: {
      id: string;
      /** Lower-case. */
      email: string;
      first_name: string | null;
      /** "pending" until the address is confirmed, then "subscribed". Unsubscribing deletes the row. */
      status: string;
      created_at: string;
      confirmed_at: string | null;
      updated_at: string;
      /** Who confirms a pending sign-up: "email" (the visitor's link) or "staff" (no mail). */
      confirm_by: Generated<string>;
    };
    newsletters: {
      id: string;
      template: string;
      subject: string;
      /** The body: a rich-text document as JSON (0025; plain text before, rewritten by it). */
      content: string;
      /** The library photo under the subject, if any (0025): sent only while visitors may see it. */
      photo_id: string | null;
      /** "sending" or "sent". */
      status: string;
      recipient_count: number;
      created_by_email: string | null;
      created_at: string;
      finished_at: string | null;
    };
    /** One row per recipient of a newsletter, made when it is sent. */
    newsletter_deliveries: {
      newsletter_id: string;
      subscriber_id: string;
      email: string;
      /** "pending", "sending" (claimed; never sent again), "sent" or "failed". */
      status: string;
      updated_at: string;
    };
  }
}
