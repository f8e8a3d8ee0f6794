/**
 * `npx tsx scripts/bench/statement-rent.ts [--scales 1,10] [--runs 40]`: the owner statement with its rent
 * sections (issue 43 §4) as the agency grows. A throwaway PostgreSQL database gets, in SQL, 500 owners per
 * scale with 4 rented listings each, a year of rent on every lease (December 2025 – November 2026: the tenant's
 * payment on the lease's ledger, and on the owner's the rent credited and the 10% management fee debited, each
 * with its `rent_postings` row), a repair charged from a service order each quarter, and two entries by hand a
 * month — 136 entries per owner-year, 68,000 owner entries at scale 1 and 680,000 at scale 10. The owner
 * measured is the same at every scale (owner 1: 4 listings, 136 entries a year), so what grows is everyone
 * else. In this process (no HTTP: the server functions the route calls, on the app's own Prisma client), the
 * p50 and p95 of: one month's summary with the figures by listing (what the CSV, the PDF and the e-mail open
 * with), the statement page of a month (summary + its entries), the summary of the whole year, the figures
 * statement alone on a plain connection, and the four figures as read before (for reference); and the figures
 * statement's plan (no table read whole, JIT). Prints the
 * p50 growth from the smallest scale to the largest (budget 1.5×). Not part of `npm run bench`.
 */
import pg from "pg";
import { compareScales, md5Id, measureScale, option } from "./scale-growth";

const SCALES = option("scales", "1,10").split(",").map(Number);
const RUNS = Number(option("runs", "40"));
const NOW = new Date("2026-12-15T16:00:00Z");
const TIME_ZONE = "America/St_Lucia";
const FORMAT = { width: 18, digits: 2 };
const LISTINGS_PER_OWNER = 4;

