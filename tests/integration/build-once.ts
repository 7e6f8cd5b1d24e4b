import { spawnSync } from "node:child_process";

/**
 * The integration suite runs the production build; make it from the current source first, with
 * the project's own build command (which pins NODE_ENV=production, whatever Vitest set).
 */
export default function buildOnce() {
  const result = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
