/**
 * Browser tests drive Debian's Chromium (browser downloads are blocked on these machines).
 * Installs it with apt when it is missing; needs root or sudo.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../tests/support/chromium";

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
}

if (existsSync(chromiumPath)) {
  console.info(`Chromium found at ${chromiumPath}`);
} else {
  console.info(`Chromium is missing at ${chromiumPath}; installing Debian's chromium package...`);
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : ["sudo", "-n"];
  const apt = (...args: string[]) =>
    prefix.length
      ? run(prefix[0] as string, [...prefix.slice(1), "apt-get", ...args])
      : run("apt-get", args);
  apt("update", "-qq");
  apt("install", "-y", "-qq", "--no-install-recommends", "chromium");
  if (!existsSync(chromiumPath))
    throw new Error(`chromium installed but ${chromiumPath} is missing`);
}
