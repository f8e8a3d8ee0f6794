import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { createTestDatabase } from "../support/test-database";
import { sessionsSuite } from "./sessions.shared";

sessionsSuite("PostgreSQL", async () => {
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
});
