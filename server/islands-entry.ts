import { readFileSync } from "node:fs";
import path from "node:path";

/** What `npm run build` wrote to build/islands.json for the server (scripts/build-islands.ts). */
export type IslandsBuild = {
  /** The islands' client entry: the one script a visitor's page loads (ADR 0025). */
  entry: string;
  /** The early behaviours' script, inlined in every page's <head> (ADR 0033). */
  behaviours: string;
};

export function readIslandsBuild(buildDir = path.resolve("build")): IslandsBuild {
  const file = path.join(buildDir, "islands.json");
  let written: Partial<Record<keyof IslandsBuild, unknown>>;
  try {
    written = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} could not be read: run npm run build first (${String(error)})`);
  }
  const { entry, behaviours } = written;
  if (typeof entry !== "string" || !entry.startsWith("/assets/"))
    throw new Error(`${file} names no islands entry: run npm run build again`);
  if (typeof behaviours !== "string" || behaviours === "")
    throw new Error(`${file} holds no early behaviours: run npm run build again`);
  return { entry, behaviours };
}
