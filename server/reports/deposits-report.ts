import { Prisma } from "@/lib/generated/prisma/client";
import { fromCents, lastDay, leaseStatus, toCents } from "@/lib/domain/rent";
import type { DepositsReportDto, DepositsReportRow, ReportTenant } from "@/lib/schemas/reports";
import { prisma } from "@/server/db/client";
import { agencyToday } from "@/server/leases/agency-today";

/**
 * Deposits held (PRODUCT.md#rent "Reports"): every lease whose tenants have
 * paid toward its deposit charges and whose deposit is not settled — what
 * server/leases/get-lease.ts depositsHeld reads for one lease, for all of
 * them. Two statements whatever the agency's size: one page (ORDER BY …
 * LIMIT/OFFSET in SQL, the page's tenants with it) and the totals in one
 * aggregate.
 */

/** The leases holding a deposit and how much (the held rule of depositsHeld, over every lease). */
const HELD = Prisma.sql`
  SELECT e.lease_id, sum(e.value - e.open) AS held
    FROM lease_entries e
   WHERE e.kind = 'charge' AND e.charge_type = 'deposit'
     AND NOT EXISTS (SELECT 1 FROM deposit_settlements s WHERE s.lease_id = e.lease_id)
   GROUP BY e.lease_id
  HAVING sum(e.value - e.open) > 0`;

interface RowRecord {
  id: string;
  held: string;
  start_date: Date | null;
  end_date: Date | null;
  ended_on: Date | null;
  charges_from: Date;
  listing_id: string;
  property_name: string;
  owner_id: string;
  owner_name: string;
  tenants: ReportTenant[] | null;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const money = (text: string | null) => fromCents(toCents(text ?? "0"));

function toRow(record: RowRecord, today: string): DepositsReportRow {
  const terms = {
    startDate: day(record.start_date),
    endDate: day(record.end_date),
    endedOn: day(record.ended_on),
    chargesFrom: day(record.charges_from)!,
  };
  return {
    leaseRef: { _id: record.id },
    listingRef: { _id: record.listing_id, propertyName: record.property_name },
    owner: { _id: record.owner_id, name: record.owner_name },
    tenants: record.tenants ?? [],
    status: leaseStatus(terms, today),
    endDate: lastDay(terms),
    held: money(record.held),
  };
}

/** One page of leases holding a deposit, by listing name (then lease id). */
export async function depositsReportPage(skip: number, limit: number, now: Date = new Date()): Promise<DepositsReportRow[]> {
  const records = await prisma.$queryRaw<RowRecord[]>`
    WITH held AS (${HELD}),
    page AS (
      SELECT l.id, h.held, l.start_date, l.end_date, l.ended_on, l.charges_from,
             li.id AS listing_id, li.property_name, li.property_name_order AS listing_sort,
             c.id AS owner_id, c.name AS owner_name
        FROM held h JOIN leases l ON l.id = h.lease_id
        JOIN listings li ON li.id = l.listing_id
        JOIN clients c ON c.id = li.client_id
       ORDER BY listing_sort, l.id
      OFFSET ${skip}::int LIMIT ${limit}::int
    )
    SELECT page.id::text AS id, page.held::text AS held, page.start_date, page.end_date, page.ended_on, page.charges_from,
           page.listing_id::text AS listing_id, page.property_name, page.owner_id::text AS owner_id, page.owner_name,
           (SELECT COALESCE(json_agg(json_build_object('_id', t.id, 'name', t.display_name, 'primary', lt.is_primary)
                     ORDER BY lt.is_primary DESC, lt.position, t.name_order), '[]'::json)
              FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id WHERE lt.lease_id = page.id) AS tenants
      FROM page
     ORDER BY page.listing_sort, page.id`;
  const today = agencyToday(now);
  return records.map((record) => toRow(record, today));
}

export async function depositsReportTotals(): Promise<DepositsReportDto["totals"]> {
  const [record] = await prisma.$queryRaw<{ count: number; held: string }[]>`
    WITH held AS (${HELD}) SELECT count(*)::int AS count, COALESCE(sum(held), 0)::text AS held FROM held`;
  return { count: Number(record!.count), held: money(record!.held) };
}

/** GET /reports/deposits: one page and the totals of every lease holding a deposit (its count is X-Total-Count). */
export async function findDepositsReport(
  { skip, limit }: { skip: number; limit: number },
  now: Date = new Date(),
): Promise<DepositsReportDto> {
  const [rows, totals] = await Promise.all([depositsReportPage(skip, limit, now), depositsReportTotals()]);
  return { rows, totals };
}
