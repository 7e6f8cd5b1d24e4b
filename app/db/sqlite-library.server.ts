import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/** The oldest Node line better-sqlite3 13 runs on (its `engines`); older lines segfault in it. */
const firstNodeApiLine = 22;

/**
 * better-sqlite3 for the running Node (ADR 0021). On Node 22 and later: version 13, a Node-API
 * addon shipped prebuilt, one binary for every line. Version 12 aborts the process on Node 24.19+
 * (its statements' destructor runs from a garbage collection with no current environment), so it
 * is kept, as the optional `better-sqlite3-node20`, only for Node 20, where 13 crashes and
 * `npm install` compiles 12 for the machine's Node.
 */
function loadSqliteLibrary(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  const line = Number(process.versions.node.split(".")[0]);
  if (line >= firstNodeApiLine) return require("better-sqlite3");
  try {
    return require("better-sqlite3-node20");
  } catch (error) {
    throw new Error(
      `SQLite on Node ${process.versions.node} needs better-sqlite3 12 built by \`npm install\` on this Node (it is optional and its build needs python3, make and a C++ compiler); Node 24 or 26 needs no build.`,
      { cause: error },
    );
  }
}

export const SqliteDatabase = loadSqliteLibrary();

/** One open SQLite file (either version: their APIs match for everything the site uses). */
export type SqliteFile = BetterSqlite3.Database;
