/**
 * The visitors' pages' own scripts, bundled by esbuild the same way for `npm run build`
 * (scripts/build-islands.ts) and `npm run dev` (server/dev-islands.ts): the islands' client
 * (ADR 0025), split so that a page loads only the islands it shows, and the early behaviours
 * (ADR 0033), each a small script of its own, which a visitor's page inlines in its <head> when
 * it uses them (ADR 0048).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuildOptions, Metafile, Plugin } from "esbuild";
import { parseAst } from "vite";
import { earlyBehaviours } from "../app/shared/behaviours/early-behaviours.ts";
import type { EarlyBehaviourScript } from "../app/shared/islands/early-behaviour-scripts.ts";
import { featureEntriesEsbuildPlugin, resolveFeatureExport } from "./feature-entries.ts";

/** Where the islands' files go in the build, and so the address they are served at. */
export const islandsOutdir = "build/client/assets/islands";
const clientDir = "build/client";
const islandsEntry = "app/shared/islands/start-islands.ts";
/** The one list of islands: what it and the files it re-exports define with island(). */
const islandsList = "app/registries/islands.ts";
const behavioursDir = path.resolve("app/shared/behaviours");
/** Esbuild's namespace for an early behaviour's entry: a module that installs it. */
const behaviourNamespace = "early-behaviour";
/** The module start-islands.ts takes its loaders from, made from the list by this bundle. */
const loadersModule = "virtual:island-loaders";

/** An island and where its component comes from, as islands.ts (or a file it re-exports) says. */
export type IslandModule = { name: string; specifier: string; exportName: string };

type AstNode = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";
}

function visit(node: unknown, found: (node: AstNode) => void) {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, found);
    return;
  }
  if (!isNode(node)) return;
  found(node);
  for (const value of Object.values(node)) {
    if (typeof value === "object" && value !== null) visit(value, found);
  }
}

function nameOf(node: unknown) {
  if (!isNode(node)) return undefined;
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  return undefined;
}

function resolveSource(file: string) {
  const found = [`${file}.ts`, `${file}.tsx`, file].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${file} was not found`);
  return found;
}

/** The islands a file defines, and those of the files it re-exports, read from their syntax. */
function readIslandFile(file: string, files: string[]): IslandModule[] {
  files.push(file);
  const program = parseAst(readFileSync(file, "utf8"), { lang: "tsx" }, file);
  const imports = new Map<string, { specifier: string; exportName: string }>();
  const reexported: string[] = [];
  const islands: IslandModule[] = [];
  for (const statement of program.body as unknown as AstNode[]) {
    const source = nameOf(statement.source);
    if (statement.type === "ImportDeclaration" && source) {
      for (const specifier of statement.specifiers as AstNode[]) {
        const exportName =
          specifier.type === "ImportDefaultSpecifier" ? "default" : nameOf(specifier.imported);
        const local = nameOf(specifier.local);
        if (exportName && local) imports.set(local, { specifier: source, exportName });
      }
    } else if (statement.type.startsWith("Export") && source?.startsWith(".")) {
      reexported.push(resolveSource(path.resolve(path.dirname(file), source)));
    }
  }
  visit(program.body, (node) => {
    if (node.type !== "CallExpression" || nameOf(node.callee) !== "island") return;
    const [nameArgument, componentArgument] = node.arguments as unknown[];
    const name = isNode(nameArgument) && nameArgument.type === "Literal" && nameOf(nameArgument);
    const component = isNode(componentArgument) && componentArgument.type === "Identifier";
    const imported = component ? imports.get(nameOf(componentArgument) ?? "") : undefined;
    if (!name || !imported) {
      throw new Error(
        `${file}: island() takes the island's name as a string and a component imported by name, so that its code can be loaded on its own`,
      );
    }
    // Through a feature's entry to the component's own module, so each island is its own chunk.
    const defined = resolveFeatureExport(imported.specifier, imported.exportName);
    const specifier = defined.specifier.startsWith(".")
      ? path.resolve(path.dirname(file), defined.specifier)
      : defined.specifier;
    islands.push({ name, specifier, exportName: defined.exportName });
  });
  return [...islands, ...reexported.flatMap((next) => readIslandFile(next, files))];
}

/**
 * Every island of the list, each with the module and export of its component, and the files
 * read to find them. An island named twice, or defined in a way this cannot follow, fails.
 */
export function listIslands(list = islandsList) {
  const files: string[] = [];
  const islands = readIslandFile(path.resolve(list), files);
  const names = islands.map((island) => island.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`Islands named twice: ${repeated.join(", ")}`);
  return { islands, files };
}

