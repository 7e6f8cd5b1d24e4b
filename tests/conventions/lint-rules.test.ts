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
  "app/shared/ui/leaks-server-type.tsx":
    'import type { SessionUser } from "~/shared/auth/session.server";\nexport const user: SessionUser | null = null;\n',
  "app/shared/lib/use-leaky-hook.ts":
    'import { getConfig } from "./config.server";\nexport const useConfig = () => getConfig();\n',
  "app/features/enquiries/plain-module.ts":
    'import type { EnquirySummary } from "./enquiries.server";\nexport const none: EnquirySummary[] = [];\n',
  "app/features/pages/ui/plain-content.tsx":
    'import type { PageContent } from "../page-store.server";\nexport const none: PageContent[] = [];\n',
  "app/registries/leaky-list.ts":
    'import { listJobs } from "./scheduled-jobs.server";\nexport const jobs = listJobs;\n',
  "app/routes/route-module.tsx":
    'import { getDatabase } from "~/shared/db/database.server";\nexport const loader = () => getDatabase();\n',
  "app/features/media/routes/route-module.tsx":
    'import { getDatabase } from "~/shared/db/database.server";\nexport const loader = () => getDatabase();\n',
  "app/features/media/store.server.ts":
    'import { getDatabase } from "~/shared/db/database.server";\nexport const store = () => getDatabase();\n',
  "app/shared/lib/imports-feature.ts":
    'import { pageImage } from "~/features/pages/page-image";\nexport const image = pageImage;\n',
  "app/shared/lib/imports-feature-relatively.ts":
    'import { pageImage } from "../../features/media/page-image";\nexport const image = pageImage;\n',
  "app/shared/db/imports-feature.server.ts":
    'import { loadPage } from "~/features/pages/page-store.server";\nexport const load = loadPage;\n',
  "app/shared/islands/imports-registry.ts":
    'import { islands } from "~/registries/islands";\nexport const all = islands;\n',
  "app/shared/lib/imports-shared.ts":
    'import { cn } from "~/shared/lib/class-names";\nimport { theme } from "../site/theme";\nexport const both = [cn, theme];\n',
  "app/features/pages/imports-registry.ts":
    'import { islands } from "~/registries/islands";\nexport const all = islands;\n',
  "app/features/pages/sections/imports-route.tsx":
    'import { loader } from "../../../routes/registered-page";\nexport const load = loader;\n',
  "app/features/pages/imports-root.server.ts":
    'import { loader } from "~/root";\nexport const load = loader;\n',
  "app/features/pages/reaches-into-media.ts":
    'import { pageImage } from "../media/page-image";\nexport const image = pageImage;\n',
  "app/features/pages/ui/reaches-into-media.tsx":
    'import { pageImage } from "../../media/page-image";\nexport const image = pageImage;\n',
  "app/features/pages/sections/stays-inside.tsx":
    'import { navigation } from "../navigation";\nimport { Hero } from "./hero";\nimport { cn } from "~/shared/lib/class-names";\nimport { theme } from "../../../shared/site/theme";\nimport { GallerySection } from "~/features/media";\nexport const all = [navigation, Hero, cn, theme, GallerySection];\n',
  "app/features/pages/sections/uses-test-support.test.tsx":
    'import { withSiteData } from "../../../../tests/support/with-site-data";\nexport const wrap = withSiteData;\n',
  "app/features/pages/sections/reaches-into-media-by-alias.tsx":
    'import { GallerySection } from "~/features/media/ui/gallery-section";\nexport const gallery = GallerySection;\n',
  "app/features/pages/own-file-by-alias.ts":
    'import { resolveBuiltInImage } from "~/features/pages/page-image";\nexport const image = resolveBuiltInImage;\n',
  "app/features/records/reaches-into-media.server.ts":
    'import { listVisiblePageMedia } from "~/features/media/media-files.server";\nexport const list = listVisiblePageMedia;\n',
  "app/features/records/routes/reaches-into-media.tsx":
    'import { loadPageMediaLists } from "~/features/media/page-media.server";\nexport const loader = loadPageMediaLists;\n',
  "app/features/records/uses-entries.server.ts":
    'import { toPageImage } from "~/features/media";\nimport { loadPageMediaLists } from "~/features/media/index.server";\nexport const both = [toPageImage, loadPageMediaLists];\n',
  "app/registries/reaches-into-media.ts":
    'import { GallerySection } from "~/features/media/ui/gallery-section";\nexport const gallery = GallerySection;\n',
  "app/registries/reaches-into-media.server.ts":
    'import { loadPageMediaLists } from "~/features/media/page-media.server";\nexport const load = loadPageMediaLists;\n',
  "app/routes/reaches-into-media.tsx":
    'import { loadPageMediaLists } from "~/features/media/page-media.server";\nexport const loader = loadPageMediaLists;\n',
  "app/routes/uses-entries.tsx":
    'import { GallerySection } from "~/features/media";\nimport { loadPageMediaLists } from "~/features/media/index.server";\nexport const both = [GallerySection, loadPageMediaLists];\n',
  "app/shared/lib/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "app/shared/lib/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
  "app/shared/lib/floating.ts":
    "async function save() {}\nexport function onClick() {\n  save();\n}\n",
  "app/shared/lib/ignored-on-purpose.ts":
    "async function save() {}\nexport function onClick() {\n  void save();\n}\n",
  "app/shared/lib/camelCase.ts": "export const one = 1;\n",
  "app/shared/lib/kebab-case.server.test.ts": "export const one = 1;\n",
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
    "app/shared/ui/leaks-server-type.tsx",
    "app/shared/lib/use-leaky-hook.ts",
    "app/features/enquiries/plain-module.ts",
    "app/features/pages/ui/plain-content.tsx",
    "app/registries/leaky-list.ts",
  ]) {
    expect(found(path), path).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: .*server-only/),
    ]);
  }
});

