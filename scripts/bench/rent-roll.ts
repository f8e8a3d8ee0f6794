/**
 * `npx tsx scripts/bench/rent-roll.ts [--scales 1,10] [--runs 40]`: the rent roll's statements at scale
 * (issue 42: 1,000 active leases per scale, 10,000 at scale 10). A throwaway PostgreSQL database gets, in
 * SQL, 200 owners and 1,000 listings per scale over 20 specialists, one lease per listing (a fifth month to
 * month, a tenth ending within 60 days) and a year of its ledger — the deposit and twelve months of rent,
 * each paid but one lease in six that leaves the last two months open. Then, in this process (no HTTP: the
 * server functions the route calls, on the app's own Prisma client), the p50 and p95 of GET /rent-roll's
 * work: the first page (by listing), the late filter sorted by days late, a specialist's book, the
 * totals alone (held between writes), and — shown, not budgeted — the totals' first read after a write. Prints the figures and the p50 growth from the smallest scale to the largest (budget 1.5×).
 * Part of `npm run bench` (scripts/bench/all.sh, with the rent run; BENCH_SKIP_RENT=1 leaves both out). Exits 1 when a
 * case misses the budget. The SQL fill writes the rent roll's aggregates as their migration's backfill does.
 */
import pg from "pg";
import { compareScales, md5Id, measureScale, option } from "./scale-growth";

const SCALES = option("scales", "1,10").split(",").map(Number);
const RUNS = Number(option("runs", "40"));
const NOW = new Date("2026-12-15T16:00:00Z");
const TIME_ZONE = "America/St_Lucia";
const FORMAT = { width: 20, digits: 1 };

export async function fill(client: pg.Client, scale: number) {
  const leases = 1_000 * scale;
  await client.query(`
    INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, role, updated_at)
    SELECT md5('user:' || n)::uuid, 'spec' || n, 'spec' || n || '@bench.test', 'x', 'Spec', 'Ialist ' || n, 'property-specialist', now()
      FROM generate_series(1, 20) n`);
  await client.query(`
    INSERT INTO clients (id, name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
    SELECT md5('client:' || n)::uuid, 'Owner ' || n, 'A', 'B', '555', 'o' || n || '@bench.test', 'Street', now()
      FROM generate_series(1, ${200 * scale}) n`);
  await client.query(`
    INSERT INTO listings (id, client_id, property_specialist_id, property_name, listing_type, location, status, zoning, updated_at)
    SELECT md5('listing:' || n)::uuid, md5('client:' || (1 + n % ${200 * scale}))::uuid, md5('user:' || (1 + n % 20))::uuid,
           'Villa ' || n, 'land-and-property', 'Castries', 'rented', 'residential', now()
      FROM generate_series(1, ${leases}) n`);
  await client.query(`
    INSERT INTO tenants (id, first_name, last_name, updated_at)
    SELECT md5('tenant:' || n)::uuid, 'Tenant', 'Number ' || n, now() FROM generate_series(1, ${leases}) n`);
  await client.query(`
    INSERT INTO leases (id, listing_id, start_date, end_date, rent, due_day, deposit, charges_from, updated_at)
    SELECT md5('lease:' || n)::uuid, md5('listing:' || n)::uuid, date '2025-12-01',
           CASE WHEN n % 5 = 0 THEN NULL WHEN n % 10 = 1 THEN date '2027-01-31' ELSE date '2027-11-30' END,
           1000 + n % 900, 1 + n % 28, 1000, date '2025-12-01', now()
      FROM generate_series(1, ${leases}) n`);
  await client.query(`
    INSERT INTO lease_tenants (lease_id, tenant_id, is_primary) SELECT md5('lease:' || n)::uuid, md5('tenant:' || n)::uuid, true
      FROM generate_series(1, ${leases}) n`);
  // The deposit and twelve months of rent (Dec 2025 – Nov 2026), each paid on its due day, but one lease in six
  // leaves October's and November's open; December's rent is due on the due day (open until paid).
  await client.query(`
    INSERT INTO lease_entries (lease_id, date, kind, charge_type, description, value, open, balance)
    SELECT l.id, date '2025-12-01', 'charge', 'deposit', 'Deposit', 1000, 0, 0 FROM leases l`);
  await client.query(`
    INSERT INTO lease_entries (lease_id, date, kind, charge_type, description, value, open, balance)
    SELECT l.id, (date '2025-12-01' + m * interval '1 month')::date + (l.due_day - 1), 'charge', 'rent', 'Rent', l.rent,
           CASE WHEN hashtext(l.id::text) % 6 = 0 AND m >= 10 THEN l.rent ELSE 0 END, 0
      FROM leases l CROSS JOIN generate_series(0, 12) m
     WHERE (date '2025-12-01' + m * interval '1 month')::date + (l.due_day - 1) <= date '2026-12-15'`);
  await client.query(`
    INSERT INTO lease_entries (lease_id, date, kind, method, reference, description, value, balance)
    SELECT c.lease_id, c.date, 'payment', 'transfer', 'T', 'Payment', c.value, 0
      FROM lease_entries c WHERE c.kind = 'charge' AND c.open = 0`);
  await client.query(`
    UPDATE leases l SET balance = s.owed, entry_count = s.entries
      FROM (SELECT lease_id, sum(CASE WHEN kind = 'payment' THEN -value ELSE value END) AS owed, count(*) AS entries
              FROM lease_entries GROUP BY lease_id) s
     WHERE s.lease_id = l.id`);
  // The rent roll's aggregates, as server/leases/roll-aggregates.ts keeps them (the backfill of their migration).
  await client.query(`
    UPDATE leases l SET oldest_open_due = s.oldest, deposit_held = s.held
      FROM (SELECT lease_id, min(date) FILTER (WHERE kind = 'charge' AND open > 0) AS oldest,
                   COALESCE(sum(value - open) FILTER (WHERE kind = 'charge' AND charge_type = 'deposit'), 0) AS held
              FROM lease_entries GROUP BY lease_id) s
     WHERE s.lease_id = l.id`);
  await client.query(`
    INSERT INTO lease_months (lease_id, month, charged, paid)
    SELECT lease_id, date_trunc('month', date)::date,
           COALESCE(sum(value) FILTER (WHERE kind = 'charge'), 0),
           COALESCE(sum(value) FILTER (WHERE kind = 'payment'), 0) - COALESCE(sum(value) FILTER (WHERE kind = 'reversal'), 0)
      FROM lease_entries GROUP BY 1, 2`);
  await client.query("VACUUM ANALYZE leases, lease_entries, lease_months, lease_tenants, tenants, listings, clients");
  const entries = await client.query<{ count: string }>("SELECT count(*) FROM lease_entries");
  return { leases, entries: Number(entries.rows[0]!.count) };
}

