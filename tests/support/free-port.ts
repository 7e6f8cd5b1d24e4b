import { execFileSync } from "node:child_process";

/** Asks the OS for a free port. Synchronous because Playwright evaluates its config synchronously. */
export function findFreePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
