import { createContext, type ReactNode } from "react";

/**
 * How the server renders a visitor's page (ADR 0025), in development as in production: each
 * island (island.tsx) is rendered as a root of its own, so React's ids in its HTML are the ones
 * its own hydration makes, and the page loads `entryUrl` (start-islands.ts) instead of React
 * Router. Absent on staff pages and in the browser: there every island is a plain component.
 */
export type IslandRenderer = {
  /** The islands' client entry, built by scripts/build-islands.ts. */
  entryUrl: string;
  /**
   * Every early behaviour (ADR 0033), bundled by the same script, for <head> to inline; the
   * server keeps those the page uses once it is rendered (ADR 0048).
   */
  behavioursScript: string;
  /** The node's HTML, and the id prefix its hydration must use. */
  render: (node: ReactNode) => { id: string; html: string };
};

export const IslandRendererContext = createContext<IslandRenderer | undefined>(undefined);

/**
 * The attributes an island's wrapper carries (island.tsx) and hydrate-islands.tsx reads: which
 * component, its id prefix and its props.
 */
export const islandAttributes = {
  name: "data-island",
  id: "data-island-id",
  props: "data-props",
} as const;