/**
 * The first read of the totals after a write sums every matching lease, so it grows with them; shown, not budgeted:
 * the budget is for the reads a person repeats (pages, the dashboard) between writes.
 */
const AFTER_A_WRITE = "totals after a write";

/** One scale, in this process: its p50 per case. */
const measure = (scale: number) =>
  measureScale(scale, {
    fill: async (client) => {
      const counts = await fill(client, scale);
      return `${counts.leases.toLocaleString("en")} leases, ${counts.entries.toLocaleString("en")} entries`;
    },
    timeZone: TIME_ZONE,
    runs: RUNS,
    format: FORMAT,
    cases: async (client) => {
      const { findRentRoll, rentRollScope, rentRollTotals } = await import("@/server/rent-roll/find-rent-roll");
      const clock = { now: NOW, timeZone: TIME_ZONE };
      const base = { late: false, skip: 0, limit: 50 };
      return [
        ["first page", () => findRentRoll(base, clock)],
        ["late by days", () => findRentRoll({ ...base, late: true, sort: "daysLate", order: "desc" }, clock)],
        ["a specialist", () => findRentRoll({ ...base, specialist: md5Id("user:1") }, clock)],
        ["totals only", () => rentRollTotals(rentRollScope({ late: false }, clock))],
        [
          AFTER_A_WRITE,
          async () => {
            // What a write to any lease does to the held totals (server/rent-roll/totals-cache.ts): the next read sums.
            await client.query("UPDATE rent_roll_version SET version = version + 1");
            return rentRollTotals(rentRollScope({ late: false }, clock));
          },
        ],
      ];
    },
  });

async function main() {
  const missed = await compareScales({
    script: "scripts/bench/rent-roll.ts",
    scales: SCALES,
    runs: RUNS,
    measure,
    format: FORMAT,
    shown: [AFTER_A_WRITE],
  });
  if (missed) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("rent-roll.ts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
