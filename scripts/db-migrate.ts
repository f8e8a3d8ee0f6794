/**
 * `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the
 * embedded database in PGLITE_DATA_DIR when DATABASE_URL is unset.
 */
import { mkdirSync } from "node:fs";
import pg from "pg";
import { applyMigrations } from "@/server/db/migrate";
import { openPglite } from "@/server/db/pglite";
import { pgliteRunner, pgRunner } from "@/server/db/runners";
import { env } from "@/server/env";

async function main() {
  const { DATABASE_URL, PGLITE_DATA_DIR } = env();
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const result = await applyMigrations(pgRunner(client));
      console.log(`PostgreSQL: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied.`);
    } finally {
      await client.end();
    }
    return;
  }
  mkdirSync(PGLITE_DATA_DIR, { recursive: true });
  const db = openPglite(PGLITE_DATA_DIR);
  try {
    const result = await applyMigrations(pgliteRunner(db));
    console.log(
      `Embedded database (${PGLITE_DATA_DIR}): ${result.applied.length} applied, ${result.alreadyApplied.length} already applied.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
