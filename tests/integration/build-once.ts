import { spawnSync } from "node:child_process";

/**
 * The integration suite runs the production build; make it from the current source first, with
 * the project's own command (which pins NODE_ENV=production, whatever Vitest set), unless the
 * build is already current (scripts/build-stamp.js): the browser suite and CI's lanes share it.
 */
export default function buildOnce() {
  const result = spawnSync("npm", ["run", "build:current"], { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`npm run build:current failed (exit ${result.status})`);
}
