/**
 * A feature is used by others only through its entry, `app/features/<name>/index.ts` (or
 * `index.server.ts` for server code), which names what it offers (ADR 0047). In the source that
 * keeps the boundary visible and lint-checked; in a bundle an entry would drag every module it
 * names into each file that uses one of them (a public page's form would load the dashboard's
 * panels). So the builds see through entries: `import { A } from "~/features/media"` is bundled
 * as `import { A } from "~/features/media/<the module the entry takes A from>"`, for Vite (the app,
 * Vitest) and esbuild (the islands) alike.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin as VitePlugin } from "vite";

// From the repository root, where every build and test runs (as islands-bundle.ts assumes).
const appDir = path.resolve("app");
const entryImport =
  /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["'](~\/features\/[a-z-]+)(\/index\.server)?["'];?/g;
const entryExport = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["'];?/g;

type EntryName = { module: string; name: string };
const entries = new Map<string, { modified: number; names: Map<string, EntryName> }>();

function splitNames(list: string) {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

function entryFile(specifier: string) {
  return path.join(appDir, `${specifier.slice("~/".length)}.ts`);
}

/** What an entry exports: each name, and the module (relative to the feature) and name it re-exports. */
export function readFeatureEntry(specifier: string) {
  const file = entryFile(specifier);
  const modified = statSync(file).mtimeMs;
  const cached = entries.get(file);
  if (cached?.modified === modified) return cached.names;
  const names = new Map<string, EntryName>();
  for (const [, , list = "", module = ""] of readFileSync(file, "utf8").matchAll(entryExport)) {
    for (const entry of splitNames(list)) {
      const [name = "", exported = name] = entry.replace(/^type\s+/, "").split(/\s+as\s+/);
      names.set(exported, { module, name });
    }
  }
  entries.set(file, { modified, names });
  return names;
}

/** Where an entry's export is defined: the module's specifier and its name there. */
export function resolveFeatureExport(specifier: string, exportName: string) {
  const match = /^(~\/features\/[a-z-]+)(\/index\.server)?$/.exec(specifier);
  if (!match?.[1]) return { specifier, exportName };
  const found = readFeatureEntry(
    specifier.endsWith("/index.server") ? specifier : `${specifier}/index`,
  ).get(exportName);
  return found
    ? { specifier: `${match[1]}/${found.module}`, exportName: found.name }
    : { specifier, exportName };
}

/**
 * The source with each import from a feature's entry split into imports of the modules it names,
 * and the entry files it read (a change to one must redo this file); null when it has none.
 */
export function seeThroughFeatureEntries(code: string) {
  if (!code.includes("~/features/")) return null;
  const entriesRead = new Set<string>();
  const result = code.replace(
    entryImport,
    (statement, typeOnly = "", list: string, feature: string, server = "") => {
      const specifier = `${feature}${server || "/index"}`;
      const entry = readFeatureEntry(specifier);
      const byModule = new Map<string, string[]>();
      for (const imported of splitNames(list)) {
        const isType = Boolean(typeOnly) || imported.startsWith("type ");
        const [name = "", local = name] = imported.replace(/^type\s+/, "").split(/\s+as\s+/);
        const found = entry.get(name);
        if (!found) return statement;
        const binding = found.name === local ? local : `${found.name} as ${local}`;
        const names = byModule.get(found.module) ?? [];
        names.push(isType ? `type ${binding}` : binding);
        byModule.set(found.module, names);
      }
      entriesRead.add(entryFile(specifier));
      // As many lines as the statement had, so the lines after it keep their numbers.
      const lines = "\n".repeat(statement.split("\n").length - 1);
      return `${[...byModule]
        .map(([module, names]) => `import { ${names.join(", ")} } from "${feature}/${module}";`)
        .join(" ")}${lines}`;
    },
  );
  return entriesRead.size > 0 ? { code: result, entries: [...entriesRead] } : null;
}

const appSource = /\/app\/.*\.tsx?$/;

/** For Vite: the app's files (and Vitest's) import the modules behind feature entries. */
export function featureEntriesVitePlugin(): VitePlugin {
  return {
    name: "see-through-feature-entries",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!appSource.test(file)) return null;
      const result = seeThroughFeatureEntries(code);
      if (result === null) return null;
      for (const entry of result.entries) this.addWatchFile(entry);
      return { code: result.code, map: null };
    },
  };
}

/** For esbuild: the islands' bundle imports the modules behind feature entries. */
export const featureEntriesEsbuildPlugin: EsbuildPlugin = {
  name: "see-through-feature-entries",
  setup(build) {
    build.onLoad({ filter: appSource }, (args) => {
      const code = readFileSync(args.path, "utf8");
      const result = seeThroughFeatureEntries(code);
      if (result === null) return undefined;
      return {
        contents: result.code,
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        watchFiles: result.entries,
      };
    });
  },
};
