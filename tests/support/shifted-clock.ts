import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The preload that shifts a site server's clock (shifted-clock-preload.mjs). */
export const shiftedClockPreload = fileURLToPath(
  new URL("./shifted-clock-preload.mjs", import.meta.url),
);

/** The environment that starts a site server whose clock `clockFile` can move. */
export function shiftedClockEnv(clockFile: string) {
  return {
    NODE_OPTIONS: `--import ${shiftedClockPreload}`,
    SHIFTED_CLOCK_FILE: clockFile,
  };
}

/** Moves that server's clock to `at`; waits out the preload's 20 ms re-read. */
export async function setServerClock(clockFile: string, at: Date) {
  await writeFile(clockFile, String(at.getTime() - Date.now()));
  await new Promise((resolve) => setTimeout(resolve, 40));
}
