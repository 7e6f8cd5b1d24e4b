import { islandLoaders } from "virtual:island-loaders";
import { hydrateIslands } from "./hydrate-islands";

/**
 * A visitor's page's only script (ADR 0025), bundled by scripts/islands-bundle.ts, which makes
 * each island's loader from islands.ts.
 */
void hydrateIslands(islandLoaders);
