import path from "node:path";
import { z } from "zod";

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
});

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
  };
}

let current: ServerConfig | undefined;

/** The process's configuration, read once. */
export function getConfig(): ServerConfig {
  current ??= loadConfig();
  return current;
}
