import { Prisma } from "@/lib/generated/prisma/client";
import { todayIn } from "@/lib/domain/agency-time";
import { addDays, firstDayOf, fromCents, lastDayOf, monthOf, toCents } from "@/lib/domain/rent";
import type { RentRollSort } from "@/lib/domain/rent-roll";
import type { RentRollDto, RentRollQuery, RentRollRow, RentRollTenant, RentRollTotals } from "@/lib/schemas/rent-roll";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";

/**
 * The rent roll (PRODUCT.md#rent-roll): for a month, one row per lease whose
 * days (its first day — the start, else charges_from — to its last — the end
 * date or the day it ended early, none while month to month) meet the month's.
 * Two statements whatever the agency's size: one page of rows (ORDER BY …
 * LIMIT/OFFSET in SQL, the page's tenants with it) and the totals of every
 * matching lease in one aggregate. The month's figures (charged, paid), the
 * deposit held and the oldest open charge are read per lease from its entries
 * through the (lease_id, date) and open-charge indexes; when the sort is a
 * lease or listing column they are read for the page's rows only.
 */

export type RentRollFilters = Pick<RentRollQuery, "month" | "late" | "owner" | "specialist" | "ending" | "sort" | "order">;

export interface RentRollClock {
  now?: Date;
  timeZone?: string;
}

/** The month, today and the filters, resolved once. */
export interface RentRollScope {
  month: string;
  monthStart: string;
  monthEnd: string;
  today: string;
  filters: RentRollFilters;
}

export function rentRollScope(
  filters: RentRollFilters,
  { now = new Date(), timeZone = env().APP_TIME_ZONE }: RentRollClock = {},
): RentRollScope {
  const today = todayIn(timeZone, now);
  const month = filters.month ?? monthOf(today);
  return { month, monthStart: firstDayOf(month), monthEnd: lastDayOf(month), today, filters };
}

const date = (day: string) => Prisma.sql`${day}::date`;

/** The leases of the month that the filters keep, with their listing and owner (no entries read, but for `late`). */
function rollSql(scope: RentRollScope): Prisma.Sql {
  const { filters, monthStart, monthEnd, today } = scope;
  const conditions: Prisma.Sql[] = [
    Prisma.sql`COALESCE(le.start_date, le.charges_from) <= ${date(monthEnd)}`,
    Prisma.sql`(LEAST(le.end_date, le.ended_on) IS NULL OR LEAST(le.end_date, le.ended_on) >= ${date(monthStart)})`,
  ];
  if (filters.owner) conditions.push(Prisma.sql`li.client_id = ${filters.owner}::uuid`);
  if (filters.specialist) conditions.push(Prisma.sql`li.property_specialist_id = ${filters.specialist}::uuid`);
  if (filters.ending !== undefined) {
    conditions.push(Prisma.sql`LEAST(le.end_date, le.ended_on) BETWEEN ${date(today)} AND ${date(addDays(today, filters.ending))}`);
  }
  if (filters.late) {
    conditions.push(Prisma.sql`EXISTS (
      SELECT 1 FROM lease_entries o
       WHERE o.lease_id = le.id AND o.kind = 'charge' AND o.open > 0 AND o.date < ${date(today)})`);
  }
  return Prisma.sql`
    SELECT le.id, le.rent, le.balance, LEAST(le.end_date, le.ended_on) AS last_day,
           li.id AS listing_id, li.property_name, COALESCE(li.property_name_sort, lower(li.property_name)) AS listing_sort,
           c.id AS owner_id, c.name AS owner_name, COALESCE(c.name_sort, lower(c.name)) AS owner_sort
      FROM leases le
      JOIN listings li ON li.id = le.listing_id
      JOIN clients c ON c.id = li.client_id
     WHERE ${Prisma.join(conditions, " AND ")}`;
}

/**
 * A lease's figures (`alias` names the row with its id): the month's charges,
 * its payments less its reversals, the deposit paid, the oldest open charge due
 * by today, and the primary tenant's name for sorting.
 */
