import { readFileSync } from "node:fs";

/** A process's resident memory now (VmRSS in /proc), in MB. */
export function readResidentMegabytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}
