import { Prisma } from "@/lib/generated/prisma/client";
import { addDays, firstDayOf, lastDayOf, monthOf } from "@/lib/domain/rent";
import { prisma } from "@/server/db/client";
import { agencyToday } from "@/server/leases/agency-today";
import { chargeDue, DEPOSIT_KEY } from "@/server/leases/charge-due";
import { refreshListingLease } from "@/server/leases/listing-lease";
import { lockOwnerAccounts } from "@/server/leases/owner-share";
import { LEASE_TRANSACTION_OPTIONS, lockLeases } from "@/server/leases/tenant-ledger";
import { toCents } from "@/lib/domain/rent";

/**
 * The rent run (PRODUCT.md#rent "Rent is charged by a background job"): every
 * lease's rent of a month, posted on its due day, exactly once. Leases that have
 * something to post are found in SQL a page at a time (so a run that posts
 * nothing reads no ledger), then charged in batches, each batch one
 * transaction holding its leases' rows (locked in id order, skipping rows
 * another run holds: two runs at once — two instances, a retry after a crash —
 * share the work, and a lease one of them charged is found posted by the
 * other; the ledger's unique (lease, auto_key) is the last word).
 */
const BATCH = 50;
/** A run's bound: ten million leases. */
const MAX_BATCHES = 100_000;

const previousMonth = (month: string) => {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, "0")}`;
};

/** SQL: the lease `l` covers month `month`, its rent there is due by `until` and on or after charges_from, and it is not posted. */
function unpostedRent(month: string, until: string) {
  const start = firstDayOf(month);
  const end = lastDayOf(month);
  const first = Prisma.sql`greatest(coalesce(l.start_date, l.charges_from), ${start}::date)`;
  const last = Prisma.sql`least(coalesce(least(l.end_date, l.ended_on), ${end}::date), ${end}::date)`;
  return Prisma.sql`(${first} <= ${last}
    AND least(greatest(${start}::date + (l.due_day - 1), ${first}), ${last}) BETWEEN l.charges_from AND ${until}::date
    AND l.rent > 0
    AND NOT EXISTS (SELECT 1 FROM lease_entries e WHERE e.lease_id = l.id AND e.auto_key = ${`rent:${month}`}))`;
}

const unpostedDeposit = (today: string) => Prisma.sql`(l.deposit > 0
    AND coalesce(l.start_date, l.charges_from) BETWEEN l.charges_from AND ${today}::date
    AND NOT EXISTS (SELECT 1 FROM lease_entries e WHERE e.lease_id = l.id AND e.auto_key = ${DEPOSIT_KEY}))`;

async function chargeWhere(condition: Prisma.Sql, today: string, throughMonth?: string): Promise<number> {
  let charged = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await prisma.$queryRaw<{ id: string }[]>`
      SELECT l.id FROM leases l WHERE l.id > ${after}::uuid AND (${condition}) ORDER BY l.id LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    charged += await prisma.$transaction(async (tx) => {
      let posted = 0;
      const leases = await lockLeases(
        tx,
        rows.map((row) => row.id),
      );
      // Only a lease holding credit settles (and pays its owner) as it is charged: lock those owners first, in order.
      await lockOwnerAccounts(
        tx,
        leases.filter((lease) => toCents(lease.balance) < 0n).map((lease) => lease.id),
      );
      for (const lease of leases) posted += (await chargeDue(tx, lease, today, { throughMonth })).length;
      return posted;
    }, LEASE_TRANSACTION_OPTIONS);
    if (rows.length < BATCH) break;
  }
  return charged;
}

/**
 * The daily run, at 00:00 agency time: posts every charge due by today that is
 * missing — this month's and last month's rent (a run missed over a month's
 * turn catches up), and deposits — then brings the lease fields of listings
 * whose current lease changed today in step. Answers how many charges it posted.
 */
export async function chargeRentDue({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const today = agencyToday(now);
  const month = monthOf(today);
  const charged = await chargeWhere(
    Prisma.sql`${unpostedRent(month, today)} OR ${unpostedRent(previousMonth(month), today)} OR ${unpostedDeposit(today)}`,
    today,
  );
  await refreshChangedListings(today);
  return charged;
}

/**
 * POST /rent/charge (an admin): the month's rent of every lease covering it that
 * has none yet, its due day reached or not. Answers how many charges it posted.
 */
export async function chargeRentMonth({ month, now = new Date() }: { month: string; now?: Date }): Promise<number> {
  const today = agencyToday(now);
  return chargeWhere(unpostedRent(month, lastDayOf(month) > today ? lastDayOf(month) : today), today, month);
}

/** The listings whose current lease is another one today than yesterday: a lease starts today, or ended yesterday. */
async function refreshChangedListings(today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  let after = "00000000-0000-0000-0000-000000000000";
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await prisma.$queryRaw<{ listing_id: string }[]>`
      SELECT DISTINCT listing_id FROM leases
       WHERE listing_id > ${after}::uuid
         AND (coalesce(start_date, charges_from) = ${today}::date OR least(end_date, ended_on) = ${yesterday}::date)
       ORDER BY listing_id LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.listing_id;
    await prisma.$transaction(async (tx) => {
      for (const row of rows) await refreshListingLease(tx, row.listing_id, today);
    });
    if (rows.length < BATCH) break;
  }
}
