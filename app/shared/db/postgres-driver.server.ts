import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import { logger } from "~/shared/lib/logger.server";
import { DatabaseBusyError } from "./database-busy";

export type PostgresLimits = {
  /** How long a statement may wait for a lock (PostgreSQL's lock_timeout). */
  lockTimeoutMs: number;
  /** How long any statement may run (statement_timeout). */
  statementTimeoutMs: number;
  /** Connections in all; a third of them (at least one) are for writes. */
  poolSize: number;
};

/**
 * Kysely's PostgreSQL dialect over two pools: writes (transactions, inserts, updates, deletes)
 * share a third of the connections, reads the rest. Saves waiting on a lock then hold only the
 * write connections, so public pages always find a connection. A save that cannot get a write
 * connection or a lock in `lockTimeoutMs` fails with DatabaseBusyError, as does a statement
 * stopped by the statement timeout.
 */
export function createPostgresDialect(connectionString: string, limits: PostgresLimits): Dialect {
  const writeConnections = Math.max(1, Math.floor(limits.poolSize / 3));
  const sessionSettings = {
    connectionString,
    lock_timeout: limits.lockTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
  };
  const reads = openPool({ ...sessionSettings, max: limits.poolSize - writeConnections });
  const writes = openPool({
    ...sessionSettings,
    max: writeConnections,
    // Waiting for a write connection counts as waiting for a lock.
    connectionTimeoutMillis: limits.lockTimeoutMs,
  });
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () =>
      new RoutingDriver(new PostgresDriver({ pool: reads }), new PostgresDriver({ pool: writes })),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

function openPool(config: pg.PoolConfig) {
  const pool = new pg.Pool(config);
  // An idle connection the server ends (a restart, a failover, an administrator) is reported
  // here; with no listener Node would throw it and stop the process. The pool replaces it.
  pool.on("error", (error) => {
    logger.warn("A PostgreSQL connection was closed by the server", { error });
  });
  return pool;
}

type Bound = {
  driver: PostgresDriver;
  /** Kysely's PostgresConnection, which its driver hands out typed as any connection. */
  connection: Parameters<PostgresDriver["releaseConnection"]>[0];
};

class RoutingDriver implements Driver {
  constructor(
    private readonly reads: PostgresDriver,
    private readonly writes: PostgresDriver,
  ) {}

  async init() {
    await Promise.all([this.reads.init(), this.writes.init()]);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.reads, this.writes);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const routed = connection as RoutedConnection;
    const pool = settings.accessMode === "read only" ? this.reads : this.writes;
    const { driver, connection: bound } = await routed.bind(pool);
    await translateBusy(() => driver.beginTransaction(bound, settings));
  }

  async commitTransaction(connection: DatabaseConnection) {
    const { driver, connection: bound } = (connection as RoutedConnection).bound();
    await translateBusy(() => driver.commitTransaction(bound));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const { driver, connection: bound } = (connection as RoutedConnection).bound();
    await driver.rollbackTransaction(bound);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    const { driver, connection: bound } = (connection as RoutedConnection).bound();
    await translateBusy(() => driver.savepoint(bound, name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    const { driver, connection: bound } = (connection as RoutedConnection).bound();
    await driver.rollbackToSavepoint(bound, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    const { driver, connection: bound } = (connection as RoutedConnection).bound();
    await driver.releaseSavepoint(bound, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection) {
    await (connection as RoutedConnection).release();
  }

  async destroy() {
    await Promise.all([this.reads.destroy(), this.writes.destroy()]);
  }
}

/**
 * What Kysely sees as one connection: a pool's connection is taken at first use, from the read
 * or the write pool by what that use is, and kept until Kysely releases it.
 */
class RoutedConnection implements DatabaseConnection {
  #bound: Bound | undefined;

  constructor(
    private readonly reads: PostgresDriver,
    private readonly writes: PostgresDriver,
  ) {}

  async bind(driver: PostgresDriver): Promise<Bound> {
    if (!this.#bound) {
      const connection =
        driver === this.writes
          ? await translateBusy(() => driver.acquireConnection())
          : await driver.acquireConnection();
      this.#bound = { driver, connection: connection as Bound["connection"] };
    }
    return this.#bound;
  }

  bound(): Bound {
    if (!this.#bound) throw new Error("No transaction was started on this connection");
    return this.#bound;
  }

  async release() {
    const bound = this.#bound;
    this.#bound = undefined;
    if (bound) await bound.driver.releaseConnection(bound.connection);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { connection } = await this.bind(isRead(query) ? this.reads : this.writes);
    return translateBusy(() => connection.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number) {
    const { connection } = await this.bind(isRead(query) ? this.reads : this.writes);
    yield* connection.streamQuery<R>(query, chunkSize);
  }
}

/** A SELECT, built or raw; anything else may write and goes to the write pool. */
function isRead(query: CompiledQuery) {
  return (
    SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*select\b/i.test(query.sql))
  );
}

/**
 * lock_not_available (lock_timeout), query_canceled (statement_timeout) and no write connection
 * free in time all mean the same to a visitor: busy, try again shortly.
 */
async function translateBusy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const poolTimeout =
      error instanceof Error && error.message.includes("timeout exceeded when trying to connect");
    if (code === "55P03" || code === "57014" || poolTimeout) throw new DatabaseBusyError(error);
    throw error;
  }
}
