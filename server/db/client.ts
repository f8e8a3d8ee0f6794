import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { mkdirSync } from "node:fs";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/server/env";
import { createBoundedPool } from "./bounded-pool";
import { applyMigrations } from "./migrate";
import { openPglite } from "./pglite";
import { pgliteRunner } from "./runners";

/**
 * One Prisma client per process. With DATABASE_URL it talks to PostgreSQL
 * through node-postgres; without, to an embedded PGlite database in
 * PGLITE_DATA_DIR, migrated before first use (see ensureDatabaseReady).
 * Kept on globalThis because Next.js may load this module more than once.
 */
interface DatabaseHandle {
  prisma: PrismaClient;
  kind: "postgres" | "pglite";
  ready: Promise<void>;
  pglite?: PGlite;
}

const globalForDb = globalThis as typeof globalThis & { __agencyDb?: DatabaseHandle };

function connect(): DatabaseHandle {
  const { DATABASE_URL, DATABASE_QUERY_TIMEOUT_MS, PGLITE_DATA_DIR } = env();
  if (DATABASE_URL) {
    // Bounded waits: a stopped, frozen or unreachable PostgreSQL makes requests fail fast (503), never hang.
    const adapter = new PrismaPg(createBoundedPool(DATABASE_URL, DATABASE_QUERY_TIMEOUT_MS));
    return { prisma: new PrismaClient({ adapter }), kind: "postgres", ready: Promise.resolve() };
  }

  const dataDir = PGLITE_DATA_DIR === "memory://" ? undefined : PGLITE_DATA_DIR;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = openPglite(dataDir);
  const ready = pglite.waitReady.then(() => applyMigrations(pgliteRunner(pglite), { log: () => {} })).then(() => undefined);
  return { prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite) }), kind: "pglite", ready, pglite };
}

function handle(): DatabaseHandle {
  globalForDb.__agencyDb ??= connect();
  return globalForDb.__agencyDb;
}

/** Resolves once the database accepts queries (embedded: after migrations). */
export function ensureDatabaseReady(): Promise<void> {
  return handle().ready;
}

export function databaseKind(): DatabaseHandle["kind"] {
  return handle().kind;
}

/** The embedded database itself, for the job queue that shares its one connection (server/jobs/queue.ts); undefined on PostgreSQL. */
export function embeddedDatabase(): PGlite | undefined {
  return handle().pglite;
}

/**
 * A database handle. Server functions that tests call directly take one
 * (`db`, defaulting to `prisma`): a test passes its own throwaway database.
 */
export type Database = PrismaClient;

/**
 * The Prisma client. Property access is forwarded lazily so importing this
 * module never opens a connection (e.g. during `next build`).
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = handle().prisma;
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function disconnectDatabase(): Promise<void> {
  const current = globalForDb.__agencyDb;
  if (!current) return;
  globalForDb.__agencyDb = undefined;
  await current.prisma.$disconnect();
  await current.pglite?.close();
}
