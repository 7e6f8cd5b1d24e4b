import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port";

/** Starts the production build on a free port with an empty, temporary data folder. */
export async function startProductionServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-bench-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Site running")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
