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
    authSecret: undefined,
    ffmpegPath: "ffmpeg",
    jobPollSeconds: 30,
    mail: { smtpUrl: undefined, from: undefined },
    newsletter: { batchSeconds: 60, batchSize: 20 },
    storage: { driver: "local" },
  });
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
  });
  expect(config).toMatchObject({
    production: true,
    port: 8080,
    host: "127.0.0.1",
    dataDir: "/srv/charity",
    trustProxy: 1,
    siteOrigin: "https://www.example.org",
    databaseUrl: "postgres://charity@db.internal:5432/site",
    jobPollSeconds: 5,
    mail: {
      smtpUrl: "smtps://mailer:secret@smtp.example.net:465",
      from: "Northfold Youth <hello@example.org>",
    },
    newsletter: { batchSeconds: 10, batchSize: 50 },
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
  expect(() => loadConfig({ JOB_POLL_SECONDS: "half a minute" })).toThrow(/JOB_POLL_SECONDS/);
  expect(() => loadConfig({ SMTP_URL: "http://smtp.example.net" })).toThrow(/SMTP_URL/);
  expect(() => loadConfig({ SMTP_URL: "smtp.example.net:587" })).toThrow(/SMTP_URL/);
  expect(() => loadConfig({ MAIL_FROM: "Northfold Youth" })).toThrow(/MAIL_FROM/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SECONDS: "0" })).toThrow(/NEWSLETTER_BATCH_SECONDS/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SIZE: "0" })).toThrow(/NEWSLETTER_BATCH_SIZE/);
  expect(() => loadConfig({ NEWSLETTER_BATCH_SIZE: "twenty" })).toThrow(/NEWSLETTER_BATCH_SIZE/);
});
