import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { insertTestUsers } from "./test-users";

/**
 * Brings a fresh PostgreSQL database to the state every server-level test run
 * starts from: the migrations applied and the fixture users of test-users.ts.
 * Used by scripts/run-e2e.ts, the resilience suites and the benchmarks.
 */
export async function migrateAndSeedUsers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client), { log: () => {} });
    await insertTestUsers(pgRunner(client));
  } finally {
    await client.end();
  }
}
