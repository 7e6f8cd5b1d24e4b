import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  SITE_URL: z.url().optional(),
  TRUST_PROXY: z.string().optional(),
});

export type ServerConfig = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Express "trust proxy" setting: hop count, or a list of addresses/subnets. */
  trustProxy: number | string | false;
};

/** Reads and validates the environment once at boot; a bad value stops the server with a reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
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
  };
}
