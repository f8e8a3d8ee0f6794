import { Prisma } from "@/lib/generated/prisma/client";
import { agencyDayOf } from "@/lib/domain/agency-time";
import { firstDayOf, fromCents, lastDayOf, monthOf, nextMonth, toCents } from "@/lib/domain/rent";
import type { AgencyFeesReportDto, AgencyFeesRow } from "@/lib/schemas/reports";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { agencyToday } from "@/server/leases/agency-today";

/**
 * What the agency earned in a month (PRODUCT.md#rent "Reports"), per owner and lease:
 * - management fees: the owner-ledger debits made from rent (rent_postings share
 *   management_fee) dated in the month on the agency's clock, less their reversals
 *   dated in the month — read per owner account through its (client_id, date) index,
 *   so only the month's entries are visited;
 * - late fees the agency keeps: what payments paid that month of the late-fee
 *   charges (lease_entries.fee_for_id) of leases whose late fees go to the agency —
 *   a part is paid on the later of the payment's day and the fee's day, as the
 *   owner's share is dated (server/leases/owner-share.ts). A reversed payment or a
 *   waived fee no longer pays anything (its applications are removed).
 * One page (ORDER BY owner, listing, lease; LIMIT/OFFSET in SQL) and the totals in
 * one aggregate.
 */

export interface AgencyFeesScope {
  month: string;
  /** The month's first and last day, and its instants on the agency's clock [start, end). */
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
}

export function agencyFeesScope(month: string | undefined, { now = new Date(), timeZone = env().APP_TIME_ZONE } = {}): AgencyFeesScope {
  const chosen = month ?? monthOf(agencyToday(now));
  return {
    month: chosen,
    firstDay: firstDayOf(chosen),
    lastDay: lastDayOf(chosen),
    start: agencyDayOf(firstDayOf(chosen), timeZone).start,
    end: agencyDayOf(firstDayOf(nextMonth(chosen)), timeZone).start,
  };
}

/** Per lease: the month's management fees (net of reversals) and late fees kept. */
function feesSql(scope: AgencyFeesScope): Prisma.Sql {
  return Prisma.sql`
    WITH management AS (
      SELECT m.lease_id, sum(m.value) AS value
        FROM accounts acc
        CROSS JOIN LATERAL (
          SELECT rp.lease_id, CASE WHEN t."column" = 'debit' THEN t.value ELSE -t.value END AS value
            FROM account_transactions t JOIN rent_postings rp ON rp.transaction_id = t.id AND rp.share = 'management_fee'
           WHERE t.client_id = acc.client_id AND t.date >= ${scope.start} AND t.date < ${scope.end}
        ) m
       GROUP BY m.lease_id
    ),
    late AS (
      SELECT fee.lease_id, sum(a.value) AS value
        FROM lease_entries fee
        JOIN leases l ON l.id = fee.lease_id AND l.late_fees_to = 'agency'
        JOIN lease_allocations a ON a.charge_id = fee.id
        JOIN lease_entries p ON p.id = a.payment_id
       WHERE fee.fee_for_id IS NOT NULL AND fee.kind = 'charge'
         AND GREATEST(p.date, fee.date) BETWEEN ${scope.firstDay}::date AND ${scope.lastDay}::date
       GROUP BY fee.lease_id
    ),
    fees AS (
      SELECT COALESCE(management.lease_id, late.lease_id) AS lease_id,
             COALESCE(management.value, 0) AS management_fees, COALESCE(late.value, 0) AS late_fees
        FROM management FULL JOIN late ON late.lease_id = management.lease_id
    )
    SELECT fees.lease_id, fees.management_fees, fees.late_fees, fees.management_fees + fees.late_fees AS total,
           li.id AS listing_id, li.property_name, li.property_name_order AS listing_sort,
           c.id AS owner_id, c.name AS owner_name, c.name_order AS owner_sort
      FROM fees JOIN leases l ON l.id = fees.lease_id
      JOIN listings li ON li.id = l.listing_id
      JOIN clients c ON c.id = li.client_id
     WHERE fees.management_fees <> 0 OR fees.late_fees <> 0`;
}

interface RowRecord {
  lease_id: string;
  management_fees: string;
  late_fees: string;
  total: string;
  listing_id: string;
  property_name: string;
  owner_id: string;
  owner_name: string;
}

const money = (text: string | null) => fromCents(toCents(text ?? "0"));

function toRow(record: RowRecord): AgencyFeesRow {
  return {
    leaseRef: { _id: record.lease_id },
    listingRef: { _id: record.listing_id, propertyName: record.property_name },
    owner: { _id: record.owner_id, name: record.owner_name },
    managementFees: money(record.management_fees),
    lateFees: money(record.late_fees),
    total: money(record.total),
  };
}

export async function agencyFeesPage(scope: AgencyFeesScope, skip: number, limit: number): Promise<AgencyFeesRow[]> {
  const records = await prisma.$queryRaw<RowRecord[]>`
    SELECT r.lease_id::text AS lease_id, r.management_fees::text AS management_fees, r.late_fees::text AS late_fees,
           r.total::text AS total, r.listing_id::text AS listing_id, r.property_name, r.owner_id::text AS owner_id, r.owner_name
      FROM (${feesSql(scope)}) r
     ORDER BY r.owner_sort, r.owner_id, r.listing_sort, r.lease_id
    OFFSET ${skip}::int LIMIT ${limit}::int`;
  return records.map(toRow);
}

export async function agencyFeesTotals(scope: AgencyFeesScope): Promise<AgencyFeesReportDto["totals"]> {
  const [record] = await prisma.$queryRaw<{ count: number; owners: number; management_fees: string; late_fees: string; total: string }[]>`
    SELECT count(*)::int AS count, count(DISTINCT r.owner_id)::int AS owners,
           COALESCE(sum(r.management_fees), 0)::text AS management_fees, COALESCE(sum(r.late_fees), 0)::text AS late_fees,
           COALESCE(sum(r.total), 0)::text AS total
      FROM (${feesSql(scope)}) r`;
  return {
    count: Number(record!.count),
    owners: Number(record!.owners),
    managementFees: money(record!.management_fees),
    lateFees: money(record!.late_fees),
    total: money(record!.total),
  };
}

/** GET /reports/agency-fees: one page of the month's rows and the totals (their count is X-Total-Count). */
export async function findAgencyFeesReport(
  query: { month?: string; skip: number; limit: number },
  clock: { now?: Date; timeZone?: string } = {},
): Promise<AgencyFeesReportDto> {
  const scope = agencyFeesScope(query.month, clock);
  const [rows, totals] = await Promise.all([agencyFeesPage(scope, query.skip, query.limit), agencyFeesTotals(scope)]);
  return { month: scope.month, rows, totals };
}
