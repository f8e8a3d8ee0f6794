import { Prisma } from "@/lib/generated/prisma/client";
import { todayIn } from "@/lib/domain/agency-time";
import { addDays, firstDayOf, fromCents, lastDayOf, monthOf, toCents } from "@/lib/domain/rent";
import type { RentRollSort } from "@/lib/domain/rent-roll";
import type { RentRollDto, RentRollQuery, RentRollRow, RentRollTenant, RentRollTotals } from "@/lib/schemas/rent-roll";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { heldRentRollTotals, holdRentRollTotals } from "./totals-cache";

/**
 * The rent roll (PRODUCT.md#rent-roll): for a month, one row per lease whose
 * days (its first day — the start, else charges_from — to its last — the end
 * date or the day it ended early, none while month to month) meet the month's.
 * No request reads a ledger: every figure is on the lease's row or its month's
 * row, kept with the ledger (server/leases/roll-aggregates.ts) — the balance,
 * the deposit held, the oldest open charge's due day (days late, the late
 * filter), and lease_months' charged and paid. A page is ORDER BY … OFFSET/LIMIT
 * over those rows (by listing: the listings' (property_name_order, id) index, so
 * the first pages stop after the page); the totals are one aggregate over the
 * matching lease rows, held while none of them changes (rentRollTotals).
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

const DAYS_LATE = (today: string) =>
  Prisma.sql`CASE WHEN le.oldest_open_due <= ${date(today)} THEN ${date(today)} - le.oldest_open_due ELSE 0 END`;

/** The filters on the lease row (`le`): its days meet the month's, ending within, late. */
function leaseConditions(scope: RentRollScope): Prisma.Sql[] {
  const { filters, monthStart, monthEnd, today } = scope;
  const conditions: Prisma.Sql[] = [
    Prisma.sql`COALESCE(le.start_date, le.charges_from) <= ${date(monthEnd)}`,
    Prisma.sql`(LEAST(le.end_date, le.ended_on) IS NULL OR LEAST(le.end_date, le.ended_on) >= ${date(monthStart)})`,
  ];
  if (filters.ending !== undefined) {
    conditions.push(Prisma.sql`LEAST(le.end_date, le.ended_on) BETWEEN ${date(today)} AND ${date(addDays(today, filters.ending))}`);
  }
  // Late: a charge due before today is still open (the oldest open charge is the earliest due).
  if (filters.late) conditions.push(Prisma.sql`le.oldest_open_due < ${date(today)}`);
  return conditions;
}

/** The leases of the month that the filters keep, with their listing, owner and figures (lease rows only). */
function rollSql(scope: RentRollScope): Prisma.Sql {
  const { filters, monthStart, today } = scope;
  const conditions = leaseConditions(scope);
  if (filters.owner) conditions.push(Prisma.sql`li.client_id = ${filters.owner}::uuid`);
  if (filters.specialist) conditions.push(Prisma.sql`li.property_specialist_id = ${filters.specialist}::uuid`);
  return Prisma.sql`
    SELECT le.id, le.rent, le.balance, LEAST(le.end_date, le.ended_on) AS last_day,
           li.id AS listing_id, li.property_name, li.property_name_order AS listing_sort,
           c.id AS owner_id, c.name AS owner_name, c.name_order AS owner_sort,
           COALESCE(lm.charged, 0) AS charged, COALESCE(lm.paid, 0) AS paid,
           le.deposit_held, ${DAYS_LATE(today)} AS days_late, le.oldest_open_due
      FROM leases le
      JOIN listings li ON li.id = le.listing_id
      JOIN clients c ON c.id = li.client_id
      LEFT JOIN lease_months lm ON lm.lease_id = le.id AND lm.month = ${date(monthStart)}
     WHERE ${Prisma.join(conditions, " AND ")}`;
}

const PRIMARY_TENANT_SORT = (alias: string) =>
  Prisma.raw(`(SELECT t.name_order FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id
     WHERE lt.lease_id = ${alias}.id ORDER BY lt.is_primary DESC, lt.position, t.name_order LIMIT 1)`);

/**
 * The ORDER BY of a sort, then the listing and the lease (a total order, so pages never overlap). Late only, days
 * late is the oldest open due day the other way round (every row's is before today): the leases' index on it then
 * gives the rows in order, and a page stops after its rows.
 */
