import path from "node:path";
import { z } from "zod";
import { defaultSiteSettings } from "~/content/site-settings";

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
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  NEWSLETTER_BATCH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
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
  /** Signs session cookies. Unset: a random secret is made once and kept in the database. */
  authSecret: string | undefined;
  /** Where media files are kept: the data folder (default) or an S3-compatible bucket. */
  storage: { driver: "local" } | { driver: "s3"; s3: S3Config };
  /** The ffmpeg that cleans uploaded videos (found on PATH unless set). */
  ffmpegPath: string;
  /** How often each process looks for scheduled jobs that are due (app/jobs/). */
  jobPollSeconds: number;
  /** The first administrator's setup code when the deploy sets it; unset: one is made. */
  adminSetupCode: string | undefined;
  /** Outgoing mail (app/mail/). No SMTP URL: messages are logged, not sent. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** A newsletter goes out `batchSize` emails every `batchSeconds`: mail servers limit bursts. */
  newsletter: { batchSeconds: number; batchSize: number };
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
    authSecret: values.BETTER_AUTH_SECRET,
    ffmpegPath: values.FFMPEG_PATH,
    jobPollSeconds: values.JOB_POLL_SECONDS,
    adminSetupCode: values.ADMIN_SETUP_CODE,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM?.trim() },
    newsletter: {
      batchSeconds: values.NEWSLETTER_BATCH_SECONDS,
      batchSize: values.NEWSLETTER_BATCH_SIZE,
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
