import { readFileSync } from "node:fs";
import path from "node:path";
import type { EarlyBehaviourScript } from "../app/shared/islands/early-behaviour-scripts";

/** What `npm run build` wrote to build/islands.json for the server (scripts/build-islands.ts). */
export type IslandsBuild = {
  /** The islands' client entry: the one script a visitor's page loads (ADR 0025). */
  entry: string;
  /** The early behaviours' scripts, which a page inlines in its <head> (ADR 0033, 0048). */
  behaviours: EarlyBehaviourScript[];
};

function isBehaviourScript(value: unknown): value is EarlyBehaviourScript {
  const { module, markers, script } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof module === "string" &&
    Array.isArray(markers) &&
    markers.every((marker) => typeof marker === "string") &&
    typeof script === "string" &&
    script !== ""
  );
}

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
  if (!Array.isArray(behaviours) || !behaviours.every(isBehaviourScript))
    throw new Error(`${file} holds no early behaviours: run npm run build again`);
  return { entry, behaviours };
}
