import type { z } from "zod";
import { dbDate } from "@/lib/domain/agency-time";
import type { LeaseStatus } from "@/lib/domain/rent";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { leaseListQuerySchema } from "@/lib/schemas/lease";
import { prisma } from "@/server/db/client";
import { agencyToday } from "./agency-today";
import { leaseRelations } from "./lease-dto";
import { toLeaseDtos } from "./get-lease";

type LeaseListQuery = z.output<typeof leaseListQuerySchema>;

/** The leases in a status on `today`, as a filter (lib/domain/rent.ts leaseStatus, in SQL terms). */
export function leaseStatusWhere(status: LeaseStatus, today: string): Prisma.LeaseWhereInput {
  const day = dbDate(today);
  // Said positively on both sides: NOT over a comparison with a null column is null in SQL, and would drop the row.
  const upcoming: Prisma.LeaseWhereInput = { OR: [{ startDate: { gt: day } }, { startDate: null, chargesFrom: { gt: day } }] };
  const started: Prisma.LeaseWhereInput = { OR: [{ startDate: { lte: day } }, { startDate: null, chargesFrom: { lte: day } }] };
  const ended: Prisma.LeaseWhereInput = { OR: [{ endDate: { lt: day } }, { endedOn: { lt: day } }] };
  const running: Prisma.LeaseWhereInput = {
    AND: [{ OR: [{ endDate: null }, { endDate: { gte: day } }] }, { OR: [{ endedOn: null }, { endedOn: { gte: day } }] }],
  };
  if (status === "upcoming") return upcoming;
  if (status === "ended") return { AND: [started, ended] };
  return { AND: [started, running] };
}

/** One page of leases, the latest start first, with the total. */
export async function findLeases(query: LeaseListQuery) {
  const today = agencyToday();
  const and: Prisma.LeaseWhereInput[] = [];
  if (query.listing) and.push({ listingId: query.listing });
  if (query.tenant) and.push({ tenants: { some: { tenantId: query.tenant } } });
  if (query.status) and.push(leaseStatusWhere(query.status, today));
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    prisma.lease.findMany({
      where,
      include: leaseRelations,
      orderBy: [{ startDate: { sort: "desc", nulls: "last" } }, { chargesFrom: "desc" }, { id: "asc" }],
      skip: query.skip,
      take: query.limit,
    }),
    prisma.lease.count({ where }),
  ]);
  return { items: await toLeaseDtos(prisma, rows, today), total };
}
