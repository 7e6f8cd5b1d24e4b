import { hydrateIslands } from "./hydrate-islands";

/** A visitor's page's only script (ADR 0025), built by scripts/build-islands.js. */
void hydrateIslands();
