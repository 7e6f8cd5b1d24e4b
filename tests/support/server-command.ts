/** How every test and benchmark starts the site: what `npm start` runs, after `npm run build`. */
export const serverArguments = ["server/start.js"];

/** What `npm run dev` runs: the same server through Vite, its islands rebuilt as they change. */
export const devServerArguments = ["--import", "tsx", "server/dev.ts"];
