// `npm start`: the production server, bundled with the app by `npm run build`. Plain JavaScript,
// so production needs no TypeScript runtime.
// @ts-check
import { loadServerBuild } from "./load-server-build.js";

const { startSiteServer } = await loadServerBuild();
await startSiteServer();
