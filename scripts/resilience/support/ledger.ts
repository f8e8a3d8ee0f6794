/** Ledger postings under fault, and what must still hold afterwards, read straight from the database. */
import pg from "pg";

/** A posting body: mostly today's entries, every `backDatedEvery`-th one back-dated by up to 60 days (a recompute). */
export function postingBody(clientId: string, serial: number, backDatedEvery = 4) {
  const backDated = serial % backDatedEvery === 0;
  const daysBack = 1 + (serial % 60);
  return {
    clientRef: clientId,
    column: serial % 3 === 0 ? "debit" : "credit",
    type: "wire",
    description: `resilience posting ${serial}${backDated ? " (back-dated)" : ""}`,
    value: `${(serial % 997) + 1}.${String(serial % 100).padStart(2, "0")}`,
    ...(backDated ? { date: new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10) } : {}),
  };
}

export interface LedgerReport {
  accounts: number;
  entries: number;
  problems: string[];
}

/**
 * The ledger invariants, read straight from the database: for every account
 * the entries sum to its balance and their count to entry_count; every
 * closing balance equals the running sum in ledger order (date, sequence);
 * every entry has its audit row on its account (both written in one transaction;
 * server/accounts/post-transaction.ts).
 */
export async function checkLedgerInvariants(databaseUrl: string): Promise<LedgerReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const accounts = await client.query<{ client_id: string; balance: string; entry_count: number; total: string; entries: string }>(`
      SELECT a.client_id, a.balance::text, a.entry_count,
             coalesce(sum(CASE WHEN t."column" = 'credit' THEN t.value ELSE -t.value END), 0)::text AS total,
             count(t.id)::text AS entries
      FROM accounts a LEFT JOIN account_transactions t ON t.client_id = a.client_id
      GROUP BY a.client_id, a.balance, a.entry_count`);
    for (const row of accounts.rows) {
      if (Number(row.balance).toFixed(2) !== Number(row.total).toFixed(2)) {
        problems.push(`account ${row.client_id}: balance ${row.balance} but its entries sum to ${row.total}`);
      }
      if (row.entry_count !== Number(row.entries)) {
        problems.push(`account ${row.client_id}: entry_count ${row.entry_count} but ${row.entries} entries`);
      }
    }
    const running = await client.query<{ id: string; client_id: string; closing_balance: string; expected: string }>(`
      SELECT id, client_id, closing_balance::text, expected::text FROM (
        SELECT id, client_id, closing_balance,
               sum(CASE WHEN "column" = 'credit' THEN value ELSE -value END)
                 OVER (PARTITION BY client_id ORDER BY date, sequence ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS expected
        FROM account_transactions) ledger
      WHERE closing_balance <> expected`);
    for (const row of running.rows.slice(0, 10)) {
      problems.push(`entry ${row.id} (account ${row.client_id}): closing balance ${row.closing_balance}, running sum ${row.expected}`);
    }
    if (running.rows.length > 10) problems.push(`... and ${running.rows.length - 10} more entries with a wrong closing balance`);
    const unaudited = await client.query<{ count: string }>(`
      SELECT count(*)::text AS count FROM account_transactions t
      WHERE NOT EXISTS (SELECT 1 FROM audit_log l
                        WHERE l.entity_type = 'account' AND l.entity_id = t.client_id AND l.action = 'post'
                          AND l.changes->>'entryId' = t.id::text)`);
    if (unaudited.rows[0]!.count !== "0") problems.push(`${unaudited.rows[0]!.count} entries without their audit row`);
    const total = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM account_transactions`);
    return { accounts: accounts.rows.length, entries: Number(total.rows[0]!.count), problems };
  } finally {
    await client.end();
  }
}

/** The acknowledged entry ids that are not in the database. */
export async function missingEntries(databaseUrl: string, acknowledgedIds: string[]): Promise<string[]> {
  if (acknowledgedIds.length === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(`SELECT id::text FROM account_transactions WHERE id = ANY($1::uuid[])`, [
      acknowledgedIds,
    ]);
    const present = new Set(found.rows.map((row) => row.id));
    return acknowledgedIds.filter((id) => !present.has(id));
  } finally {
    await client.end();
  }
}
