import { afterAll, beforeAll } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations, type SqlRunner } from "@/server/db/migrate";
import { openPglite } from "@/server/db/pglite";
import { pgliteRunner, pgRunner } from "@/server/db/runners";
import { createTestDatabase } from "../support/test-database";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const MIGRATIONS_DIR = join(ROOT, "prisma", "migrations");
export const SCHEMA_PATH = join(ROOT, "prisma", "schema.prisma");

/** One freshly created, empty database with a raw runner and a Prisma client on it. */
export interface Harness {
  kind: "postgres" | "pglite";
  runner: SqlRunner;
  prisma: PrismaClient;
  /** A second, independent runner (its own connection) where the backend has connections. */
  openRunner(): Promise<{ runner: SqlRunner; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface Backend {
  name: "postgres" | "pglite";
  open(): Promise<Harness>;
}

export const postgresBackend: Backend = {
  name: "postgres",
  async open() {
    const database = await createTestDatabase();
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      clients.push(client);
      return client;
    };
    const main = await connect();
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url, max: 4 }) });
    return {
      kind: "postgres",
      runner: pgRunner(main),
      prisma,
      async openRunner() {
        const client = await connect();
        return { runner: pgRunner(client), close: () => client.end() };
      },
      async close() {
        await prisma.$disconnect();
        await Promise.allSettled(clients.map((client) => client.end()));
        await database.drop();
      },
    };
  },
};

export const pgliteBackend: Backend = {
  name: "pglite",
  async open() {
    const db = openPglite();
    await db.waitReady;
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
    return {
      kind: "pglite",
      runner: pgliteRunner(db),
      prisma,
      async openRunner() {
        return { runner: pgliteRunner(db), close: async () => {} };
      },
      async close() {
        await prisma.$disconnect();
        await db.close();
      },
    };
  },
};

export const BACKENDS: Backend[] = [postgresBackend, pgliteBackend];

/** Opens a fresh database, runs `work`, and always throws the database away. */
export async function withFreshDatabase<T>(backend: Backend, work: (harness: Harness) => Promise<T>): Promise<T> {
  const harness = await backend.open();
  try {
    return await work(harness);
  } finally {
    await harness.close();
  }
}

/**
 * Inside a `describe`: a migrated database of `backend` for the block's tests,
 * opened before them (before the block's own `beforeAll`s) and thrown away
 * after. Read it only inside hooks and tests.
 */
export function migratedDatabase(backend: Backend): Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await backend.open();
    await applyMigrations(harness.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
  });
  afterAll(async () => {
    await harness?.close();
  });
  return new Proxy({} as Harness, {
    get(_, key: keyof Harness) {
      if (!harness) throw new Error("the database opens in beforeAll: read it inside a hook or a test");
      return harness[key];
    },
  });
}
