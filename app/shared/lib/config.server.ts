import path from "node:path";
import { z } from "zod";
import { defaultSiteSettings } from "~/shared/site/site-settings";

/**
 * A save waits up to 3 s for a lock (then 503); a PostgreSQL statement may run 15 s; 10
 * PostgreSQL connections. Scripts and tests that open the database themselves use these too.
 */
export const defaultDatabaseLimits = {
  lockTimeoutMs: 3000,
  statementTimeoutMs: 15_000,
  poolSize: 10,
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  SITE_URL: z.url().optional(),
  TRUST_PROXY: z.string().optional(),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// URL")
    .optional(),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(defaultDatabaseLimits.lockTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(defaultDatabaseLimits.statementTimeoutMs),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(defaultDatabaseLimits.poolSize),
  MIGRATE_ON_START: z.enum(["true", "false"]).default("true"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(3).default(`${defaultSiteSettings.slug}-media`),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  PG_DUMP_PATH: z.string().min(1).default("pg_dump"),
  PG_RESTORE_PATH: z.string().min(1).default("pg_restore"),
  MEDIA_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  UPLOADS_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(60),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(10_240),
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RECONCILE_ORPHAN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  NEWSLETTER_BATCH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(43_200).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOAD_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  ADMIN_SETUP_CODE: z.string().trim().min(12, "must be at least 12 characters").optional(),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (value) => z.email().safeParse(value.match(/<([^<>]+)>\s*$/)?.[1] ?? value).success,
      "must be an email address or Name <address>",
    )
    .optional(),
});

export type S3Config = {
  bucket: string;
  /** Unset: AWS itself. Set for any other S3-compatible service (MinIO, R2, Spaces...). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the bucket's objects can be read publicly; unset: short-lived signed links. */
  publicUrl: string | undefined;
  forcePathStyle: boolean;
};

export type DatabaseLimits = {
  lockTimeoutMs: number;
  /** PostgreSQL only: the longest any statement may run. */
  statementTimeoutMs: number;
  /** PostgreSQL only: connections in all, a third of them for writes. */
  poolSize: number;
};

export type ServerConfig = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Express "trust proxy" setting: hop count, or a list of addresses/subnets. */
  trustProxy: number | string | false;
  /** The public origin when configured (canonical URLs, cookies' Secure flag, CSRF checks). */
  siteOrigin: string | undefined;
  /** PostgreSQL connection string; unset means the embedded SQLite file in the data folder. */
  databaseUrl: string | undefined;
  /** How long a save waits for a lock before it is answered 503; PostgreSQL's timeouts and pool. */
  databaseLimits: DatabaseLimits;
  /**
   * Whether start-up brings the database up to date. Off, it only checks and refuses to start on
   * an old schema: with several processes, `npm run db:migrate` is then the release step.
   */
  migrateOnStart: boolean;
  /** Signs session cookies. Unset: a random secret is made once and kept in the database. */
  authSecret: string | undefined;
  /** Where media files are kept: the data folder (default) or an S3-compatible bucket. */
  storage: { driver: "local" } | { driver: "s3"; s3: S3Config };
  /** The ffmpeg that cleans uploaded videos (found on PATH unless set). */
  ffmpegPath: string;
  /** PostgreSQL's own tools for `npm run backup` and `npm run restore` (found on PATH unless set). */
  postgresTools: { dumpPath: string; restorePath: string };
  /** Uploads: photos (and videos) processed at once, uploads per staff user, total storage. */
  uploads: { processingConcurrency: number; perUserPer10Minutes: number; quotaBytes: number };
  /** How often each process looks for scheduled jobs that are due (app/shared/jobs/ and each feature's jobs.server.ts). */
  jobPollSeconds: number;
  /**
   * The storage reconciler removes stored objects no row names, and upload temp files, once they
   * are this old: younger ones may belong to an upload still in progress.
   */
  reconcileOrphanMinutes: number;
  /** The first administrator's setup code when the deploy sets it; unset: one is made. */
  adminSetupCode: string | undefined;
  /** Outgoing mail (app/shared/mail/). No SMTP URL: messages are logged, not sent. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** A newsletter goes out `batchSize` emails every `batchSeconds`: mail servers limit bursts. */
  newsletter: { batchSeconds: number; batchSize: number };
  /** Staff sessions end this long after sign-in; admins' also after this long unused. */
  sessions: { maxHours: number; adminIdleMinutes: number };
  /**
   * Slow clients are cut off (server/request-timeouts.ts): every request's headers must arrive
   * within `headersMs`; a body within `requestMs` of its headers, except an upload's, which may
   * take as long as it needs while no gap between its bytes reaches `uploadIdleMs`.
   */
  timeouts: { headersMs: number; requestMs: number; uploadIdleMs: number };
  /**
   * On SIGTERM or SIGINT, requests in progress (an upload too) get this long to finish before
   * their connections are cut (server/graceful-shutdown.ts).
   */
  shutdownGraceMs: number;
  /** Audit log entries older than this are deleted by the hourly `audit-log-retention` job. */
  auditRetentionDays: number;
  /**
   * Visitors' pages kept rendered (server/page-cache/): up to `maxBytes` of bodies (0 turns the
   * cache off), each at most `maxAgeMs` old, so pages that change with time alone catch up.
   */
  pageCache: { maxBytes: number; maxAgeMs: number };
};