test("route modules, in app/routes or in a feature, and .server modules still import .server modules", () => {
  expect(found("app/routes/route-module.tsx")).toEqual([]);
  expect(found("app/features/media/routes/route-module.tsx")).toEqual([]);
  expect(found("app/features/media/store.server.ts")).toEqual([]);
});

test("shared code imports no feature and no composition, by alias or relative path, server code included", () => {
  for (const path of [
    "app/shared/lib/imports-feature.ts",
    "app/shared/lib/imports-feature-relatively.ts",
    "app/shared/db/imports-feature.server.ts",
    "app/shared/islands/imports-registry.ts",
  ]) {
    expect(found(path), path).toEqual([
      expect.stringMatching(/^lint\/style\/noRestrictedImports: Shared code imports no feature/),
    ]);
  }
  expect(found("app/shared/lib/imports-shared.ts")).toEqual([]);
});

test("a feature does not import the compositions: registries, app/routes or root", () => {
  for (const path of [
    "app/features/pages/imports-registry.ts",
    "app/features/pages/sections/imports-route.tsx",
    "app/features/pages/imports-root.server.ts",
  ]) {
    expect(found(path), path).toContainEqual(
      expect.stringMatching(
        /^lint\/style\/noRestrictedImports: A feature does not import the compositions/,
      ),
    );
  }
});

test("a relative import may not leave its feature for another one", () => {
  for (const path of [
    "app/features/pages/reaches-into-media.ts",
    "app/features/pages/ui/reaches-into-media.tsx",
  ]) {
    expect(found(path), path).toEqual([
      expect.stringMatching(
        /^lint\/style\/noRestrictedImports: A relative import may not leave its feature/,
      ),
    ]);
  }
});

test("another feature is imported through its entry only, from features and compositions alike", () => {
  for (const path of [
    "app/features/pages/sections/reaches-into-media-by-alias.tsx",
    "app/features/pages/own-file-by-alias.ts",
    "app/features/records/reaches-into-media.server.ts",
    "app/features/records/routes/reaches-into-media.tsx",
    "app/registries/reaches-into-media.ts",
    "app/registries/reaches-into-media.server.ts",
    "app/routes/reaches-into-media.tsx",
  ]) {
    expect(found(path), path).toEqual([
      expect.stringMatching(
        /^lint\/style\/noRestrictedImports: Another feature is used only through its entry/,
      ),
    ]);
  }
  expect(found("app/features/records/uses-entries.server.ts")).toEqual([]);
  expect(found("app/routes/uses-entries.tsx")).toEqual([]);
});

test("inside a feature: its own files, shared code, other features' entries and test support are fine", () => {
  expect(found("app/features/pages/sections/stays-inside.tsx")).toEqual([]);
  expect(found("app/features/pages/sections/uses-test-support.test.tsx")).toEqual([]);
});

test("an import cycle is refused", () => {
  expect(found("app/shared/lib/cycle-a.ts")).toEqual([
    expect.stringMatching(/^lint\/suspicious\/noImportCycles/),
  ]);
});

test("a floating promise is refused; one voided on purpose is not", () => {
  expect(found("app/shared/lib/floating.ts")).toEqual([
    expect.stringMatching(/^lint\/nursery\/noFloatingPromises/),
  ]);
  expect(found("app/shared/lib/ignored-on-purpose.ts")).toEqual([]);
});

test("file names are kebab-case; extra extensions such as .server.test are fine", () => {
  expect(found("app/shared/lib/camelCase.ts")).toEqual([
    expect.stringMatching(/^lint\/style\/useFilenamingConvention/),
  ]);
  expect(found("app/shared/lib/kebab-case.server.test.ts")).toEqual([]);
});
