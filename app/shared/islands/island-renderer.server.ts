import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { type EarlyBehaviourScript, joinEarlyBehaviourScripts } from "./early-behaviour-scripts";
import type { IslandRenderer } from "./island-context";

/** One page's island renderer: islands are numbered in the order they render. */
export function createIslandRenderer(build: {
  entry: string;
  behaviours: readonly EarlyBehaviourScript[];
}): IslandRenderer {
  let count = 0;
  return {
    entryUrl: build.entry,
    behavioursScript: joinEarlyBehaviourScripts(build.behaviours),
    render(node: ReactNode) {
      const id = `i${count++}-`;
      return { id, html: renderToString(node, { identifierPrefix: id }) };
    },
  };
}
