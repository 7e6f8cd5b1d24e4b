import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort } from "./free-port";
import { serverArguments } from "./server-command";

export type ProductionServer = {
  baseUrl: string;
  /** The node process itself (not a shell), so its memory can be read from /proc. */
  pid: number;
  stop: () => Promise<void>;
  /** Everything it printed to its standard output so far. */
  logs: () => string;
  /** Ends the process at once (SIGKILL), as a crash or a pulled plug would; keeps the data. */
  crash: () => Promise<void>;
};

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production build on a free port with local storage and SQLite, in the given data
 * folder or an empty temporary one (removed again by `stop`).
 */
export async function startProductionServer({
  dataDir,
  env = {},
  port = findFreePort(),
}: {
  dataDir?: string;
  /** More settings, e.g. SMTP_URL. */
  env?: Record<string, string>;
  /** A restarted server keeps its address, so links it mailed before still work. */
  port?: number;
} = {}): Promise<ProductionServer> {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), "charity-site-bench-"));
  const server: ChildProcess = spawn(process.execPath, serverArguments, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: folder,
      DATABASE_URL: "",
      STORAGE_DRIVER: "local",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    // Read stdout for as long as the server lives: a full pipe would block it.
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site running")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
  if (server.pid === undefined) throw new Error("The server has no process id.");
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: server.pid,
    logs: () => output,
    stop: async () => {
      await stopChild(server);
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
    crash: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGKILL");
      await exited;
    },
  };
}
