import { spawn } from "node:child_process";

/**
 * Runs a program to its end; resolves with its exit code, everything it printed (`output`) and
 * its stderr alone. Asynchronous on purpose: a test that blocks its event loop (spawnSync) for
 * longer than the server's keep-alive timeout misses the server closing the pooled connection,
 * and its next fetch fails with "other side closed".
 */
export function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, stderr }));
  });
}