function figuresSql(scope: RentRollScope, alias: string): Prisma.Sql {
  const id = Prisma.raw(`${alias}.id`);
  const { monthStart, monthEnd, today } = scope;
  return Prisma.sql`
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(m.value) FILTER (WHERE m.kind = 'charge'), 0) AS charged,
             COALESCE(sum(m.value) FILTER (WHERE m.kind = 'payment'), 0)
               - COALESCE(sum(m.value) FILTER (WHERE m.kind = 'reversal'), 0) AS paid
        FROM lease_entries m
       WHERE m.lease_id = ${id} AND m.date BETWEEN ${date(monthStart)} AND ${date(monthEnd)}
    ) month_figures
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(d.value - d.open), 0) AS deposit_held
        FROM lease_entries d
       WHERE d.lease_id = ${id} AND d.kind = 'charge' AND d.charge_type = 'deposit'
         -- Nothing is held once settled (server/leases/get-lease.ts depositsHeld).
         AND NOT EXISTS (SELECT 1 FROM deposit_settlements s WHERE s.lease_id = ${id})
    ) deposit
    CROSS JOIN LATERAL (
      SELECT COALESCE(${date(today)} - min(o.date), 0) AS days_late
        FROM lease_entries o
       WHERE o.lease_id = ${id} AND o.kind = 'charge' AND o.open > 0 AND o.date <= ${date(today)}
    ) late`;
}

const PRIMARY_TENANT_SORT = (alias: string) =>
  Prisma.raw(`(SELECT t.name_sort FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id
     WHERE lt.lease_id = ${alias}.id ORDER BY lt.is_primary DESC, lt.position, t.name_sort LIMIT 1)`);

/** The ORDER BY of a sort; `figures`: whether it reads the figures (then every matching lease has them read). */
function orderOf(sort: RentRollSort, order: "asc" | "desc", alias: string): { sql: Prisma.Sql; figures: boolean } {
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const column = (expression: string) => Prisma.raw(`${alias}.${expression}`);
  const expressions: Record<RentRollSort, [Prisma.Sql, boolean]> = {
    listing: [column("listing_sort"), false],
    owner: [column("owner_sort"), false],
    tenants: [PRIMARY_TENANT_SORT(alias), true],
    rent: [column("rent"), false],
    charged: [column("charged"), true],
    paid: [column("paid"), true],
    balance: [column("balance"), false],
    daysLate: [column("days_late"), true],
    depositHeld: [column("deposit_held"), true],
    endDate: [column("last_day"), false],
  };
  const [expression, figures] = expressions[sort];
  return {
    sql: Prisma.sql`${expression} ${direction}, ${column("listing_sort")} ${direction}, ${column("id")} ${direction}`,
    figures,
  };
}

interface RowRecord {
  id: string;
  rent: string;
  balance: string;
  last_day: Date | null;
  listing_id: string;
  property_name: string;
  owner_id: string;
  owner_name: string;
  charged: string;
  paid: string;
  deposit_held: string;
  days_late: number;
  tenants: RentRollTenant[] | null;
}

const TENANTS = (alias: string) =>
  Prisma.raw(`(SELECT COALESCE(json_agg(json_build_object('_id', t.id, 'name', t.display_name, 'primary', lt.is_primary)
                  ORDER BY lt.is_primary DESC, lt.position, t.name_sort), '[]'::json)
       FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id WHERE lt.lease_id = ${alias}.id) AS tenants`);

const ROW_COLUMNS = (alias: string) =>
  Prisma.raw(`${alias}.id::text AS id, ${alias}.rent::text AS rent, ${alias}.balance::text AS balance, ${alias}.last_day,
    ${alias}.listing_id::text AS listing_id, ${alias}.property_name, ${alias}.owner_id::text AS owner_id, ${alias}.owner_name`);

const FIGURE_COLUMNS = Prisma.raw(
  `month_figures.charged::text AS charged, month_figures.paid::text AS paid, deposit.deposit_held::text AS deposit_held, late.days_late::int AS days_late`,
);

/** One page of the roll: ORDER BY, OFFSET and LIMIT in SQL; the figures of the page's rows only, unless the sort reads them. */
export function rentRollPageSql(scope: RentRollScope, skip: number, limit: number): Prisma.Sql {
  const sort = scope.filters.sort ?? "listing";
  const order = scope.filters.order ?? "asc";
  const outer = orderOf(sort, order, "page");
  if (outer.figures) {
    return Prisma.sql`
      WITH roll AS (${rollSql(scope)}),
      page AS (
        SELECT roll.*, month_figures.charged, month_figures.paid, deposit.deposit_held, late.days_late
          FROM roll ${figuresSql(scope, "roll")}
         ORDER BY ${reorder(sort, order)}
         OFFSET ${skip}::int LIMIT ${limit}::int
      )
      SELECT ${ROW_COLUMNS("page")}, page.charged::text AS charged, page.paid::text AS paid,
             page.deposit_held::text AS deposit_held, page.days_late::int AS days_late, ${TENANTS("page")}
        FROM page
       ORDER BY ${outer.sql}`;
  }
  return Prisma.sql`
    WITH roll AS (${rollSql(scope)}),
    page AS (SELECT * FROM roll ORDER BY ${orderOf(sort, order, "roll").sql} OFFSET ${skip}::int LIMIT ${limit}::int)
    SELECT ${ROW_COLUMNS("page")}, ${FIGURE_COLUMNS}, ${TENANTS("page")}
      FROM page ${figuresSql(scope, "page")}
     ORDER BY ${outer.sql}`;
}

