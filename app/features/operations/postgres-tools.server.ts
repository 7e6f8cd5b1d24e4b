import { spawn } from "node:child_process";
import { BackupError } from "./backup-manifest";

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list.
 */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.href,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on("error", (error) => {
      reject(new BackupError(`Could not run ${tool}: ${error.message}`));
    });
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${errors.trim()}`));
    });
  });
}

/** pg_dump in its custom format, of the snapshot an open transaction exported (same point). */
export function dumpPostgres(options: {
  dumpPath: string;
  databaseUrl: string;
  snapshot: string;
  file: string;
}) {
  const { dbname, env } = connectionFor(options.databaseUrl);
  return run(
    options.dumpPath,
    ["--format=custom", `--snapshot=${options.snapshot}`, `--file=${options.file}`, dbname],
    env,
  );
}

/** pg_restore into an empty database, all or nothing. */
export function restorePostgres(options: {
  restorePath: string;
  databaseUrl: string;
  file: string;
}) {
  const { dbname, env } = connectionFor(options.databaseUrl);
  return run(
    options.restorePath,
    [
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${dbname}`,
      options.file,
    ],
    env,
  );
}
