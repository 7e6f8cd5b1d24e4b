/**
 * `npm run dev`: the same server (server/site-server.ts), loaded through Vite so that pages and
 * server code reload as they change.
 */
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true } });
const { startSiteServer } = (await vite.ssrLoadModule(
  "./server/site-server.ts",
)) as typeof import("./site-server");
await startSiteServer({ devAssets: vite.middlewares });