async function fill(client: pg.Client, scale: number) {
  const owners = 500 * scale;
  const listings = owners * LISTINGS_PER_OWNER;
  await client.query(`
    INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, role, updated_at)
    VALUES (md5('user:1')::uuid, 'spec1', 'spec1@bench.test', 'x', 'Spec', 'Ialist', 'property-specialist', now())`);
  await client.query(`
    INSERT INTO service_providers (id, name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
    VALUES (md5('provider:1')::uuid, 'Island Roofing', 'R', 'Oofer', '555', 'roof@bench.test', 'Castries', now())`);
  await client.query(`
    INSERT INTO clients (id, name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
    SELECT md5('client:' || n)::uuid, 'Owner ' || n, 'A', 'B', '555', 'o' || n || '@bench.test', 'Street', now()
      FROM generate_series(1, ${owners}) n`);
  // Listing n belongs to owner 1 + (n - 1) / 4: owner 1 has listings 1–4 at every scale.
  await client.query(`
    INSERT INTO listings (id, client_id, property_specialist_id, property_name, listing_type, location, status, zoning, updated_at)
    SELECT md5('listing:' || n)::uuid, md5('client:' || (1 + (n - 1) / ${LISTINGS_PER_OWNER}))::uuid, md5('user:1')::uuid,
           'Villa ' || n, 'land-and-property', 'Castries', 'rented', 'residential', now()
      FROM generate_series(1, ${listings}) n`);
  await client.query(`
    INSERT INTO leases (id, listing_id, start_date, rent, due_day, charges_from, updated_at)
    SELECT md5('lease:' || n)::uuid, md5('listing:' || n)::uuid, date '2025-12-01', 1000 + n % 900, 1 + n % 28, date '2025-12-01', now()
      FROM generate_series(1, ${listings}) n`);
  // A year of rent: the charge and the payment on the lease's ledger.
  await client.query(`
    INSERT INTO lease_entries (id, lease_id, date, kind, charge_type, description, value, open, balance, auto_key)
    SELECT md5('charge:' || n || ':' || m)::uuid, md5('lease:' || n)::uuid, (date '2025-12-01' + m * interval '1 month')::date + (n % 28),
           'charge', 'rent', 'Rent', 1000 + n % 900, 0, 0, 'rent:' || to_char(date '2025-12-01' + m * interval '1 month', 'YYYY-MM')
      FROM generate_series(1, ${listings}) n CROSS JOIN generate_series(0, 11) m`);
  await client.query(`
    INSERT INTO lease_entries (id, lease_id, date, kind, method, reference, description, value, balance)
    SELECT md5('payment:' || n || ':' || m)::uuid, md5('lease:' || n)::uuid, (date '2025-12-01' + m * interval '1 month')::date + (n % 28),
           'payment', 'transfer', 'T', 'Payment', 1000 + n % 900, 0
      FROM generate_series(1, ${listings}) n CROSS JOIN generate_series(0, 11) m`);
  // The owner's side, in date order: the rent credited and the fee debited (with their rent_postings rows), a repair
  // each quarter (with its service order and charge row), and two entries by hand a month.
  await client.query(`
    CREATE TEMP TABLE owner_rows AS
    SELECT md5('rent:' || n || ':' || m)::uuid AS id, 1 + (n - 1) / ${LISTINGS_PER_OWNER} AS owner, n, m, 'rent' AS share,
           'credit'::"LedgerColumn" AS col, 'payment'::"TransactionType" AS type, (1000 + n % 900)::numeric(14, 2) AS value, 0 AS minute
      FROM generate_series(1, ${listings}) n CROSS JOIN generate_series(0, 11) m
    UNION ALL
    SELECT md5('fee:' || n || ':' || m)::uuid, 1 + (n - 1) / ${LISTINGS_PER_OWNER}, n, m, 'management_fee', 'debit', 'other',
           round((1000 + n % 900) * 0.10, 2), 1
      FROM generate_series(1, ${listings}) n CROSS JOIN generate_series(0, 11) m
    UNION ALL
    SELECT md5('repair:' || n || ':' || m)::uuid, 1 + (n - 1) / ${LISTINGS_PER_OWNER}, n, m, 'repair', 'debit', 'other', 150 + n % 200, 2
      FROM generate_series(1, ${listings}) n CROSS JOIN generate_series(1, 10, 3) m
    UNION ALL
    SELECT md5('hand:' || o || ':' || m || ':' || k)::uuid, o, NULL, m, 'hand', CASE WHEN k = 1 THEN 'credit' ELSE 'debit' END::"LedgerColumn",
           'other', 20 + k, 3 + k
      FROM generate_series(1, ${owners}) o CROSS JOIN generate_series(0, 11) m CROSS JOIN generate_series(1, 2) k`);
  await client.query(`
    INSERT INTO account_transactions (id, client_id, date, "column", type, description, value, closing_balance)
    SELECT id, md5('client:' || owner)::uuid,
           (timestamp '2025-12-01 16:00' + m * interval '1 month' + coalesce(n % 28, 14) * interval '1 day' + minute * interval '1 minute') AT TIME ZONE 'UTC',
           col, type, share || ' ' || coalesce('Villa ' || n, 'by hand') || ' ' || m, value, 0
      FROM owner_rows ORDER BY 3, 1`);
  await client.query(`
    UPDATE account_transactions t SET closing_balance = s.closing
      FROM (SELECT id, sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END) OVER (PARTITION BY client_id ORDER BY date, sequence) AS closing
              FROM account_transactions) s
     WHERE s.id = t.id`);
  await client.query(`
    INSERT INTO rent_postings (transaction_id, lease_id, share, payment_id, charge_id)
    SELECT id, md5('lease:' || n)::uuid, share, md5('payment:' || n || ':' || m)::uuid, md5('charge:' || n || ':' || m)::uuid
      FROM owner_rows WHERE share IN ('rent', 'management_fee')`);
  await client.query(`
    INSERT INTO service_orders (id, name, listing_id, service_provider_id, due_at, details, created_by_name, updated_at)
    SELECT md5('order:' || n || ':' || m)::uuid, 'Roof ' || n, md5('listing:' || n)::uuid, md5('provider:1')::uuid, now(), 'Roof', 'Bench', now()
      FROM owner_rows WHERE share = 'repair'`);
  await client.query(`
    INSERT INTO service_order_charges (transaction_id, service_order_id) SELECT id, md5('order:' || n || ':' || m)::uuid FROM owner_rows WHERE share = 'repair'`);
  await client.query(`
    INSERT INTO accounts (client_id, balance, entry_count, updated_at)
    SELECT client_id, sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END), count(*), now() FROM account_transactions GROUP BY client_id`);
  await client.query(
    "VACUUM ANALYZE account_transactions, rent_postings, service_order_charges, service_orders, leases, lease_entries, listings, clients, accounts",
  );
  const entries = await client.query<{ count: string }>("SELECT count(*) FROM account_transactions");
  return { owners, listings, entries: Number(entries.rows[0]!.count) };
}

