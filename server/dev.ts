/**
 * `npm run dev`: the same server (server/site-server.ts), loaded through Vite so that pages and
 * server code reload as they change. Visitors' pages are the ones production renders: islands,
 * whose client and early behaviours esbuild rebuilds as they change (server/dev-islands.ts);
 * staff pages are hydrated by React Router, with Vite's hot reload.
 */
import express from "express";
import { createServer } from "vite";
import { watchIslands } from "./dev-islands";

const vite = await createServer({ server: { middlewareMode: true } });
const islands = await watchIslands();
const { startSiteServer } = (await vite.ssrLoadModule(
  "./server/site-server.ts",
)) as typeof import("./site-server");
await startSiteServer({
  dev: { assets: express.Router().use(islands.serve, vite.middlewares), islands: islands.read },
});