/**
 * `virtual:island-loaders`, made from the list: each island's component behind a dynamic import
 * of its own module, so esbuild splits it into a chunk that only pages showing it load.
 */
const islandLoaders: Plugin = {
  name: "island-loaders",
  setup(build) {
    build.onResolve({ filter: /^virtual:island-loaders$/ }, () => ({
      path: loadersModule,
      namespace: "island-loaders",
    }));
    build.onLoad({ filter: /.*/, namespace: "island-loaders" }, () => {
      const { islands, files } = listIslands();
      const loaders = islands.map(
        ({ name, specifier, exportName }) =>
          `  ${JSON.stringify(name)}: () => import(${JSON.stringify(specifier)}).then((module) => module[${JSON.stringify(exportName)}]),`,
      );
      return {
        contents: `export const islandLoaders = {\n${loaders.join("\n")}\n};\n`,
        loader: "js",
        resolveDir: path.resolve(path.dirname(islandsList)),
        watchFiles: files,
      };
    });
  },
};

/** A visitor's page loads no router (ADR 0025): an island that imports React Router fails the build. */
const noRouter: Plugin = {
  name: "no-router",
  setup(build) {
    build.onResolve({ filter: /^react-router(\/.*)?$/ }, (args) => ({
      errors: [
        {
          text: `${args.importer} imports ${args.path}, but islands load no router (ADR 0025): take what it needs from the island's props or SiteDataContext.`,
        },
      ],
    }));
  },
};

/**
 * The islands' client: minified with React's production build for `npm run build`; for
 * `npm run dev`, React's development build (its hydration warnings) with source maps. Either
 * way the server renders the same HTML; only the entry's hashed name differs.
 */
export function islandsBuildOptions(mode: "production" | "development"): BuildOptions {
  const production = mode === "production";
  return {
    entryPoints: { islands: islandsEntry },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: production,
    sourcemap: production ? false : "linked",
    legalComments: "none",
    jsx: "automatic",
    outdir: islandsOutdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": JSON.stringify(mode),
      "import.meta.env.DEV": String(!production),
    },
    plugins: [featureEntriesEsbuildPlugin, islandLoaders, noRouter],
    metafile: true,
    logLevel: "warning",
  };
}

/** Each behaviour's entry is made here from the list: it imports the behaviour and installs it. */
const behaviourEntries: Plugin = {
  name: "early-behaviour-entries",
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${behaviourNamespace}:`) }, (args) => ({
      path: args.path.slice(behaviourNamespace.length + 1),
      namespace: behaviourNamespace,
    }));
    build.onLoad({ filter: /.*/, namespace: behaviourNamespace }, (args) => {
      const behaviour = earlyBehaviours.find((candidate) => candidate.module === args.path);
      if (!behaviour) return { errors: [{ text: `${args.path} is no early behaviour` }] };
      return {
        contents: `import { ${behaviour.install} } from "./${behaviour.module}";\n${behaviour.install}(document);\n`,
        resolveDir: behavioursDir,
        loader: "ts",
      };
    });
  },
};

/** The early behaviours' scripts, one per behaviour: the same in both modes, as pages inline them. */
export const behavioursBuildOptions: BuildOptions = {
  entryPoints: earlyBehaviours.map((behaviour) => ({
    in: `${behaviourNamespace}:${behaviour.module}`,
    out: behaviour.module,
  })),
  outdir: "build/early-behaviours",
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  write: false,
  plugins: [behaviourEntries],
  logLevel: "warning",
};

/** The address a file esbuild made for the islands' client is served at: /assets/islands/…. */
export function islandsFileUrl(file: string) {
  return `/${path.relative(path.resolve(clientDir), path.resolve(file)).split(path.sep).join("/")}`;
}

/** The islands' entry's address, as a visitor's page imports it. */
export function findIslandsEntryUrl(metafile: Metafile) {
  const [entry] = Object.entries(metafile.outputs).filter(
    ([, output]) => output.entryPoint === islandsEntry,
  );
  if (!entry) throw new Error("esbuild wrote no islands entry");
  return islandsFileUrl(entry[0]);
}

/** Each behaviour's script as a page inlines it, in the list's order. */
export function readBehaviourScripts(
  outputFiles: { path: string; text: string }[] | undefined,
): EarlyBehaviourScript[] {
  return earlyBehaviours.map(({ module, markers }) => {
    const output = outputFiles?.find((file) => path.basename(file.path) === `${module}.js`);
    const script = output?.text.trim() ?? "";
    if (!script) throw new Error(`esbuild wrote no script for the early behaviour ${module}`);
    return { module, markers, script };
  });
}
