import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Applies prisma/migrations/* the way `prisma migrate deploy` does, keeping
 * Prisma's own `_prisma_migrations` bookkeeping so that either tool can take
 * over. (Prisma's CLI cannot fetch its schema engine on our machines.)
 */
export interface SqlRunner {
  /** Parameterised single statement. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A whole script sent as one simple query (an implicit transaction). */
  exec(script: string): Promise<void>;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

const PRISMA_ADVISORY_LOCK_ID = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export const MIGRATIONS_DIR = join(process.cwd(), "prisma", "migrations");

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function applyMigrations(
  runner: SqlRunner,
  { migrationsDir = MIGRATIONS_DIR, log = (line: string) => console.log(line) } = {},
): Promise<MigrationResult> {
  await runner.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK_ID})`);
  try {
    await runner.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await runner.query<MigrationRow>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);

    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and blocks further migrations. ` +
          `Fix the database by hand, then mark it rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}').`,
      );
    }
    const finished = new Map(rows.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]));

    const result: MigrationResult = { applied: [], alreadyApplied: [] };
    for (const name of await listMigrations(migrationsDir)) {
      const script = await readFile(join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(script).digest("hex");
      const done = finished.get(name);
      if (done) {
        if (done.checksum !== checksum) log(`warning: migration ${name} was modified after it was applied`);
        result.alreadyApplied.push(name);
        continue;
      }

      const id = randomUUID();
      await runner.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, checksum, name],
      );
      try {
        await runner.exec(script);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await runner.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]);
        throw new Error(`Migration ${name} failed: ${message}`);
      }
      await runner.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = applied_steps_count + 1 WHERE id = $1`,
        [id],
      );
      log(`applied ${name}`);
      result.applied.push(name);
    }
    return result;
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK_ID})`);
  }
}

async function listMigrations(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
