import { afterEach, describe, expect, it } from "vitest";
import type pg from "pg";
import { createBoundedPool } from "@/server/db/bounded-pool";
import { DEFAULT_TEST_PG_URL } from "@/tests/support/test-database";

/**
 * The pool behind Prisma must never let a request wait on an unanswered
 * query: pg's query_timeout fails the query, and our client drops the
 * connection, because pg would queue every later query behind the
 * unanswered one. pg_sleep stands in for a frozen server.
 */
const url = process.env.TEST_PG_URL || DEFAULT_TEST_PG_URL;
const QUERY_TIMEOUT_MS = 300;
let pool: pg.Pool | undefined;

afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: T | Error }> {
  const started = performance.now();
  const outcome = await work().catch((error: Error) => error);
  return { ms: performance.now() - started, outcome };
}

describe("createBoundedPool", () => {
  it("fails a query that gets no answer after the query timeout", async () => {
    pool = createBoundedPool(url, QUERY_TIMEOUT_MS);
    const { ms, outcome } = await timed(() => pool!.query("SELECT pg_sleep(3)"));
    expect(outcome).toBeInstanceOf(Error);
    // Whichever side gives up first: pg's read timeout or PostgreSQL's statement_timeout (the same length).
    expect((outcome as Error).message).toMatch(/^(Query read timeout|canceling statement due to statement timeout)$/);
    expect(ms).toBeLessThan(1_500);
  });

  it("drops a checked-out connection whose query timed out, so nothing queues behind it", async () => {
    pool = createBoundedPool(url, QUERY_TIMEOUT_MS);
    const client = await pool.connect();
    // A frozen server never answers, not even to cancel: lifting the session's own limit stands in for one.
    await client.query("SET statement_timeout = 0");
    await expect(client.query("SELECT pg_sleep(3)")).rejects.toThrow("Query read timeout");
    // Without the drop, this would wait behind pg_sleep and time out too.
    const next = await timed(() => client.query("SELECT 1"));
    expect(next.outcome).toBeInstanceOf(Error);
    expect(next.ms).toBeLessThan(200);
    client.release();

    const fresh = await timed(() => pool!.query<{ ok: number }>("SELECT 1 AS ok"));
    expect(fresh.outcome).toMatchObject({ rows: [{ ok: 1 }] });
    expect(fresh.ms).toBeLessThan(1_000);
  });

  it("has PostgreSQL cancel the statement too, so nothing keeps running on the server after the time-out (issue 27, finding 4)", async () => {
    pool = createBoundedPool(url, QUERY_TIMEOUT_MS);
    const marker = `bounded-pool-${Date.now()}`;
    await expect(pool.query(`SELECT pg_sleep(10), '${marker}'`)).rejects.toThrow();
    const settings = await pool.query<{ statement_timeout: string }>("SHOW statement_timeout");
    expect(settings.rows[0]!.statement_timeout).toBe(`${QUERY_TIMEOUT_MS}ms`);
    const idle = await pool.query<{ idle_in_transaction_session_timeout: string }>("SHOW idle_in_transaction_session_timeout");
    expect(idle.rows[0]!.idle_in_transaction_session_timeout).toBe(`${QUERY_TIMEOUT_MS}ms`);

    const observer = createBoundedPool(url, 5_000);
    try {
      // Gone well before the 10 s pg_sleep would end: PostgreSQL cancelled it (the pool's own side only hangs up).
      const running = async () =>
        (
          await observer.query("SELECT pid FROM pg_stat_activity WHERE query LIKE $1 AND state = 'active' AND pid <> pg_backend_pid()", [
            `%${marker}%`,
          ])
        ).rows;
      await expect.poll(running, { timeout: 5_000, interval: 50 }).toEqual([]);
    } finally {
      await observer.end();
    }
  });

  it("answers ordinary queries", async () => {
    pool = createBoundedPool(url, QUERY_TIMEOUT_MS);
    const result = await pool.query<{ sum: number }>("SELECT 1 + 1 AS sum");
    expect(result.rows[0]!.sum).toBe(2);
  });
});
