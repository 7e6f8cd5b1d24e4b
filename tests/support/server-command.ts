/** How every test and benchmark starts the site: what `npm start` runs, after `npm run build`. */
export const serverArguments = ["server/start.js"];
