import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig } from "./config";

test("runs on embedded defaults with nothing configured", () => {
  expect(loadConfig({})).toEqual({
    production: false,
    port: 3000,
    host: "0.0.0.0",
    dataDir: path.resolve("data"),
    trustProxy: false,
  });
});

test("reads the environment", () => {
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "8080",
    HOST: "127.0.0.1",
    DATA_DIR: "/srv/charity",
    TRUST_PROXY: "1",
  });
  expect(config).toMatchObject({
    production: true,
    port: 8080,
    host: "127.0.0.1",
    dataDir: "/srv/charity",
    trustProxy: 1,
  });
  expect(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
});

test("refuses a bad value with a reason", () => {
  expect(() => loadConfig({ PORT: "eighty" })).toThrow(/Invalid environment:\n {2}PORT: /);
  expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
});
