import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = join(root, "node_modules/@biomejs/biome/bin/biome");

/**
 * Files that break (or deliberately keep) a convention. They are linted in a scratch folder that
 * holds only the project's biome.json and .gitignore, so the override paths resolve as in the repo
 * and no real file takes part.
 */
const probes: Record<string, string> = {
  "app/components/leaks-server-type.tsx":
    'import type { SessionUser } from "~/shared/auth/session.server";\nexport const user: SessionUser | null = null;\n',
  "app/lib/use-leaky-hook.ts":
    'import { getConfig } from "./config.server";\nexport const useConfig = () => getConfig();\n',
  "app/enquiries/plain-module.ts":
    'import type { EnquirySummary } from "./enquiries.server";\nexport const none: EnquirySummary[] = [];\n',
  "app/routes/route-module.tsx":
    'import { getDatabase } from "~/shared/db/database.server";\nexport const loader = () => getDatabase();\n',
  "app/media/store.server.ts":
    'import { getDatabase } from "~/shared/db/database.server";\nexport const store = () => getDatabase();\n',
  "app/content/plain-content.ts":
    'import type { PageContent } from "./page-store.server";\nexport const none: PageContent[] = [];\n',
  "app/lib/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "app/lib/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
  "app/lib/floating.ts": "async function save() {}\nexport function onClick() {\n  save();\n}\n",
  "app/lib/ignored-on-purpose.ts":
    "async function save() {}\nexport function onClick() {\n  void save();\n}\n",
  "app/lib/camelCase.ts": "export const one = 1;\n",
  "app/lib/kebab-case.server.test.ts": "export const one = 1;\n",
};

let scratch: string;
let findings: Map<string, string[]>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "lint-rules-"));
  await copyFile(join(root, "biome.json"), join(scratch, "biome.json"));
  await copyFile(join(root, ".gitignore"), join(scratch, ".gitignore"));
  for (const [path, source] of Object.entries(probes)) {
    await mkdir(dirname(join(scratch, path)), { recursive: true });
    await writeFile(join(scratch, path), source);
  }
  const lint = promisify(execFile)(biome, ["lint", "--reporter=json", "."], { cwd: scratch });
  // Biome exits 1 when it finds anything; its report is on stdout either way.
  const { stdout } = await lint.catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  findings = new Map();
  for (const { category, message, location } of report.diagnostics) {
    findings.set(location.path, [
      ...(findings.get(location.path) ?? []),
      `${category}: ${message}`,
    ]);
  }
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const found = (path: string) => findings.get(path) ?? [];

test("browser code may not import a .server module, not even its types", () => {
  for (const path of [
    "app/components/leaks-server-type.tsx",
    "app/lib/use-leaky-hook.ts",
    "app/enquiries/plain-module.ts",
    "app/content/plain-content.ts",
  ]) {
    expect(found(path), path).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: .*server-only/),
    ]);
  }
});

test("route modules and .server modules still import .server modules", () => {
  expect(found("app/routes/route-module.tsx")).toEqual([]);
  expect(found("app/media/store.server.ts")).toEqual([]);
});

test("an import cycle is refused", () => {
  expect(found("app/lib/cycle-a.ts")).toEqual([
    expect.stringMatching(/^lint\/suspicious\/noImportCycles/),
  ]);
});

test("a floating promise is refused; one voided on purpose is not", () => {
  expect(found("app/lib/floating.ts")).toEqual([
    expect.stringMatching(/^lint\/nursery\/noFloatingPromises/),
  ]);
  expect(found("app/lib/ignored-on-purpose.ts")).toEqual([]);
});

test("file names are kebab-case; extra extensions such as .server.test are fine", () => {
  expect(found("app/lib/camelCase.ts")).toEqual([
    expect.stringMatching(/^lint\/style\/useFilenamingConvention/),
  ]);
  expect(found("app/lib/kebab-case.server.test.ts")).toEqual([]);
});
