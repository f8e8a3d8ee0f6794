/**
 * The benchmark's data: a throwaway database filled in SQL, server-side, with
 * INSERT ... SELECT over generate_series (no rows travel through Node).
 *
 * At scale 1: 2,000 clients, 10,000 listings, 200 service providers, 20,000
 * service orders (every status, some past due), 20,000 reminders (a fifth
 * recurring), 200,000 ledger entries (one owner with 20,000) with running
 * closing balances and account rows kept exactly as server/accounts/ledger.ts
 * keeps them. Scale N multiplies every count by N; the staff stays the same
 * (SPECIALISTS property specialists), so each specialist's book grows with it.
 *
 * Ids are deterministic (v4-shaped UUIDs made from md5 of "<kind>:<n>"), so
 * the runner and the baseline know which records to ask for.
 *
 * Run on its own: `npx tsx scripts/bench/generate.ts --scale 1` (prints the
 * database URL and leaves the database in place for EXPLAIN ANALYZE).
 */
import { createHash } from "node:crypto";
import pg from "pg";
import { agencyDay } from "@/lib/domain/agency-time";
import { applyMigrations } from "@/server/db/migrate";
import { pgRunner } from "@/server/db/runners";
import { refreshOccurrences } from "@/server/reminders/occurrence-sql";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { insertTestUsers } from "@/tests/support/test-users";

export const SPECIALISTS = 20;
export const APP_TIME_ZONE = "America/Puerto_Rico";

export interface BenchCounts {
  clients: number;
  providers: number;
  listings: number;
  serviceOrders: number;
  reminders: number;
  ledgerEntries: number;
  bigLedgerEntries: number;
  /** Clients 1..accountHolders-1 share the other entries; client 0 owns the big ledger. */
  accountHolders: number;
}

export function countsFor(scale: number): BenchCounts {
  return {
    clients: 2_000 * scale,
    providers: 200 * scale,
    listings: 10_000 * scale,
    serviceOrders: 20_000 * scale,
    reminders: 20_000 * scale,
    ledgerEntries: 200_000 * scale,
    bigLedgerEntries: 20_000 * scale,
    accountHolders: 1_000 * scale,
  };
}

