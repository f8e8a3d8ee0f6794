import type pg from "pg";

/**
 * Many leases at once for the resilience suites and the bench, written in SQL
 * (a few statements whatever the count): `count` rented listings of one owner,
 * each with a tenant and a month-to-month lease from the first of `month`
 * (yyyy-MM), rent $1,000–$1,975, due days 1–28 — nothing charged yet.
 * Answers the lease ids.
 */
export async function insertLeases(
  db: pg.ClientBase,
  { count, month, tag }: { count: number; month: string; tag: string },
): Promise<string[]> {
  const specialist = await db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'property-specialist' ORDER BY created_at LIMIT 1`);
  const client = await db.query<{ id: string }>(
    `INSERT INTO clients (name, contact_first_name, contact_last_name, contact_primary_number, contact_email_address, contact_mailing_address, updated_at)
     VALUES ($1, 'Rent', 'Owner', '+1 758 555 0100', 'owner@example.test', 'Castries', now()) RETURNING id`,
    [`Rent owner ${tag}`],
  );
  await db.query(
    `INSERT INTO listings (client_id, property_specialist_id, property_name, listing_type, property_type, location, status, zoning, rental_price_usd, updated_at)
     SELECT $1, $2, $3 || ' ' || g, 'land-and-property', 'apartment', 'Gros Islet', 'rented', 'residential', 1000 + (g % 40) * 25, now()
       FROM generate_series(1, $4::int) g`,
    [client.rows[0]!.id, specialist.rows[0]!.id, `Rent ${tag}`, count],
  );
  const leases = await db.query<{ id: string }>(
    `INSERT INTO leases (listing_id, start_date, rent, due_day, charges_from, updated_at)
     SELECT id, $2::date, rental_price_usd, 1 + (abs(hashtext(id::text)) % 28), $2::date, now() FROM listings WHERE client_id = $1
     RETURNING id`,
    [client.rows[0]!.id, `${month}-01`],
  );
  await db.query(
    `WITH numbered AS (SELECT id AS lease_id, gen_random_uuid() AS tenant_id, row_number() OVER () AS n FROM leases WHERE id = ANY($1::uuid[])),
          made AS (INSERT INTO tenants (id, first_name, last_name, email, updated_at)
                   SELECT tenant_id, 'Tenant', 'No. ' || n, 'tenant' || n || '@example.test', now() FROM numbered RETURNING id)
     INSERT INTO lease_tenants (lease_id, tenant_id, is_primary) SELECT lease_id, tenant_id, true FROM numbered`,
    [leases.rows.map((row) => row.id)],
  );
  return leases.rows.map((row) => row.id);
}

/** The tenant ledgers' invariants over these leases: each month's rent once, balances the sums, running balances in order. */
export async function checkRentLedgers(db: pg.ClientBase, leaseIds: readonly string[]): Promise<{ problems: string[]; charges: number }> {
  const problems: string[] = [];
  // Counted by the month of the due day, not by the ledger's key: a second charge under any key would show.
  const twice = await db.query<{ lease_id: string; month: string; n: string }>(
    `SELECT lease_id, to_char(date, 'YYYY-MM') AS month, count(*) AS n FROM lease_entries
      WHERE lease_id = ANY($1::uuid[]) AND kind = 'charge' AND charge_type = 'rent' GROUP BY lease_id, to_char(date, 'YYYY-MM') HAVING count(*) > 1`,
    [leaseIds],
  );
  for (const row of twice.rows) problems.push(`lease ${row.lease_id}: the rent of ${row.month} posted ${row.n} times`);
  const sums = await db.query<{ id: string; balance: string; entry_count: number; total: string | null; n: string }>(
    `SELECT l.id, l.balance::text, l.entry_count, sum(CASE WHEN e.kind IN ('payment', 'waiver') THEN -e.value ELSE e.value END)::text AS total, count(e.id) AS n
       FROM leases l LEFT JOIN lease_entries e ON e.lease_id = l.id WHERE l.id = ANY($1::uuid[]) GROUP BY l.id`,
    [leaseIds],
  );
  let charges = 0;
  for (const row of sums.rows) {
    charges += Number(row.n);
    if ((row.total ?? "0.00") !== row.balance && !(row.total === null && row.balance === "0.00"))
      problems.push(`lease ${row.id}: balance ${row.balance}, entries sum ${row.total}`);
    if (Number(row.n) !== row.entry_count) problems.push(`lease ${row.id}: entry_count ${row.entry_count}, entries ${row.n}`);
  }
  const running = await db.query<{ id: string }>(
    `SELECT id FROM (SELECT id, balance, sum(CASE WHEN kind IN ('payment', 'waiver') THEN -value ELSE value END) OVER (PARTITION BY lease_id ORDER BY date, sequence) AS expected
                       FROM lease_entries WHERE lease_id = ANY($1::uuid[])) t WHERE balance <> expected`,
    [leaseIds],
  );
  for (const row of running.rows) problems.push(`entry ${row.id}: running balance is wrong`);
  return { problems, charges };
}

/** Gives these leases a late-fee policy of their own: `fee` dollars a day from the day after the due day, no cap. */
export async function setDailyLateFee(db: pg.ClientBase, leaseIds: readonly string[], fee = "25.00"): Promise<void> {
  await db.query(`UPDATE leases SET late_fee = $2::jsonb WHERE id = ANY($1::uuid[])`, [
    leaseIds,
    JSON.stringify({ graceDays: 0, kind: "fixed", value: fee, repeat: "daily", cap: null }),
  ]);
}

/**
 * The late fees of these leases dated `day`: problems when a rent charge has more than one, how many there are, and
 * how many rent charges are late that day (a daily fee of their own with no grace: due before `day`, nothing paid).
 */
export async function checkLateFees(
  db: pg.ClientBase,
  leaseIds: readonly string[],
  day: string,
): Promise<{ problems: string[]; fees: number; late: number }> {
  const rows = await db.query<{ fee_for_id: string; n: string }>(
    `SELECT fee_for_id, count(*) AS n FROM lease_entries
      WHERE lease_id = ANY($1::uuid[]) AND fee_for_id IS NOT NULL AND date = $2::date GROUP BY fee_for_id`,
    [leaseIds, day],
  );
  const problems = rows.rows.filter((row) => Number(row.n) > 1).map((row) => `rent charge ${row.fee_for_id}: ${row.n} late fees on ${day}`);
  const late = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM lease_entries WHERE lease_id = ANY($1::uuid[]) AND kind = 'charge' AND charge_type = 'rent' AND date < $2::date`,
    [leaseIds, day],
  );
  return { problems, fees: rows.rows.reduce((sum, row) => sum + Number(row.n), 0), late: Number(late.rows[0]!.n) };
}
