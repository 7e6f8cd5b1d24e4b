import { spawnSync } from "node:child_process";

/** The integration suite runs the production build; make it from the current source first. */
export default function buildOnce() {
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
}
