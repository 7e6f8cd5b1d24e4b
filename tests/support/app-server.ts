import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppDatabase, openDatabase } from "../../app/db/database.server";
import { findFreePort } from "./free-port";
import { createPostgresTestDatabase } from "./test-database";

/** The first administrator's setup code every test server is started with, unless told otherwise. */
export const testSetupCode = "TEST-SETUP-CODE-2468";

export type AppServer = {
  baseUrl: string;
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
  /** Stops the process; with keepData, leaves the data folder and database for a new server. */
  stop: (options?: { keepData?: boolean }) => Promise<AppServerData>;
};

/** A server's data folder and database, handed to the next server after a restart. */
export type AppServerData = {
  dataDir: string;
  postgres: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
};

/**
 * The production build as a real process on a free port, with its own empty database, or with
 * the data of a server stopped with `keepData` (a restart).
 */
export async function startAppServer({
  env: extraEnv = {},
  data,
}: {
  env?: NodeJS.ProcessEnv;
  data?: AppServerData;
} = {}): Promise<AppServer> {
  const port = findFreePort();
  const dataDir = data?.dataDir ?? mkdtempSync(path.join(tmpdir(), "charity-site-integration-"));
  const postgres = data ? data.postgres : await createPostgresTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    ADMIN_SETUP_CODE: testSetupCode,
    ...extraEnv,
  };
  if (!postgres) delete env.DATABASE_URL;
  let output = "";
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  const database = openDatabase({ databaseUrl: postgres?.url, dataDir });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dialect: database.dialect,
    data: { dataDir, postgres },
    logs: () => output,
    database,
    env,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      await database.db.destroy();
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
      if (!keepData) {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      return { dataDir, postgres };
    },
  };
}
