import pg from "pg";

/**
 * The node-postgres pool behind Prisma, set up so that no request waits on
 * PostgreSQL for long when it is away (tested by
 * scripts/resilience/suites/20-postgres-stopped.ts):
 * - stopped or unreachable: connecting fails at once, or after
 *   `connectionTimeoutMillis` when packets are dropped;
 * - frozen or cut off mid-query: the query fails after `queryTimeoutMs`
 *   (pg's client-side `query_timeout`), and that connection is destroyed,
 *   because pg leaves the unanswered query on it and every later query on
 *   the same connection would queue behind it;
 * - a dead peer is found by TCP keepalive rather than never;
 * - PostgreSQL itself cancels a statement that runs longer than `queryTimeoutMs`
 *   (`statement_timeout`) and ends a transaction left idle that long
 *   (`idle_in_transaction_session_timeout`): a dropped connection alone leaves
 *   its query running on the server, costing it long after the 503.
 * The errors these raise are mapped to 503 by server/api/errors.ts.
 */
export function createBoundedPool(connectionString: string, queryTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    Client: DroppingClient,
  });
  // An idle connection that PostgreSQL ends (restart, admin shutdown) is removed by the pool; without a listener the 'error' would crash the process.
  pool.on("error", () => {});
  return pool;
}

const READ_TIMEOUT = "Query read timeout";

/** A pg client that drops its connection when a query times out (see above). */
class DroppingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Dropping the connection makes the client emit 'error' a moment later, possibly
    // while it is checked out with no listener; unheard, that would crash the process.
    // Its queries have failed already, and the pool discards it on release.
    this.on("error", () => {});
  }

  // pg's query() has many overloads (promise, callback, submittable); this wraps whichever is used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.dropOnTimeout(error);
        last(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: unknown) => this.dropOnTimeout(error));
    return result;
  }

  private dropOnTimeout(error: unknown): void {
    if (error instanceof Error && error.message === READ_TIMEOUT) {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}

export const QUERY_READ_TIMEOUT_MESSAGE = READ_TIMEOUT;