/** Reads and validates the environment; a bad value stops the server with a reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const trustProxy = values.TRUST_PROXY?.trim();
  return {
    production: values.NODE_ENV === "production",
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    trustProxy: !trustProxy ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy,
    siteOrigin: values.SITE_URL ? new URL(values.SITE_URL).origin : undefined,
    databaseUrl: values.DATABASE_URL,
    databaseLimits: {
      lockTimeoutMs: values.DATABASE_LOCK_TIMEOUT_MS,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      poolSize: values.DATABASE_POOL_SIZE,
    },
    migrateOnStart: values.MIGRATE_ON_START === "true",
    authSecret: values.BETTER_AUTH_SECRET,
    ffmpegPath: values.FFMPEG_PATH,
    postgresTools: { dumpPath: values.PG_DUMP_PATH, restorePath: values.PG_RESTORE_PATH },
    uploads: {
      processingConcurrency: values.MEDIA_PROCESSING_CONCURRENCY,
      perUserPer10Minutes: values.UPLOADS_PER_10_MINUTES,
      quotaBytes: values.STORAGE_QUOTA_MB * 1024 * 1024,
    },
    jobPollSeconds: values.JOB_POLL_SECONDS,
    reconcileOrphanMinutes: values.RECONCILE_ORPHAN_MINUTES,
    adminSetupCode: values.ADMIN_SETUP_CODE,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM?.trim() },
    newsletter: {
      batchSeconds: values.NEWSLETTER_BATCH_SECONDS,
      batchSize: values.NEWSLETTER_BATCH_SIZE,
    },
    sessions: {
      maxHours: values.SESSION_MAX_HOURS,
      adminIdleMinutes: values.ADMIN_SESSION_IDLE_MINUTES,
    },
    timeouts: {
      headersMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      uploadIdleMs: values.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
    },
    shutdownGraceMs: values.SHUTDOWN_GRACE_SECONDS * 1000,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    pageCache: {
      maxBytes: values.PAGE_CACHE_MB * 1024 * 1024,
      maxAgeMs: values.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
    },
    storage:
      values.STORAGE_DRIVER === "local"
        ? { driver: "local" }
        : {
            driver: "s3",
            s3: {
              bucket: values.S3_BUCKET,
              endpoint: values.S3_ENDPOINT,
              region: values.S3_REGION,
              credentials:
                values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: values.S3_ACCESS_KEY_ID,
                      secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                    }
                  : undefined,
              publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ""),
              // Most non-AWS services want path-style addresses.
              forcePathStyle:
                (values.S3_FORCE_PATH_STYLE ?? String(!!values.S3_ENDPOINT)) === "true",
            },
          },
  };
}

let current: ServerConfig | undefined;

/** The process's configuration, read once. */
export function getConfig(): ServerConfig {
  current ??= loadConfig();
  return current;
}