function orderOf(sort: RentRollSort, order: "asc" | "desc", alias: string, late: boolean): Prisma.Sql {
  const direction = Prisma.raw(order === "desc" ? "DESC" : "ASC");
  const column = (expression: string) => Prisma.raw(`${alias}.${expression}`);
  if (sort === "daysLate" && late) {
    const reverse = Prisma.raw(order === "desc" ? "ASC" : "DESC");
    return Prisma.sql`${column("oldest_open_due")} ${reverse}, ${column("listing_sort")} ${direction}, ${column("id")} ${direction}`;
  }
  const expressions: Record<RentRollSort, Prisma.Sql | null> = {
    listing: null,
    owner: column("owner_sort"),
    tenants: PRIMARY_TENANT_SORT(alias),
    rent: column("rent"),
    charged: column("charged"),
    paid: column("paid"),
    balance: column("balance"),
    daysLate: column("days_late"),
    depositHeld: column("deposit_held"),
    endDate: column("last_day"),
  };
  const tail = Prisma.sql`${column("listing_sort")} ${direction}, ${column("id")} ${direction}`;
  const expression = expressions[sort];
  return expression ? Prisma.sql`${expression} ${direction}, ${tail}` : tail;
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

const TENANTS = Prisma.raw(`(SELECT COALESCE(json_agg(json_build_object('_id', t.id, 'name', t.display_name, 'primary', lt.is_primary)
                  ORDER BY lt.is_primary DESC, lt.position, t.name_order), '[]'::json)
       FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id WHERE lt.lease_id = page.id) AS tenants`);

/** One page of the roll: ORDER BY, OFFSET and LIMIT in SQL, then the page's tenants. */
export function rentRollPageSql(scope: RentRollScope, skip: number, limit: number): Prisma.Sql {
  const sort = scope.filters.sort ?? "listing";
  const order = scope.filters.order ?? "asc";
  const late = scope.filters.late === true;
  return Prisma.sql`
    WITH roll AS (${rollSql(scope)}),
    page AS (SELECT * FROM roll ORDER BY ${orderOf(sort, order, "roll", late)} OFFSET ${skip}::int LIMIT ${limit}::int)
    SELECT page.id::text AS id, page.rent::text AS rent, page.balance::text AS balance, page.last_day,
           page.listing_id::text AS listing_id, page.property_name, page.owner_id::text AS owner_id, page.owner_name,
           page.charged::text AS charged, page.paid::text AS paid, page.deposit_held::text AS deposit_held,
           page.days_late::int AS days_late, ${TENANTS}
      FROM page
     ORDER BY ${orderOf(sort, order, "page", late)}`;
}

/**
 * The totals of every lease the filters keep, in one aggregate over their rows (and their month's rows):
 * the listing is joined only when an owner or specialist filter needs it.
 */
export function rentRollTotalsSql(scope: RentRollScope): Prisma.Sql {
  const { filters, monthStart, today } = scope;
  const conditions = leaseConditions(scope);
  if (filters.owner) conditions.push(Prisma.sql`li.client_id = ${filters.owner}::uuid`);
  if (filters.specialist) conditions.push(Prisma.sql`li.property_specialist_id = ${filters.specialist}::uuid`);
  const listing = filters.owner || filters.specialist ? Prisma.sql`JOIN listings li ON li.id = le.listing_id` : Prisma.empty;
  return Prisma.sql`
    SELECT count(*)::int AS count,
           (count(*) FILTER (WHERE le.oldest_open_due < ${date(today)}))::int AS late,
           COALESCE(sum(le.rent), 0)::text AS rent,
           COALESCE(sum(lm.charged), 0)::text AS charged,
           COALESCE(sum(lm.paid), 0)::text AS paid,
           COALESCE(sum(le.balance), 0)::text AS balance,
           COALESCE(sum(le.deposit_held), 0)::text AS deposit_held
      FROM leases le ${listing}
      LEFT JOIN lease_months lm ON lm.lease_id = le.id AND lm.month = ${date(monthStart)}
     WHERE ${Prisma.join(conditions, " AND ")}`;
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

/** The totals as the aggregate names them (money as text). */
type TotalsRecord = Omit<RentRollTotals, "depositHeld"> & { deposit_held: string };

const totalsOf = (record: TotalsRecord): RentRollTotals => ({
  count: Number(record.count),
  late: Number(record.late),
  rent: money(record.rent),
  charged: money(record.charged),
  paid: money(record.paid),
  balance: money(record.balance),
  depositHeld: money(record.deposit_held),
});

interface StampRecord {
  database: string;
  version: string;
}

const stampOf = (record: StampRecord) => `${record.database}:${record.version}`;

/** What the totals of a scope depend on besides the rows: the month, the agency's day (late, ending) and the filters. */
const totalsKey = ({ month, today, filters }: RentRollScope) =>
  JSON.stringify([month, today, filters.late === true, filters.owner ?? null, filters.specialist ?? null, filters.ending ?? null]);

/**
 * The totals of a scope: held in this process while no lease row has changed since (server/rent-roll/totals-cache.ts),
 * else summed in one statement that reads the stamp in the same snapshot, so what is held matches its stamp exactly.
 */
export async function rentRollTotals(scope: RentRollScope): Promise<RentRollTotals> {
  const key = totalsKey(scope);
  const [current] = await prisma.$queryRaw<StampRecord[]>`SELECT database::text, version::text FROM rent_roll_version`;
  const held = heldRentRollTotals(stampOf(current!), key);
  if (held) return held;
  const [record] = await prisma.$queryRaw<(TotalsRecord & StampRecord)[]>`
    WITH totals AS (${rentRollTotalsSql(scope)})
    SELECT v.database::text, v.version::text, totals.* FROM rent_roll_version v, totals`;
  const totals = totalsOf(record!);
  holdRentRollTotals(stampOf(record!), key, totals);
  return totals;
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
