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

/**
 * Sets that server's clock `aheadMs` ahead of the real time; waits out the preload's 20 ms
 * re-read.
 */
export async function shiftServerClock(clockFile: string, aheadMs: number) {
  await writeFile(clockFile, String(aheadMs));
  await new Promise((resolve) => setTimeout(resolve, 40));
}

/** Moves that server's clock to `at`. */
export function setServerClock(clockFile: string, at: Date) {
  return shiftServerClock(clockFile, at.getTime() - Date.now());
}