/** The same v4-shaped UUID the SQL helper `uid()` builds, computed in Node. */
export function benchId(kind: string, n: number): string {
  const hex = createHash("md5").update(`${kind}:${n}`).digest("hex");
  const shaped = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${shaped.slice(0, 8)}-${shaped.slice(8, 12)}-${shaped.slice(12, 16)}-${shaped.slice(16, 20)}-${shaped.slice(20)}`;
}

/** SQL for benchId(kind, <expr>): md5 with the version nibble set to 4 and the variant to 8. */
function uid(kind: string, expr: string): string {
  return `(overlay(overlay(md5('${kind}:' || (${expr})::text) placing '4' from 13) placing '8' from 17))::uuid`;
}

/** Words by initial letter, so names spread over every letter of the alphabet. */
const WORDS = [
  "Atlantic",
  "Bayside",
  "Coral",
  "Driftwood",
  "Emerald",
  "Frangipani",
  "Galleon",
  "Harbour",
  "Island",
  "Jade",
  "Kingfisher",
  "Lagoon",
  "Mango",
  "Nutmeg",
  "Ocean",
  "Palm",
  "Quay",
  "Reef",
  "Sandpiper",
  "Tamarind",
  "Upland",
  "Verandah",
  "Windward",
  "Xanadu",
  "Yacht",
  "Zephyr",
];
const SUFFIXES = ["Holdings", "Estates", "Realty", "Partners", "Trust", "Group", "Ventures", "Family"];
const PLACES = ["Villa", "Cottage", "House", "Point", "Heights", "View", "Gardens", "Residence"];
const FIRST_NAMES = ["Ava", "Brian", "Carla", "Dev", "Elena", "Femi", "Grace", "Hugo", "Iris", "Jon", "Kezia", "Luis"];
const LAST_NAMES = ["Alleyne", "Baptiste", "Charles", "Douglas", "Edwards", "Francis", "George", "Henry", "Isaac", "James"];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]::text[]`;
/** Picks from a text array by a zero-based integer SQL expression. */
const pick = (values: readonly string[], expr: string) => `(${sqlArray(values)})[1 + ((${expr}) % ${values.length})]`;

const contactColumns = (i: string) => `
  ${pick(FIRST_NAMES, i)}, ${pick(LAST_NAMES, `${i} / 7`)}, '+1 246 555 ' || lpad(((${i}) % 10000)::text, 4, '0'),
  CASE WHEN (${i}) % 3 = 0 THEN '+1 246 555 0000' END, 'contact' || (${i}) || '@example.test',
  CASE WHEN (${i}) % 2 = 0 THEN 'https://example.test/' || (${i}) END, (${i}) || ' Bay Street, Bridgetown'`;

function statements(c: BenchCounts): { label: string; sql: string; values?: unknown[] }[] {
  const nextOccurrences = refreshOccurrences([], agencyDay(new Date(), APP_TIME_ZONE).date, APP_TIME_ZONE);
  const clientName = (i: string) => `${pick(WORDS, i)} || ' ' || ${pick(SUFFIXES, `${i} / 26`)} || ' ' || (${i})`;
  const listingSpecialist = (listing: string) => uid("specialist", `(${listing}) % ${SPECIALISTS}`);
  return [
    {
      label: "specialists",
      sql: `
        INSERT INTO users (id, user_name, email, password_hash, first_name, last_name, role, is_active, updated_at)
        SELECT ${uid("specialist", "i")}, 'bench.specialist' || i, 'bench.specialist' || i || '@agency.test',
               (SELECT password_hash FROM users ORDER BY email LIMIT 1),
               ${pick(FIRST_NAMES, "i")}, ${pick(LAST_NAMES, "i")}, 'property-specialist', true, now()
        FROM generate_series(0, ${SPECIALISTS - 1}) i`,
    },
    {
      label: "clients",
      sql: `
        INSERT INTO clients (id, name, contact_first_name, contact_last_name, contact_primary_number, contact_secondary_number,
                             contact_email_address, contact_website_url, contact_mailing_address, updated_at)
        SELECT ${uid("client", "i")}, ${clientName("i")}, ${contactColumns("i")}, now()
        FROM generate_series(0, ${c.clients - 1}) i`,
    },
    {
      label: "service providers",
      sql: `
        INSERT INTO service_providers (id, name, contact_first_name, contact_last_name, contact_primary_number, contact_secondary_number,
                                       contact_email_address, contact_website_url, contact_mailing_address, updated_at)
        SELECT ${uid("provider", "i")}, ${pick(WORDS, "i * 7")} || ' ' || ${pick(["Plumbing", "Electrical", "Cleaning", "Pools", "Gardens", "Roofing"], "i")} || ' ' || i,
               ${contactColumns("i")}, now()
        FROM generate_series(0, ${c.providers - 1}) i`,
    },
    {
      label: "listings",
      sql: `
        INSERT INTO listings (id, client_id, property_specialist_id, property_name, listing_type, property_type, location, status, zoning,
                              sale_price_usd, rental_price_usd, negotiable, lot_size_sq_feet, lot_size_acres, property_size_sq_feet,
                              bedrooms, bathrooms, other_rooms, amenities, services, lease_start_date, lease_end_date, tenant_name,
                              tenant_phone_number, tenant_email, notes, updated_at)
        SELECT ${uid("listing", "i")}, ${uid("client", `i % ${c.clients}`)}, ${listingSpecialist("i")},
               ${pick(WORDS, "i * 11 + i / 26")} || ' ' || ${pick(PLACES, "i / 3")} || ' ' || i,
               CASE WHEN land_only THEN 'land-only' ELSE 'land-and-property' END,
               CASE WHEN land_only THEN NULL ELSE ${pick(["apartment", "condo", "house", "office-space", "villa"], "i / 5")} END,
               (i % 97) || ' Coast Road, ' || ${pick(["St. James", "Christ Church", "St. Lucy", "St. Philip"], "i")},
               status, ${pick(["residential", "commercial", "mixed"], "i / 2")},
               CASE WHEN status IN ('for-sale', 'rent-and-sale', 'rented-and-for-sale', 'sold') THEN 150000 + (i % 900) * 1000 END,
               CASE WHEN status IN ('for-rent', 'rented', 'rent-and-sale', 'rented-and-for-sale') THEN 1200 + (i % 40) * 100 END,
               i % 4 = 0, 5000 + (i % 500) * 10, round((5000 + (i % 500) * 10) / 43560.0, 4),
               CASE WHEN land_only THEN NULL ELSE 900 + (i % 300) * 10 END,
               CASE WHEN land_only THEN NULL ELSE 1 + i % 6 END, CASE WHEN land_only THEN NULL ELSE 1 + i % 4 END,
               ARRAY['Study'], ARRAY['Pool', 'Sea view'], ARRAY['Gardening'],
               CASE WHEN rented THEN current_date - 200 END, CASE WHEN rented THEN current_date + 165 END,
               CASE WHEN rented THEN 'Tenant ' || i END, CASE WHEN rented THEN '+1 246 555 1234' END,
               CASE WHEN rented THEN 'tenant' || i || '@example.test' END, 'Generated for the benchmark.', now()
        FROM (SELECT i, i % 5 = 4 AS land_only,
                     ${pick(["for-rent", "rented", "rented-and-for-sale", "for-sale", "rent-and-sale", "sold"], "i / 7")} AS status
              FROM generate_series(0, ${c.listings - 1}) i) g
        CROSS JOIN LATERAL (SELECT status IN ('rented', 'rented-and-for-sale') AS rented) r`,
    },
    {
      label: "service orders",
      // Due dates spread over a year back and a year ahead: open orders due in the past are past due.
      sql: `
        INSERT INTO service_orders (id, name, listing_id, service_provider_id, due_at, details, notes, status, created_by_name, updated_at)
        SELECT ${uid("order", "i")}, ${pick(["Fix leaking tap", "Service A/C", "Clean pool", "Trim hedges", "Repair roof", "Paint fence"], "i")} || ' ' || i,
               ${uid("listing", `i % ${c.listings}`)}, ${uid("provider", `i % ${c.providers}`)},
               date_trunc('hour', now()) + ((i * 7919) % 730 - 365) * interval '1 day' + (i % 10) * interval '1 hour',
               'Generated order details.', CASE WHEN i % 2 = 0 THEN 'Call before visiting.' END,
               (${pick(["PENDING", "APPROVED", "DECLINED", "COMPLETED"], "i")})::"ServiceOrderStatus", 'Erin Admin', now()
        FROM generate_series(0, ${c.serviceOrders - 1}) i`,
    },
    {
      label: "reminders",
      // Local times 07:00-18:45 in the agency's zone, over 500 days back and 230 ahead; one in five recurring.
      sql: `
        INSERT INTO reminders (id, name, listing_id, specialist_id, due_at, time, am_pm, is_recurring, frequency, day_of_week, notes, status, updated_at)
        SELECT ${uid("reminder", "i")}, ${pick(["Collect rent", "Inspect property", "Renew lease", "Call owner", "Pay land tax"], "i")} || ' ' || i,
               ${uid("listing", `i % ${c.listings}`)}, ${listingSpecialist(`i % ${c.listings}`)},
               local_at AT TIME ZONE '${APP_TIME_ZONE}',
               to_char(local_at, 'HH12:MI'), to_char(local_at, 'AM'),
               frequency <> 'none', frequency::"ReminderFrequency",
               CASE WHEN frequency = 'weekly' THEN lower(trim(to_char(local_at, 'Day'))) END,
               'Generated reminder.', NULL, now()
        FROM (SELECT i,
                     date_trunc('day', now() AT TIME ZONE '${APP_TIME_ZONE}') + ((i * 7919) % 730 - 500) * interval '1 day'
                       + (7 + i % 12) * interval '1 hour' + (i % 4) * interval '15 minutes' AS local_at,
                     CASE WHEN (i / 20) % 5 = 0 THEN ${pick(["daily", "weekly", "monthly"], "i / 100")} ELSE 'none' END AS frequency
              FROM generate_series(0, ${c.reminders - 1}) i) g`,
    },
    {
      label: "ledger entries",
      // Client 0 owns bigLedgerEntries entries; the rest are dealt round clients 1..accountHolders-1.
      // Each client's k-th entry is dated k steps after 2021-01-01 (steps fit its entries before now), so
      // ledger order (date, sequence) is k order, and the closing balance is the running sum in that order.
      sql: `
        INSERT INTO account_transactions (id, sequence, client_id, date, "column", type, description, value, closing_balance, posted_by_id)
        SELECT gen_random_uuid(), j + 1, ${uid("client", "owner")}, date, col::"LedgerColumn",
               (${pick(["card", "cash", "check", "payment", "wire", "other"], "j")})::"TransactionType",
               CASE WHEN col = 'credit' THEN 'Rent received #' ELSE 'Maintenance paid #' END || k, value,
               sum(CASE WHEN col = 'credit' THEN value ELSE -value END) OVER (PARTITION BY owner ORDER BY k ROWS UNBOUNDED PRECEDING),
               ${uid("specialist", "j % " + SPECIALISTS)}
        FROM (
          SELECT j, owner, k, CASE WHEN j % 3 = 0 THEN 'debit' ELSE 'credit' END AS col,
                 (20 + (j * 37) % 4000 + (j % 100) / 100.0)::numeric(14,2) AS value,
                 timestamptz '2021-01-01 12:00:00+00' + k * ((now() - interval '1 day' - timestamptz '2021-01-01 12:00:00+00') / per_owner) AS date
          FROM (
            SELECT j,
                   CASE WHEN j < ${c.bigLedgerEntries} THEN 0 ELSE 1 + (j - ${c.bigLedgerEntries}) % ${c.accountHolders - 1} END AS owner,
                   CASE WHEN j < ${c.bigLedgerEntries} THEN j ELSE (j - ${c.bigLedgerEntries}) / ${c.accountHolders - 1} END AS k,
                   CASE WHEN j < ${c.bigLedgerEntries} THEN ${c.bigLedgerEntries}
                        ELSE ${Math.ceil((c.ledgerEntries - c.bigLedgerEntries) / (c.accountHolders - 1))} END AS per_owner
            FROM generate_series(0, ${c.ledgerEntries - 1}) j
          ) d
        ) e`,
    },
    {
      label: "ledger sequence",
      sql: `SELECT setval(pg_get_serial_sequence('account_transactions', 'sequence'), (SELECT max(sequence) FROM account_transactions))`,
    },
    {
      label: "accounts",
      // The account row as ledger.ts keeps it: the last entry's closing balance and the entry count.
      sql: `
        INSERT INTO accounts (client_id, balance, entry_count, updated_at)
        SELECT last.client_id, last.closing_balance, counts.entries, now()
        FROM (SELECT DISTINCT ON (client_id) client_id, closing_balance FROM account_transactions ORDER BY client_id, date DESC, sequence DESC) last
        JOIN (SELECT client_id, count(*)::int AS entries FROM account_transactions GROUP BY client_id) counts USING (client_id)`,
    },
    {
      label: "record counts",
      // The replica role skipped the counting triggers too (migration 20261121110000): count once, as they would have.
      sql: `
        UPDATE record_counts SET row_count = CASE table_name
          WHEN 'clients' THEN (SELECT count(*) FROM clients)
          WHEN 'listings' THEN (SELECT count(*) FROM listings)
          WHEN 'service_orders' THEN (SELECT count(*) FROM service_orders) END`,
    },
    {
      label: "order group counts",
      // Likewise the orders' counts per status and due month (migration 20261124020000).
      sql: `
        DELETE FROM service_order_counts;
        INSERT INTO service_order_counts (status, due_month, orders)
        SELECT status, service_order_month(due_at), count(*) FROM service_orders GROUP BY 1, 2`,
    },
    {
      label: "specialist counts",
      // And the listings per specialist (migration 20261124040000).
      sql: `
        DELETE FROM specialist_listing_counts;
        INSERT INTO specialist_listing_counts (property_specialist_id, listings)
        SELECT property_specialist_id, count(*) FROM listings GROUP BY 1`,
    },
    {
      label: "next occurrences",
      // What the writes and the daily refresh store (migration 20261124060000, store-occurrences.ts), before VACUUM
      // so the list's counts stay index-only; on a later day reads compute the recurring ones passed until a refresh.
      sql: nextOccurrences.text,
      values: nextOccurrences.values,
    },
    // VACUUM too: a live database's autovacuum keeps the visibility map set, which index-only scans need.
    { label: "vacuum analyze", sql: "VACUUM (ANALYZE)" },
  ];
}

export interface GeneratedDatabase {
  database: TestDatabase;
  scale: number;
  counts: BenchCounts;
  loadSeconds: number;
  steps: { label: string; seconds: number }[];
}

/** Loads `scale` into an open connection to a migrated database holding the test users. */
export async function loadData(client: pg.Client, scale: number, log: (line: string) => void = () => {}) {
  const counts = countsFor(scale);
  const steps: { label: string; seconds: number }[] = [];
  // A bulk load of rows that are consistent by construction: skip the per-row
  // foreign-key triggers (replica role) and give the window-function sorts memory.
  await client.query(
    "SET session_replication_role = replica; SET work_mem = '1GB'; SET maintenance_work_mem = '512MB'; SET synchronous_commit = off",
  );
  // A bulk load builds the trigram indexes once at the end, as an import would: row by row (fastupdate off) they cost
  // several times the load itself. The definitions are read back from the migrated schema, so they stay the app's.
  const { rows: trigramIndexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
  );
  const all = [
    { label: "drop trigram idx", sql: trigramIndexes.map((index) => `DROP INDEX "${index.indexname}";`).join("\n") },
    ...statements(counts),
    { label: "trigram indexes", sql: trigramIndexes.map((index) => `${index.indexdef};`).join("\n") },
  ];
  // VACUUM (ANALYZE) last, after the indexes exist.
  all.push(
    ...all.splice(
      all.findIndex((step) => step.label === "vacuum analyze"),
      1,
    ),
  );
  for (const step of all) {
    const started = performance.now();
    if (step.sql) await client.query(step.sql, "values" in step ? step.values : undefined);
    const seconds = (performance.now() - started) / 1000;
    steps.push({ label: step.label, seconds });
    log(`  ${step.label.padEnd(18)} ${seconds.toFixed(1)} s`);
  }
  await client.query("RESET session_replication_role; RESET work_mem; RESET maintenance_work_mem; RESET synchronous_commit");
  return { counts, steps };
}

/** A fresh database: migrations, the test users, then the data of `scale`. */
export async function generateDatabase(scale: number, log: (line: string) => void = () => {}): Promise<GeneratedDatabase> {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await applyMigrations(pgRunner(client), { log: () => {} });
    await insertTestUsers(pgRunner(client));
    const started = performance.now();
    const { counts, steps } = await loadData(client, scale, log);
    const loadSeconds = (performance.now() - started) / 1000;
    return { database, scale, counts, loadSeconds, steps };
  } catch (error) {
    await client.end().catch(() => {});
    await database.drop().catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main() {
  const index = process.argv.indexOf("--scale");
  const scale = index > 0 ? Number(process.argv[index + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error("--scale must be a whole number of at least 1");
  const generated = await generateDatabase(scale, console.log);
  console.log(`Scale ${scale} loaded in ${generated.loadSeconds.toFixed(1)} s into ${generated.database.url}`);
  console.log("Drop it when done: psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE \"" + generated.database.name + "\"'");
}

if (process.argv[1]?.endsWith("generate.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
