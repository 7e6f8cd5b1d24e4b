// @ts-check
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Imports build/server/index.js (the server and app, bundled by `npm run build`), in production
 * mode unless NODE_ENV says otherwise.
 * @returns {Promise<typeof import("./site-server")>}
 */
export async function loadServerBuild() {
  process.env.NODE_ENV ??= "production";
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file)) {
    console.error("There is no build of the site yet: run `npm run build` first.");
    process.exit(1);
  }
  return import(pathToFileURL(file).href);
}
