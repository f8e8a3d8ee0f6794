import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Throwaway PostgreSQL databases for tests. Each call creates a fresh
 * `agency_test_<random>` database next to TEST_PG_URL (default: the local
 * trust-auth server of ENVIRONMENT.md) and returns its URL and a drop().
 * Destructive tests must never reach a shared server, so every URL passes
 * assertLocalDatabase first (after dub's assert-local-database).
 */
export const DEFAULT_TEST_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_DATABASE_PREFIX = "agency_test_";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** Throws unless the connection string points at this machine. */
export function assertLocalDatabase(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("Refusing to run destructive tests: the database URL cannot be parsed.");
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new Error(`Refusing to run destructive tests: ${parsed.protocol} is not a PostgreSQL URL.`);
  }
  const hosts = [parsed.hostname];
  // libpq / node-postgres also accept ?host=… (which wins over the authority part).
  const override = parsed.searchParams.get("host");
  if (override !== null) hosts.push(override);
  for (const host of hosts) {
    const isSocket = host.startsWith("/");
    if (!isSocket && !LOCAL_HOSTS.has(host.toLowerCase())) {
      throw new Error(`Refusing to run destructive tests against a non-local database host "${host}".`);
    }
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function baseUrl(): string {
  return process.env.TEST_PG_URL || DEFAULT_TEST_PG_URL;
}

/** Runs `work` on the run's throwaway PostgreSQL database (E2E_DATABASE_URL), for what the API cannot do. */
export function withTestDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the suite through scripts/run-e2e.ts.");
  return withLocalClient(url, work);
}

/** One row of counts (`SELECT count(*) AS name, …`) from the run's database, as numbers. */
export function countsInTestDatabase<Name extends string>(sql: string, params: unknown[]): Promise<Record<Name, number>> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<Record<Name, string>>(sql, params);
    return Object.fromEntries(Object.entries(rows[0]!).map(([name, count]) => [name, Number(count)])) as Record<Name, number>;
  });
}

/** Runs `work` on one connection to a local database, closing it afterwards. */
export async function withLocalClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  assertLocalDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(8).toString("hex")}`;
  await withLocalClient(baseUrl(), (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withLocalClient(baseUrl(), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