/** One scale, in this process: its p50 per case. */
const measure = (scale: number) =>
  measureScale(scale, {
    fill: async (client) => {
      const counts = await fill(client, scale);
      return (
        `${counts.owners.toLocaleString("en")} owners, ${counts.listings.toLocaleString("en")} leases, ` +
        `${counts.entries.toLocaleString("en")} owner entries`
      );
    },
    timeZone: TIME_ZONE,
    runs: RUNS,
    format: FORMAT,
    cases: async (client) => {
      const { getStatement, getStatementSummary, statementFiguresSql } = await import("@/server/accounts/get-statement");
      const { prisma } = await import("@/server/db/client");
      const clientId = md5Id("client:1");
      const month = { clientId, from: "2026-06-01", to: "2026-06-30", now: NOW };
      const check = await getStatementSummary(month);
      if (check.listings.length !== LISTINGS_PER_OWNER + 1)
        throw new Error(`expected ${LISTINGS_PER_OWNER + 1} groups: ${JSON.stringify(check.listings)}`);
      const year = await getStatementSummary({ ...month, from: "2025-12-01", to: "2026-11-30" });
      for (const [name, period] of [
        ["month", check],
        ["year", year],
      ] as const) {
        const figures = statementFiguresSql(clientId, period.start, period.end);
        const plan = await client.query<{ "QUERY PLAN": string }>({
          text: `EXPLAIN (ANALYZE, COSTS) ${figures.text}`,
          values: figures.values as unknown[],
        });
        const rows = plan.rows.map((row) => row["QUERY PLAN"]);
        const seqScans = rows.filter((line) => /Seq Scan/.test(line));
        const cost = /cost=[\d.]+\.\.([\d.]+)/.exec(rows[0] ?? "")?.[1];
        const jit = rows.some((line) => /^JIT:/.test(line.trim())) ? "JIT compiled" : "no JIT";
        const read = seqScans.length ? `tables read whole: ${seqScans.map((line) => line.trim()).join("; ")}` : "no table read whole";
        console.log(
          `   plan (${name}): ${read}; estimated cost ${cost}; ${jit}; ${rows.find((line) => /Execution Time/.test(line))?.trim()}`,
        );
      }
      return [
        // The four figures alone, as the statement read them before the figures by listing: what the rent sections cost.
        [
          "month totals",
          () =>
            prisma.$queryRaw`
              SELECT count(*)::int, coalesce(sum(value) FILTER (WHERE "column" = 'credit'), 0), coalesce(sum(value) FILTER (WHERE "column" = 'debit'), 0)
                FROM account_transactions WHERE client_id = ${clientId}::uuid AND date >= ${check.start}::timestamptz AND date < ${check.end}::timestamptz`,
        ],
        // The figures statement alone on a plain connection (no Prisma, no pool): the database's part of the summary.
        ["month figures SQL", () => client.query(statementFiguresSql(clientId, check.start, check.end))],
        ["year figures SQL", () => client.query(statementFiguresSql(clientId, year.start, year.end))],
        ["month summary", () => getStatementSummary(month)],
        ["month page", () => getStatement({ ...month, skip: 0, limit: 100 })],
        ["year summary", () => getStatementSummary({ ...month, from: "2025-12-01", to: "2026-11-30" })],
      ];
    },
  });

async function main() {
  await compareScales({
    script: "scripts/bench/statement-rent.ts",
    scales: SCALES,
    runs: RUNS,
    measure,
    format: FORMAT,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
