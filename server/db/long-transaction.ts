import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Lifts PostgreSQL's idle-in-transaction limit (server/db/bounded-pool.ts sets it to
 * DATABASE_QUERY_TIMEOUT_MS for every connection) for the rest of this transaction only:
 * for the few writes that are long by design, whose own checks run between their
 * statements (an import of 50,000 rows). Each statement keeps its own time limit.
 */
export async function allowLongTransaction(tx: Prisma.TransactionClient, ms: number): Promise<void> {
  await tx.$executeRawUnsafe(`SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(ms)}`);
}
