/**
 * A step of `npm run build`, after React Router's: bundles the visitors' pages' only script,
 * app/islands/start-islands.ts (ADR 0025), into build/client/assets/islands, split so a page
 * loads only the islands it shows, and writes its address to build/islands.json for the server.
 * React Router's own client bundle serves the staff pages; this one shares none of its files.
 * It also bundles app/behaviours/early-behaviours.ts (ADR 0033) into the small script every page
 * inlines in <head>, whose text goes into build/islands.json too.
 *
 * Plain JavaScript (checked by TypeScript through JSDoc), like the other build-time scripts.
 */
// @ts-check
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = "build/client/assets/islands";

/**
 * A visitor's page loads no router (ADR 0025): an island that imports React Router fails the build.
 * @type {import("esbuild").Plugin}
 */
const noRouter = {
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
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: { islands: "app/islands/start-islands.ts" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  jsx: "automatic",
  outdir,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  define: {
    "process.env.NODE_ENV": JSON.stringify("production"),
    "import.meta.env.DEV": "false",
  },
  plugins: [noRouter],
  metafile: true,
  logLevel: "warning",
});

const behaviours = await build({
  entryPoints: ["app/behaviours/early-behaviours.ts"],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "none",
  write: false,
  logLevel: "warning",
});
const behavioursScript = behaviours.outputFiles[0]?.text.trim() ?? "";
if (!behavioursScript) throw new Error("esbuild wrote no early behaviours script");

const [entry] = Object.entries(result.metafile.outputs).filter(
  ([, output]) => output.entryPoint === "app/islands/start-islands.ts",
);
if (!entry) throw new Error("esbuild wrote no islands entry");
const entryUrl = `/${path.relative("build/client", entry[0]).split(path.sep).join("/")}`;
writeFileSync(
  "build/islands.json",
  `${JSON.stringify({ entry: entryUrl, behaviours: behavioursScript })}\n`,
);
console.info(
  `Islands: ${Object.keys(result.metafile.outputs).length} files in ${outdir}, entry ${entryUrl}; early behaviours ${behavioursScript.length} bytes inline`,
);
