import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppDatabase, openDatabase } from "../../app/shared/db/database.server";
import { findFreePort } from "./free-port";
import { runProcess } from "./run-process";
import { devServerArguments, serverArguments } from "./server-command";
import { createPostgresTestDatabase } from "./test-database";
import { underUmask } from "./umask";

/** The first administrator's setup code every test server is started with, unless told otherwise. */
export const testSetupCode = "TEST-SETUP-CODE-2468";

export type AppServer = {
  baseUrl: string;
  /** The server process's id, for reading its memory or CPU time from /proc. */
  pid: number;
  /** Its data folder and database, for a second process of the same site. */
  data: AppServerData;
  dialect: "sqlite" | "postgres";
  /** Everything the server printed so far (stdout and stderr). */
  logs: () => string;
  /** A connection to the server's own database, for setting up and checking state. */
  database: AppDatabase;
  /** Runs a script of this project against the same database and data folder. */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** Sends the process a signal, as an orchestrator stopping it (SIGTERM) or Ctrl-C (SIGINT) would. */
  signal: (name: NodeJS.Signals) => void;
  /** Resolves once the process has ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the process; with keepData, leaves the data folder and database for a new server. */
  stop: (options?: { keepData?: boolean }) => Promise<AppServerData>;
  /** Ends the process at once (SIGKILL), as a crash or a pulled plug would; keeps the data. */
  crash: () => Promise<AppServerData>;
};

/** A server's data folder and database, handed to the next server after a restart. */
export type AppServerData = {
  dataDir: string;
  postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
};

/** The environment a process of the site runs with on the given data. */
function siteEnvironment({ dataDir, postgres }: AppServerData, extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    ADMIN_SETUP_CODE: testSetupCode,
    ...extraEnv,
  };
  if (!postgres) delete env.DATABASE_URL;
  return env;
}

/** Runs an operator's command (`npm run db:migrate` is `db:migrate`) on the given data. */
export async function runSiteCommand(name: string, data: AppServerData) {
  const { code, output } = await runProcess(
    process.execPath,
    ["server/command.js", name],
    siteEnvironment(data, {}),
  );
  return { code, output };
}

/**
 * An empty data folder and database (PostgreSQL when TEST_DATABASE_URL is set) for servers
 * started on it together, as processes of one site behind a load balancer would be.
 */
export async function createAppServerData(): Promise<AppServerData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "charity-site-integration-"));
  return { dataDir, postgres: await createPostgresTestDatabase() };
}

/** Removes what createAppServerData made, once every server on it has stopped with keepData. */
export async function removeAppServerData({ dataDir, postgres }: AppServerData) {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The production build as a real process on a free port, with its own empty database, or with
 * given data: a server's that stopped with `keepData` (a restart), or createAppServerData's,
 * shared by several servers. `umask`: the one it starts with, when not the test's own. `dev`:
 * what `npm run dev` runs instead (server/dev.ts, through Vite), in development mode.
 */
export async function startAppServer({
  env: extraEnv = {},
  data,
  umask,
  dev = false,
}: {
  env?: NodeJS.ProcessEnv;
  data?: AppServerData;
  umask?: number;
  dev?: boolean;
} = {}): Promise<AppServer> {
  const port = findFreePort();
  const { dataDir, postgres } = data ?? (await createAppServerData());
  const env = siteEnvironment(
    { dataDir, postgres },
    { PORT: String(port), ...(dev ? { NODE_ENV: "development" } : {}), ...extraEnv },
  );
  let output = "";
  const serverArgs = dev ? devServerArguments : serverArguments;
  const [command, args] =
    umask === undefined
      ? [process.execPath, serverArgs]
      : underUmask(umask, process.execPath, serverArgs);
  const server: ChildProcess = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Site running")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    server.on("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}):\n${output}`));
    });
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const database = openDatabase({ databaseUrl: postgres?.url, dataDir });
  const { pid } = server;
  if (pid === undefined) throw new Error("The server has no process id.");
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid,
    dialect: database.dialect,
    data: { dataDir, postgres },
    logs: () => output,
    database,
    env,
    dataDir,
    signal: (name) => server.kill(name),
    exited,
    stop: async ({ keepData = false } = {}) => {
      await database.db.destroy();
      if (server.exitCode === null && server.signalCode === null) server.kill();
      await exited;
      if (!keepData) await removeAppServerData({ dataDir, postgres });
      return { dataDir, postgres };
    },
    crash: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGKILL");
      await exited;
      await database.db.destroy();
      return { dataDir, postgres };
    },
  };
}
