import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { toLedgerEntryDto } from "../lease-dto";

type Db = Prisma.TransactionClient | typeof prisma;

const entryInclude = { reversedBy: { select: { id: true } } } satisfies Prisma.LeaseEntryInclude;

/** One page of the tenant's ledger, newest first (ledger order reversed), with the total. */
export async function findLedger(leaseId: string, { skip, limit }: { skip: number; limit: number }) {
  const lease = await prisma.lease.findUnique({ where: { id: leaseId }, select: { entryCount: true } });
  if (!lease) throw notFound("Lease not found.");
  const rows = await prisma.leaseEntry.findMany({
    where: { leaseId },
    include: entryInclude,
    orderBy: [{ date: "desc" }, { sequence: "desc" }],
    skip,
    take: limit,
  });
  return { items: rows.map(toLedgerEntryDto), total: lease.entryCount };
}

/** These entries of a lease, in ledger order (what a posting answers with). */
export async function findLedgerEntries(db: Db, { leaseId, ids }: { leaseId: string; ids: readonly string[] }) {
  const rows = await db.leaseEntry.findMany({
    where: { leaseId, id: { in: [...ids] } },
    include: entryInclude,
    orderBy: [{ date: "asc" }, { sequence: "asc" }],
  });
  return rows.map(toLedgerEntryDto);
}
