import path from "node:path";
import { type BuildResult, context, type Plugin } from "esbuild";
import type { RequestHandler } from "express";
import type { EarlyBehaviourScript } from "../app/shared/islands/early-behaviour-scripts";
import {
  behavioursBuildOptions,
  findIslandsEntryUrl,
  islandsBuildOptions,
  islandsFileUrl,
  readBehaviourScripts,
} from "../scripts/islands-bundle";
import type { IslandsBuild } from "./islands-entry";

export type DevIslands = {
  /** The current islands' entry and early behaviours, as build/islands.json gives them in production. */
  read: () => IslandsBuild;
  /** Serves the islands' files at the addresses production serves them at. */
  serve: RequestHandler;
};

/**
 * Calls `use` after every build that succeeded (one that failed leaves the last in use), and
 * tells when the first build is done: `ready` fails if that one did.
 */
function followBuilds(use: (result: BuildResult) => void) {
  let settle: (error?: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const plugin: Plugin = {
    name: "use-each-build",
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) {
          settle(new Error("The islands could not be bundled: see esbuild's errors above."));
          return;
        }
        use(result);
        settle();
      });
    },
  };
  return { plugin, ready };
}

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/**
 * `npm run dev`'s islands (ADR 0025) and early behaviours (ADR 0033), bundled by the same code
 * as `npm run build` (scripts/islands-bundle.ts) and rebuilt in memory whenever a file they are
 * made from changes, so a visitor's page in development is the page visitors get.
 */
export async function watchIslands(): Promise<DevIslands> {
  let files = new Map<string, Uint8Array>();
  let entry = "";
  let behaviours: EarlyBehaviourScript[] = [];
  const islandsBuilds = followBuilds((result) => {
    if (!result.metafile || !result.outputFiles) return;
    entry = findIslandsEntryUrl(result.metafile);
    files = new Map(result.outputFiles.map((file) => [islandsFileUrl(file.path), file.contents]));
  });
  const behavioursBuilds = followBuilds((result) => {
    behaviours = readBehaviourScripts(result.outputFiles);
  });
  const islandsOptions = islandsBuildOptions("development");
  const islands = await context({
    ...islandsOptions,
    write: false,
    plugins: [...(islandsOptions.plugins ?? []), islandsBuilds.plugin],
  });
  const behavioursContext = await context({
    ...behavioursBuildOptions,
    plugins: [...(behavioursBuildOptions.plugins ?? []), behavioursBuilds.plugin],
  });
  await Promise.all([islands.watch(), behavioursContext.watch()]);
  await Promise.all([islandsBuilds.ready, behavioursBuilds.ready]);

  return {
    read: () => ({ entry, behaviours }),
    serve: (req, res, next) => {
      const file = files.get(req.path);
      if (!file) return next();
      res
        .type(contentTypes[path.extname(req.path)] ?? "application/octet-stream")
        .set("Cache-Control", "no-cache")
        .send(Buffer.from(file));
    },
  };
}
