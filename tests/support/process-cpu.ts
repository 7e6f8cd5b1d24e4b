import { readFileSync } from "node:fs";

/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const millisecondsPerTick = 10;

/** CPU time a process has used so far, user and system, in milliseconds (from /proc). */
export function readProcessCpuMilliseconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [userTicks, systemTicks] = [Number(fields[11]), Number(fields[12])];
  return (userTicks + systemTicks) * millisecondsPerTick;
}
