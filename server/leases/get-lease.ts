import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { agencyToday } from "./agency-today";
import { lateFeeNotice } from "./late-fee-notice";
import { leaseRelations, toLeaseDto, type LeaseRecord } from "./lease-dto";

type Db = Prisma.TransactionClient | typeof prisma;

/** What the tenants of each lease have paid of its deposit charges and the agency holds (none once settled), by lease id — kept on the lease row (roll-aggregates.ts). */
export async function depositsHeld(db: Db, leaseIds: readonly string[]): Promise<Map<string, string>> {
  if (leaseIds.length === 0) return new Map();
  const rows = await db.lease.findMany({ where: { id: { in: [...leaseIds] } }, select: { id: true, depositHeld: true } });
  return new Map(rows.map((row) => [row.id, row.depositHeld.toFixed(2)]));
}

export async function toLeaseDtos(db: Db, leases: LeaseRecord[], today = agencyToday()) {
  const held = await depositsHeld(
    db,
    leases.map((lease) => lease.id),
  );
  return leases.map((lease) => toLeaseDto(lease, today, held.get(lease.id) ?? "0.00"));
}

export async function getLease(id: string, db: Db = prisma) {
  const lease = await db.lease.findUnique({ where: { id }, include: leaseRelations });
  if (!lease) throw notFound("Lease not found.");
  const today = agencyToday();
  const [dto] = await toLeaseDtos(db, [lease], today);
  return { ...dto!, nextLateFee: await lateFeeNotice(db, id, today) };
}
