/**
 * A step of `npm run build`, after React Router's: bundles the visitors' pages' only script,
 * app/shared/islands/start-islands.ts (ADR 0025), into build/client/assets/islands, split so a page
 * loads only the islands it shows, and the early behaviours (ADR 0033) into a small script each,
 * which a page inlines in <head> when it uses them (ADR 0048); writes the entry's address and the
 * behaviours' scripts to build/islands.json for the server. React Router's own client bundle serves the staff pages;
 * this one shares none of its files. `npm run dev` bundles the same way (scripts/islands-bundle.ts).
 */
import { rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import {
  behavioursBuildOptions,
  findIslandsEntryUrl,
  islandsBuildOptions,
  islandsOutdir,
  readBehaviourScripts,
} from "./islands-bundle";

rmSync(islandsOutdir, { recursive: true, force: true });
const [islands, behaviours] = await Promise.all([
  build({ ...islandsBuildOptions("production"), metafile: true }),
  build(behavioursBuildOptions),
]);
const entry = findIslandsEntryUrl(islands.metafile);
const behaviourScripts = readBehaviourScripts(behaviours.outputFiles);
writeFileSync("build/islands.json", `${JSON.stringify({ entry, behaviours: behaviourScripts })}\n`);
const inlineBytes = behaviourScripts.map(({ module, script }) => `${module} ${script.length}`);
console.info(
  `Islands: ${Object.keys(islands.metafile.outputs).length} files in ${islandsOutdir}, entry ${entry}; early behaviours inline when used (bytes): ${inlineBytes.join(", ")}`,
);
