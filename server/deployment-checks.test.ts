import { expect, test } from "vitest";
import { loadConfig } from "../app/shared/lib/config.server";
import { checkDeployment } from "./deployment-checks";

test("an https SITE_URL needs a trusted proxy", () => {
  const refused = checkDeployment(loadConfig({ SITE_URL: "https://www.example.org" }));
  expect(refused.problems).toEqual([expect.stringContaining("TRUST_PROXY is not set")]);
  const trusted = loadConfig({ SITE_URL: "https://www.example.org", TRUST_PROXY: "1" });
  expect(checkDeployment(trusted).problems).toEqual([]);
  expect(checkDeployment(loadConfig({ SITE_URL: "http://127.0.0.1:3000" })).problems).toEqual([]);
});

test("production without SITE_URL starts, with a warning naming the address links will use", () => {
  const check = checkDeployment(loadConfig({ NODE_ENV: "production", PORT: "8080" }));
  expect(check.problems).toEqual([]);
  expect(check.warnings).toEqual([expect.stringContaining("http://localhost:8080")]);
  expect(checkDeployment(loadConfig({})).warnings).toEqual([]);
});
