import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { createTestDatabase } from "../support/test-database";

/**
 * Where suites that run the app's own server modules (server/db/client.ts,
 * which reads DATABASE_URL when first used) find their database: a fresh,
 * migrated PostgreSQL database, or the embedded PGlite in memory (which the
 * client migrates itself). Each returns what closes it.
 */
export async function appOnPostgres(): Promise<{ close(): Promise<void> }> {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client), { log: () => {} });
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = database.url;
  return { close: () => database.drop() };
}

export async function appOnPglite(): Promise<{ close(): Promise<void> }> {
  process.env.DATABASE_URL = "";
  process.env.PGLITE_DATA_DIR = "memory://";
  return { close: async () => {} };
}
