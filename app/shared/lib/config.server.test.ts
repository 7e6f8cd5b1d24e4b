import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig } from "./config.server";

test("runs on embedded defaults with nothing configured", () => {
  expect(loadConfig({})).toEqual({
    production: false,
    port: 3000,
    host: "0.0.0.0",
    dataDir: path.resolve("data"),
    trustProxy: false,
    siteOrigin: undefined,
    databaseUrl: undefined,
    databaseLimits: { lockTimeoutMs: 3000, statementTimeoutMs: 15_000, poolSize: 10 },
    migrateOnStart: true,
    authSecret: undefined,
    ffmpegPath: "ffmpeg",
    postgresTools: { dumpPath: "pg_dump", restorePath: "pg_restore" },
    jobPollSeconds: 30,
    mail: { smtpUrl: undefined, from: undefined },
    newsletter: { batchSeconds: 60, batchSize: 20 },
    sessions: { maxHours: 12, adminIdleMinutes: 60 },
    uploads: {
      processingConcurrency: 1,
      perUserPer10Minutes: 60,
      quotaBytes: 10_240 * 1024 * 1024,
    },
    storage: { driver: "local" },
    timeouts: { headersMs: 10_000, requestMs: 30_000, uploadIdleMs: 30_000 },
    shutdownGraceMs: 25_000,
    auditRetentionDays: 730,
    pageCache: { maxBytes: 64 * 1024 * 1024, maxAgeMs: 300_000 },
    reconcileOrphanMinutes: 60,
  });
});

test("reads the session limits, refusing ones that would make a session endless or useless", () => {
  const config = loadConfig({ SESSION_MAX_HOURS: "8", ADMIN_SESSION_IDLE_MINUTES: "30" });
  expect(config.sessions).toEqual({ maxHours: 8, adminIdleMinutes: 30 });
  expect(() => loadConfig({ SESSION_MAX_HOURS: "0" })).toThrow(/SESSION_MAX_HOURS/);
  expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: "1" })).toThrow(
    /ADMIN_SESSION_IDLE_MINUTES/,
  );
});

test("reads the upload limits and refuses nonsense", () => {
  const config = loadConfig({
    MEDIA_PROCESSING_CONCURRENCY: "2",
    UPLOADS_PER_10_MINUTES: "30",
    STORAGE_QUOTA_MB: "500",
  });
  expect(config.uploads).toEqual({
    processingConcurrency: 2,
    perUserPer10Minutes: 30,
    quotaBytes: 500 * 1024 * 1024,
  });
  expect(() => loadConfig({ MEDIA_PROCESSING_CONCURRENCY: "0" })).toThrow(
    /MEDIA_PROCESSING_CONCURRENCY/,
  );
  expect(() => loadConfig({ STORAGE_QUOTA_MB: "lots" })).toThrow(/STORAGE_QUOTA_MB/);
});

test("reads the S3 settings, with the bucket named after the site by default", () => {
  const config = loadConfig({
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: "https://s3.example.net",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
    S3_PUBLIC_URL: "https://media.example.net/",
  });
  expect(config.storage).toEqual({
    driver: "s3",
    s3: {
      bucket: "northfold-youth-media",
      endpoint: "https://s3.example.net",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      publicUrl: "https://media.example.net",
      forcePathStyle: true,
    },
  });
  expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
});

test("reads the environment", () => {
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "8080",
    HOST: "127.0.0.1",
    DATA_DIR: "/srv/charity",
    TRUST_PROXY: "1",
    SITE_URL: "https://www.example.org/some/path",
    DATABASE_URL: "postgres://charity@db.internal:5432/site",
    JOB_POLL_SECONDS: "5",
    SMTP_URL: "smtps://mailer:secret@smtp.example.net:465",
    MAIL_FROM: "Northfold Youth <hello@example.org>",
    NEWSLETTER_BATCH_SECONDS: "10",
    NEWSLETTER_BATCH_SIZE: "50",
    HEADERS_TIMEOUT_SECONDS: "5",
    REQUEST_TIMEOUT_SECONDS: "20",
    UPLOAD_IDLE_TIMEOUT_SECONDS: "60",
    SHUTDOWN_GRACE_SECONDS: "5",
    AUDIT_RETENTION_DAYS: "365",
    PAGE_CACHE_MB: "0",
    PAGE_CACHE_MAX_AGE_SECONDS: "60",
    DATABASE_LOCK_TIMEOUT_MS: "1500",
    DATABASE_STATEMENT_TIMEOUT_MS: "30000",
    DATABASE_POOL_SIZE: "20",
    MIGRATE_ON_START: "false",
  });
  expect(config).toMatchObject({
    databaseLimits: { lockTimeoutMs: 1500, statementTimeoutMs: 30_000, poolSize: 20 },
    production: true,
    port: 8080,
    host: "127.0.0.1",
    dataDir: "/srv/charity",
    trustProxy: 1,
    siteOrigin: "https://www.example.org",
    databaseUrl: "postgres://charity@db.internal:5432/site",
    migrateOnStart: false,
    jobPollSeconds: 5,
    mail: {
      smtpUrl: "smtps://mailer:secret@smtp.example.net:465",
      from: "Northfold Youth <hello@example.org>",
    },
    newsletter: { batchSeconds: 10, batchSize: 50 },
    timeouts: { headersMs: 5_000, requestMs: 20_000, uploadIdleMs: 60_000 },
    shutdownGraceMs: 5_000,
    auditRetentionDays: 365,
    pageCache: { maxBytes: 0, maxAgeMs: 60_000 },
  });
  expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
});

test("treats an empty variable as unset", () => {
  expect(loadConfig({ DATABASE_URL: "", SITE_URL: "" })).toMatchObject({
    databaseUrl: undefined,
    siteOrigin: undefined,
  });
});

test("refuses a bad value with a reason", () => {
  expect(() => loadConfig({ PORT: "eighty" })).toThrow(/Invalid environment:\n {2}PORT: /);
  expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  expect(() => loadConfig({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL/);
  expect(() => loadConfig({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET/);
  expect(() => loadConfig({ JOB_POLL_SECONDS: "0" })).toThrow(/JOB_POLL_SECONDS/);
  expect(() => loadConfig({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
  expect(() => loadConfig({ MIGRATE_ON_START: "no" })).toThrow(/MIGRATE_ON_START/);
  expect(() => loadConfig({ DATABASE_LOCK_TIMEOUT_MS: "0" })).toThrow(/DATABASE_LOCK_TIMEOUT_MS/);
  expect(() => loadConfig({ JOB_POLL_SECONDS: "half a minute" })).toThrow(/JOB_POLL_SECONDS/);
  expect(() => loadConfig({ SMTP_URL: "http://smtp.example.net" })).toThrow(/SMTP_URL/);
  expect(() => loadConfig({ SMTP_URL: "smtp.example.net:587" })).toThrow(/SMTP_URL/);
  expect(() => loadConfig({ MAIL_FROM: "Northfold Youth" })).toThrow(/MAIL_FROM/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SECONDS: "0" })).toThrow(/NEWSLETTER_BATCH_SECONDS/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SIZE: "0" })).toThrow(/NEWSLETTER_BATCH_SIZE/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SIZE: "twenty" })).toThrow(/NEWSLETTER_BATCH_SIZE/);
  expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: "0" })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
  expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "soon" })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  expect(() => loadConfig({ UPLOAD_IDLE_TIMEOUT_SECONDS: "-1" })).toThrow(
    /UPLOAD_IDLE_TIMEOUT_SECONDS/,
  );
  expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
  expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: "-1" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
});
