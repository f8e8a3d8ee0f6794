import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
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

export type OpenDatabase = () => Promise<{ close(): Promise<void> }>;

/**
 * A describe block's app on a database of its own (`appOnPostgres` or `appOnPglite`). Before the block's tests:
 * `settings` into process.env, the database opened and made ready, the block's server modules imported (only now,
 * so server/db/client.ts reads this database) and, with `jobs`, the job queue started — before any transaction,
 * as the embedded database has one connection — its jobs run by the test's own calls (JOBS_IN_APP off).
 * After them it all stops. Call it before the block's own hooks: theirs then find the app filled in.
 */
export function appForSuite<Modules extends object>(
  open: OpenDatabase,
  modules: () => Promise<Modules>,
  { settings = {}, jobs = false }: { settings?: Record<string, string>; jobs?: boolean } = {},
): Modules & { prisma: PrismaClient } {
  const app = {} as Modules & { prisma: PrismaClient };
  let database: { close(): Promise<void> } | undefined;
  let stopJobQueue: ((graceMs: number) => Promise<void>) | undefined;
  beforeAll(async () => {
    Object.assign(process.env, settings, jobs ? { JOBS_IN_APP: "off" } : {});
    database = await open();
    const client = await import("@/server/db/client");
    await client.ensureDatabaseReady();
    await import("@/server/job-catalog"); // the jobs known to the queue, as the app's start-up loads them
    Object.assign(app, await modules(), { prisma: client.prisma });
    if (jobs) {
      const queue = await import("@/server/jobs/queue");
      await queue.jobQueue();
      stopJobQueue = queue.stopJobQueue;
    }
  });
  afterAll(async () => {
    await stopJobQueue?.(0);
    await app.prisma?.$disconnect();
    await database?.close();
  });
  return app;
}
