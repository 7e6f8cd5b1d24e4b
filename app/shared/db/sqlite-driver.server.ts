import type SqliteDatabase from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type TransactionSettings,
} from "kysely";
import { DatabaseBusyError } from "./database-busy";

/**
 * SQLite's own wait for a lock: none. better-sqlite3 waits synchronously, so any wait here would
 * stall the event loop, once for each request waiting (twelve waiting saves at 20 ms each kept it
 * blocked most of the time). Waiting is done between attempts instead, asynchronously.
 */
const sqliteBusyTimeoutMs = 0;

/**
 * Kysely's SQLite dialect, made safe under a write lock held by another process. Kysely's own
 * driver lets one query or transaction use the single connection at a time and better-sqlite3
 * waits for locks synchronously, so one waiting write froze every request. Here a write that finds
 * the lock taken gives up at once and is tried again after an asynchronous pause, until
 * `lockWaitMs` have passed (then DatabaseBusyError). Reads (WAL) never wait for the
 * lock: only for a transaction of this process that is actually open on the shared connection.
 */
export function createSqliteDialect(file: SqliteDatabase.Database, lockWaitMs: number): Dialect {
  file.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  return {
    createAdapter: () => new ConcurrentSqliteAdapter(),
    createDriver: () => new RetryingSqliteDriver(file, lockWaitMs),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/**
 * Kysely (0.29) queues every query behind the one in use when a dialect has a single connection,
 * so a read would wait for a transaction of this process that is itself waiting for another
 * process's lock. The driver below already keeps statements out of an open transaction
 * (`#openTransaction`), so Kysely need not.
 */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

class RetryingSqliteDriver implements Driver {
  /** Held while a transaction is open: no other statement may run inside it by mistake. */
  readonly #openTransaction = new Mutex();

  constructor(
    private readonly file: SqliteDatabase.Database,
    private readonly lockWaitMs: number,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteHandle(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    // IMMEDIATE takes the write lock at the start, where waiting for it can be retried; a
    // deferred transaction would meet the lock at its first write, after its reads.
    const begin = settings.accessMode === "read only" ? "BEGIN" : "BEGIN IMMEDIATE";
    await this.retryWhileBusy(async () => {
      await this.#openTransaction.lock();
      try {
        this.file.exec(begin);
      } catch (error) {
        this.#openTransaction.unlock();
        throw error;
      }
    });
    (connection as SqliteHandle).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    // A failed COMMIT leaves the transaction open: Kysely rolls it back next.
    this.runInTransaction(() => this.file.exec("COMMIT"));
    this.endTransaction(connection as SqliteHandle);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      if (this.file.inTransaction) this.file.exec("ROLLBACK");
    } finally {
      this.endTransaction(connection as SqliteHandle);
    }
  }

  async releaseConnection(connection: DatabaseConnection) {
    this.endTransaction(connection as SqliteHandle);
  }

  async destroy() {
    this.file.close();
  }

  async execute<R>(handle: SqliteHandle, query: CompiledQuery): Promise<QueryResult<R>> {
    if (handle.inTransaction) return this.runInTransaction(() => runStatement<R>(this.file, query));
    return this.retryWhileBusy(async () => {
      await this.#openTransaction.lock();
      try {
        return runStatement<R>(this.file, query);
      } finally {
        this.#openTransaction.unlock();
      }
    });
  }

  /** Inside an open (IMMEDIATE) transaction the lock is ours; busy here cannot be waited out. */
  private runInTransaction<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      throw isSqliteBusy(error) ? new DatabaseBusyError(error) : error;
    }
  }

  private endTransaction(handle: SqliteHandle) {
    if (!handle.inTransaction) return;
    handle.inTransaction = false;
    this.#openTransaction.unlock();
  }

  /** Tries again after 2, 4, 8... (at most 50) ms, with jitter, until `lockWaitMs` passed. */
  private async retryWhileBusy<T>(attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.lockWaitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return await attempt();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        if (Date.now() + pause > deadline) throw new DatabaseBusyError(error);
        await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
      }
    }
  }
}

/** One request's use of the shared connection (Kysely acquires one per query or transaction). */
class SqliteHandle implements DatabaseConnection {
  inTransaction = false;

  constructor(private readonly driver: RetryingSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }
}

/** As Kysely's SQLite connection runs a statement. */
function runStatement<R>(file: SqliteDatabase.Database, query: CompiledQuery): QueryResult<R> {
  const statement = file.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT...): another connection has the lock. */
export function isSqliteBusy(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/** Kysely's own: waiters queue on a promise until the holder unlocks. */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock() {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}
