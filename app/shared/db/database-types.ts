import type { Generated } from "kysely";

/** The columns every staff-edited record table has (reviews, videos, events, ...). */
export type RecordColumns = {
  id: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by_email: string | null;
};

/**
 * Tables the app queries directly: here those several features share and better-auth's; a
 * feature's own tables are added to this interface by its `database-tables.ts` (ADR 0047). Times
 * are ISO-8601 UTC strings in our own tables (one format on both SQLite and PostgreSQL, sortable
 * as text). better-auth owns `user`, `session` and `account`; only the columns we read or write are
 * typed here, and their dates come back as a Date on PostgreSQL and an ISO string on SQLite.
 */
export interface Database {
  /** One row (id 1): raised by triggers on every write visitors would see (ADR 0031). */
  content_version: {
    id: number;
    /** A bigint: PostgreSQL's driver returns it as a string, SQLite as a number. */
    version: number | string;
  };
  site_setting: {
    key: string;
    /** JSON-encoded value. */
    value: string;
    updated_at: string;
    updated_by: string | null;
  };
  audit_log: {
    id: string;
    created_at: string;
    actor_id: string | null;
    actor_email: string | null;
    action: string;
    target: string | null;
    detail: string | null;
    ip: string | null;
  };
  /** Work the server does later (app/shared/jobs/ and each feature's jobs.server.ts): one row per job, claimed by one process at a time. */
  scheduled_job: {
    name: string;
    /** When the job is next due. */
    run_at: string;
    /** Set while a process runs the job; others may take it over once it has passed. */
    locked_until: string | null;
    last_started_at: string | null;
    /** When the last run ended, whether it succeeded or failed (then last_error says why). */
    last_finished_at: string | null;
    last_error: string | null;
  };
  /** Public forms' per-key counters (e.g. submissions per address per hour). */
  rate_limits: {
    key: string;
    count: number;
    window_started_at: string;
  };
  app_secret: {
    name: string;
    value: string;
  };
  user: {
    id: string;
    name: string;
    email: string;
    role: string;
    mustChangePassword: number | boolean;
    twoFactorEnabled: number | boolean | null;
    createdAt: Date | string;
    updatedAt: Date | string;
  };
  session: {
    id: Generated<string>;
    token: string;
    userId: string;
    createdAt: Date | string;
    updatedAt: Date | string;
    expiresAt: Date | string;
  };
  account: {
    id: string;
    userId: string;
    providerId: string;
    /** better-auth's hash of the password ("credential" accounts only). */
    password: string | null;
    updatedAt: Date | string;
  };
  /** better-auth's two-factor plugin: the encrypted TOTP secret and recovery codes. */
  twoFactor: {
    id: string;
    userId: string;
    secret: string;
    backupCodes: string;
    verified: number | boolean | null;
  };
}
