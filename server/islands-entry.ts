import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The islands' client entry that `npm run build` wrote to build/islands.json
 * (scripts/build-islands.js, ADR 0025): the one script a visitor's page loads.
 */
export function readIslandsEntry(buildDir = path.resolve("build")): string {
  const file = path.join(buildDir, "islands.json");
  try {
    const { entry } = JSON.parse(readFileSync(file, "utf8")) as { entry?: unknown };
    if (typeof entry === "string" && entry.startsWith("/assets/")) return entry;
  } catch (error) {
    throw new Error(`${file} could not be read: run npm run build first (${String(error)})`);
  }
  throw new Error(`${file} names no islands entry: run npm run build again`);
}
