/**
 * Each island's component by name, behind a dynamic import of its own module so that a page
 * loads only its islands' code: made from islands.ts (the one list) by scripts/islands-bundle.ts
 * as it bundles the islands' client.
 */
declare module "virtual:island-loaders" {
  export const islandLoaders: import("./hydrate-islands").IslandLoaders;
}
