import { spawn, spawnSync } from "node:child_process";
import { getConfig } from "~/shared/lib/config.server";

/** The last lines ffmpeg wrote to stderr, for the log (never shown to staff). */
export class FfmpegError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg exited with ${exitCode}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`);
    this.name = "FfmpegError";
  }
}

const stderrLimit = 16 * 1024;

/**
 * Runs ffmpeg with `args` (no shell) and resolves when it exits 0. It streams the files itself,
 * so a 500 MB video never passes through this process's memory.
 */
export function runFfmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      getConfig().ffmpegPath,
      ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrLimit);
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(code, stderr));
    });
  });
}

/** Whether the configured ffmpeg runs at all (checked once at start-up, for a clear warning). */
export function isFfmpegAvailable() {
  const result = spawnSync(getConfig().ffmpegPath, ["-version"], { stdio: "ignore" });
  return result.status === 0;
}
