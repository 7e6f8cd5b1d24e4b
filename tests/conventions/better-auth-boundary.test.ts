import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The adapter (ADR 0006): the only code that calls better-auth. */
const adapter = [
  "app/shared/auth/better-auth-adapter.server.ts",
  "app/shared/auth/better-auth-schema.server.ts",
  "app/features/accounts/better-auth-two-factor.server.ts",
];

/** The instance's configuration, read by the adapter alone. */
const configuration = [
  "app/shared/auth/auth.server.ts",
  "app/shared/auth/two-factor-options.server.ts",
];

function listSources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = ["app", "server"].flatMap(listSources).map((path) => ({
  path: relative(root, join(root, path)),
  text: readFileSync(join(root, path), "utf8"),
}));

function filesMatching(pattern: RegExp) {
  return sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path);
}

test("only the adapter and the configuration import better-auth", () => {
  const importers = filesMatching(/from "better-auth(\/[^"]*)?"/);
  expect(importers.filter((path) => ![...adapter, ...configuration].includes(path))).toEqual([]);
  // The scan does read the files: the adapter's own import is found.
  expect(importers).toContain("app/shared/auth/better-auth-adapter.server.ts");
});

test("only the adapter calls better-auth's endpoints or its internals", () => {
  const callers = filesMatching(/\bauth\.api\.|\$context\b|\binternalAdapter\b/);
  expect(callers.filter((path) => !adapter.includes(path))).toEqual([]);
});

test("only the adapter makes or fetches the better-auth instance", () => {
  const makers = filesMatching(/\b(getAuth|createAuth)\b/);
  expect(
    makers.filter((path) => ![...adapter, "app/shared/auth/auth.server.ts"].includes(path)),
  ).toEqual([]);
});