/** The ORDER BY of the figures' own sorts inside the page CTE, where the lateral columns are named by their subquery. */
function reorder(sort: RentRollSort, order: "asc" | "desc"): Prisma.Sql {
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const expressions: Partial<Record<RentRollSort, Prisma.Sql>> = {
    tenants: PRIMARY_TENANT_SORT("roll"),
    charged: Prisma.raw("month_figures.charged"),
    paid: Prisma.raw("month_figures.paid"),
    daysLate: Prisma.raw("late.days_late"),
    depositHeld: Prisma.raw("deposit.deposit_held"),
  };
  return Prisma.sql`${expressions[sort]!} ${direction}, roll.listing_sort ${direction}, roll.id ${direction}`;
}

/** The totals of every lease the filters keep, in one aggregate. */
export function rentRollTotalsSql(scope: RentRollScope): Prisma.Sql {
  return Prisma.sql`
    WITH roll AS (${rollSql(scope)})
    SELECT count(*)::int AS count,
           (count(*) FILTER (WHERE late.days_late > 0))::int AS late,
           COALESCE(sum(roll.rent), 0)::text AS rent,
           COALESCE(sum(month_figures.charged), 0)::text AS charged,
           COALESCE(sum(month_figures.paid), 0)::text AS paid,
           COALESCE(sum(roll.balance), 0)::text AS balance,
           COALESCE(sum(deposit.deposit_held), 0)::text AS deposit_held
      FROM roll ${figuresSql(scope, "roll")}`;
}

/** "0" → "0.00", "1250.5" → "1250.50": the API's money, exactly (never through a float). */
const money = (text: string | null) => fromCents(toCents(text ?? "0"));

function toRow(record: RowRecord): RentRollRow {
  return {
    leaseRef: { _id: record.id },
    listingRef: { _id: record.listing_id, propertyName: record.property_name },
    owner: { _id: record.owner_id, name: record.owner_name },
    tenants: record.tenants ?? [],
    rent: money(record.rent),
    charged: money(record.charged),
    paid: money(record.paid),
    balance: money(record.balance),
    daysLate: Number(record.days_late),
    depositHeld: money(record.deposit_held),
    endDate: record.last_day ? record.last_day.toISOString().slice(0, 10) : null,
  };
}

interface TotalsRecord {
  count: number;
  late: number;
  rent: string;
  charged: string;
  paid: string;
  balance: string;
  deposit_held: string;
}

export async function rentRollTotals(scope: RentRollScope): Promise<RentRollTotals> {
  const [record] = await prisma.$queryRaw<TotalsRecord[]>(rentRollTotalsSql(scope));
  return {
    count: Number(record!.count),
    late: Number(record!.late),
    rent: money(record!.rent),
    charged: money(record!.charged),
    paid: money(record!.paid),
    balance: money(record!.balance),
    depositHeld: money(record!.deposit_held),
  };
}

/** GET /rent-roll: one page of rows and the totals of every matching lease (its count is X-Total-Count). */
export async function findRentRoll(
  query: RentRollFilters & Pick<RentRollQuery, "skip" | "limit">,
  clock: RentRollClock = {},
): Promise<RentRollDto> {
  const scope = rentRollScope(query, clock);
  const [records, totals] = await Promise.all([
    prisma.$queryRaw<RowRecord[]>(rentRollPageSql(scope, query.skip, query.limit)),
    rentRollTotals(scope),
  ]);
  return { month: scope.month, rows: records.map(toRow), totals };
}

/** The rows of one page of an export (the same statement as the list's). */
export async function rentRollPage(scope: RentRollScope, skip: number, limit: number): Promise<RentRollRow[]> {
  const records = await prisma.$queryRaw<RowRecord[]>(rentRollPageSql(scope, skip, limit));
  return records.map(toRow);
}
