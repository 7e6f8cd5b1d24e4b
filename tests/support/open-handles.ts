import { readdir, readlink } from "node:fs/promises";

/** Paths of files in `folder` that some process of ours still holds open (deleted or not). */
export async function findOpenHandles(folder: string) {
  const open: string[] = [];
  // Linux only: elsewhere there is no /proc to look in.
  const processes = await readdir("/proc").catch(() => [] as string[]);
  const pids = processes.filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (target.startsWith(`${folder}/`)) open.push(target);
    }
  }
  return open;
}
